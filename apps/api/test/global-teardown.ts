import { TEMPLATE_MYSQL_ENV, dropMysqlDatabase, removeTemplateDir } from './db-template';

/** Removes the run's template (test/global-setup.ts). */
export default async function globalTeardown(): Promise<void> {
  const mysqlBase = process.env.TEST_MYSQL_URL;
  const template = process.env[TEMPLATE_MYSQL_ENV];
  if (mysqlBase && template) await dropMysqlDatabase(mysqlBase, template);
  removeTemplateDir();
}
