import fulfillment from './fulfillment';
import platform from './platform';
import pricing from './pricing';
import finance from './finance';
import support from './support';
import settings from './settings';
import tech from './tech';
import wms from './wms';
import { orderMigrations } from './lib/order';

export { orderMigrations, timestampOf } from './lib/order';

/**
 * Every migration in timestamp order, collected from the domain folders (each lists its own in
 * its index.ts). The API and the TypeORM CLI both read this list. A new domain adds one line here.
 */
export const MIGRATIONS = orderMigrations([platform, tech, settings, wms, fulfillment, pricing, finance, support]);
export * from './lib/table';
