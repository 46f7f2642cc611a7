import { todayIn } from '@console/contracts';
import type { CurrentAdmin } from '../core/http/request-context';

/** Where the demo's users work: their profiles' time zone, in which the console dates their days. */
export const DEMO_TIME_ZONE = 'America/Los_Angeles';

/**
 * Whom the seed's own writes are made by: a user of the demo's zone, so that what it dates by
 * "today" (the demo plans' versions in force, the charges of cancelled orders and of storage) is
 * the demo users' today, the day their screens offer. By UTC's, a seed made between 00:00 and
 * 08:00 UTC would date them tomorrow as the users see it, and their today's work would find no
 * plan in force.
 */
export const SEED_ADMIN = { id: 0, userName: 'seed', timeZone: DEMO_TIME_ZONE } as unknown as CurrentAdmin;

/** The demo users' today, 'YYYY-MM-DD'. */
export const seedDay = (): string => todayIn(DEMO_TIME_ZONE);

/** No one, in the demo's zone: the seeded records' first versions, in force from the demo users' today, by System. */
export const SEED_SYSTEM = { timeZone: DEMO_TIME_ZONE } as unknown as CurrentAdmin;
