import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { createApp } from './app.factory';
import { loadConfig } from './core/config';
import { HookRegistry } from './engine/hooks';
import { catalogueWith } from './extra-resources';
import { DEMO_USERS, SeedRefused, seedDemo } from './seed/demo-seed';

/**
 * `node dist/main.js [--migrate] [--seed]`: optionally runs the migrations and the idempotent
 * demo seed, then serves the API and the web app on one port.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // A resource folder next to the built catalogue (the browser flows' fixture); TypeScript needs `node --import tsx`.
  const extraDir = process.env.EXTRA_RESOURCES_DIR;
  const extra = extraDir ? catalogueWith(extraDir) : undefined;
  const app = await createApp(config, extra ?? {});
  for (const named of extra?.hooks ?? []) app.get(HookRegistry).register(named);
  const ds = app.get(DataSource);
  if (process.argv.includes('--migrate')) await ds.runMigrations({ transaction: 'each' });
  let seeded = false;
  if (process.argv.includes('--seed')) {
    try {
      await seedDemo(ds, config);
      seeded = true;
    } catch (error) {
      // On MySQL the demo seed is opt-in; serving the console must not depend on it.
      if (!(error instanceof SeedRefused)) throw error;
      console.warn(error.message);
    }
  }
  await app.listen(config.port);
  const url = `http://localhost:${config.port}`;
  console.log(`\nConsole ready at ${url}  (API docs: ${url}/api/docs, database: ${config.dbType})`);
  if (seeded) {
    for (const u of DEMO_USERS) console.log(`  sign in as ${u.userName} / ${u.password}  (${u.note})`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
