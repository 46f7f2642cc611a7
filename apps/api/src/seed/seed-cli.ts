import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../core/config';
import { appDataSourceOptions } from '../database';
import { assertSeedAllowed, seedDemo } from './demo-seed';

/** `npm run seed`: runs pending migrations, then the idempotent demo seed, and exits. */
async function main(): Promise<void> {
  const config = loadConfig();
  assertSeedAllowed(config);
  const ds = await new DataSource(appDataSourceOptions(config)).initialize();
  try {
    await ds.runMigrations({ transaction: 'each' });
    await seedDemo(ds, config);
    console.log(`Demo data is in place (${config.dbType}).`);
  } finally {
    await ds.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
