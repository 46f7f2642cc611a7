import platform from './platform';
import tech from './tech';
import access from './access';
import messaging from './messaging';
import reference from './reference';
import clients from './clients';
import pricing from './pricing';
import finance from './finance';
import support from './support';
import inventory from './inventory';
import orders from './orders';
import { orderMigrations } from './lib/order';
import billing from './billing';
import batchPack from './batch-pack';

export { orderMigrations, timestampOf } from './lib/order';

/**
 * Every migration in timestamp order, collected from the domain folders (each lists its own in
 * its index.ts; `platform` holds the engine's own tables). The API and the TypeORM CLI both read
 * this list. A new domain adds one line here (`npm run new:resource` writes it).
 */
export const MIGRATIONS = orderMigrations([platform, tech, access, messaging, reference, clients, pricing, finance, support, inventory, orders, billing, batchPack]);
export * from './lib/table';
