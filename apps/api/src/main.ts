import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { createApp } from './app.factory';
import { loadConfig } from './core/config';
import { seedDemo, DEMO_USERS } from './seed/demo-seed';

/**
 * `node dist/main.js [--migrate] [--seed]`: optionally runs the migrations and the idempotent
 * demo seed, then serves the API and the web app on one port.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  const ds = app.get(DataSource);
  if (process.argv.includes('--migrate')) await ds.runMigrations({ transaction: 'each' });
  if (process.argv.includes('--seed')) await seedDemo(ds, config);
  await app.listen(config.port);
  const url = `http://localhost:${config.port}`;
  console.log(`\nConsole ready at ${url}  (API docs: ${url}/api/docs, database: ${config.dbType})`);
  if (process.argv.includes('--seed')) {
    for (const u of DEMO_USERS) console.log(`  sign in as ${u.userName} / ${u.password}  (${u.note})`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
