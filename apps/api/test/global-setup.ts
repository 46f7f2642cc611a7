import { startApi } from './harness';
import { TEMPLATE_DIR_ENV, TEMPLATE_MYSQL_ENV } from './db-template';

/**
 * Builds this run's template database once (test/db-template.ts): an API started the slow way,
 * migrated and seeded, then stopped with its folder and database kept. Its environment variables
 * reach every test file, in this process and in Jest's workers (started after this).
 */
export default async function globalSetup(): Promise<void> {
  delete process.env[TEMPLATE_DIR_ENV];
  delete process.env[TEMPLATE_MYSQL_ENV];
  const api = await startApi();
  await api.app.close();
  process.env[TEMPLATE_DIR_ENV] = api.config.dataDir;
  if (api.config.dbType === 'mysql') process.env[TEMPLATE_MYSQL_ENV] = api.config.databaseUrl.replace(/\/+$/, '').split('/').pop()!;
}
