import 'reflect-metadata';
import { startApi } from './harness';
import { CHILDREN_FIXTURE } from './fixtures/children';
import { CHILDREN_HOOKS } from './fixtures/children-hooks';
import { CHARGE_ITEMS } from './fixtures/charge-items/charge-item';

/**
 * A throw-away API with the test-only resources of a fixture, for a browser flow: the harness's
 * server (migrated and seeded SQLite in a temp folder) listening on a free port and serving the
 * web build named by WEB_DIST (built with the same fixture, see apps/web-e2e/specs/19-children).
 * Prints `READY <url>`; stops on SIGTERM. Compiled with tsconfig.fixture-server.json, since Nest
 * needs the decorator metadata tsc emits.
 */
const FIXTURES = { children: { resources: [...CHILDREN_FIXTURE, ...CHARGE_ITEMS], hooks: CHILDREN_HOOKS } } as const;

async function main(): Promise<void> {
  const name = (process.argv[2] ?? 'children') as keyof typeof FIXTURES;
  const fixture = FIXTURES[name];
  if (!fixture) throw new Error(`unknown fixture ${name}`);
  const api = await startApi({ WEB_DIST: process.env.WEB_DIST ?? '' }, { listen: true, extraResources: [...fixture.resources], extraHooks: [...fixture.hooks] });
  console.log(`READY ${api.url}`);
  const stop = () => void api.close().finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
