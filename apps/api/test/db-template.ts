import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as Mysql from 'mysql2/promise';

/** The MySQL client, loaded only by a run on MariaDB (a SQLite run would load it per test file for nothing). */
export const mysql = () => require('mysql2/promise') as typeof Mysql;

/**
 * One migrated and seeded database per test run, copied for each API a test starts: migrating
 * and seeding took 5 s on SQLite and 11 s on MariaDB per start, three quarters of the suite's
 * set-up. Built once by the e2e project's global set-up (test/global-setup.ts), which hands it to
 * the test files (and to Jest's workers) through these environment variables:
 * - TEST_TEMPLATE_DIR: a data folder (test.sqlite, jwt-secret, data-key) copied whole, since
 *   the seed seals secrets with the folder's data key;
 * - TEST_TEMPLATE_MYSQL: a database on TEST_MYSQL_URL cloned table by table.
 * Without them (a harness started outside Jest, the browser flows' fixture server), startApi
 * migrates and seeds as before.
 */
export const TEMPLATE_DIR_ENV = 'TEST_TEMPLATE_DIR';
export const TEMPLATE_MYSQL_ENV = 'TEST_TEMPLATE_MYSQL';

export const templateDir = (): string | undefined => {
  const dir = process.env[TEMPLATE_DIR_ENV];
  return dir && existsSync(dir) ? dir : undefined;
};
export const templateMysql = (): string | undefined => process.env[TEMPLATE_MYSQL_ENV] || undefined;

/** A new folder holding the template's files, or an empty one when there is no template. */
export function dataDirFromTemplate(): string {
  const dir = mkdtempSync(join(tmpdir(), 'console-api-'));
  const template = templateDir();
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

export function removeTemplateDir(): void {
  const dir = templateDir();
  if (dir) rmSync(dir, { recursive: true, force: true });
}

/**
 * Copies every table of the template database into `target` (made here): each table as the
 * template's own CREATE TABLE says (indexes, foreign keys, AUTO_INCREMENT), then its rows.
 * Foreign keys are not checked while copying, so the order of the tables does not matter.
 */
export async function cloneMysqlTemplate(baseUrl: string, template: string, target: string): Promise<void> {
  const c = await mysql().createConnection({ uri: baseUrl, multipleStatements: false });
  try {
    await c.query(`CREATE DATABASE \`${target}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await c.query(`USE \`${target}\``);
    await c.query('SET FOREIGN_KEY_CHECKS = 0');
    const [tables] = await c.query(`SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE'`, [template]);
    for (const { name } of tables as Array<{ name: string }>) {
      const [[created]] = (await c.query(`SHOW CREATE TABLE \`${template}\`.\`${name}\``)) as unknown as [Array<Record<string, string>>];
      await c.query(created['Create Table']);
      await c.query(`INSERT INTO \`${name}\` SELECT * FROM \`${template}\`.\`${name}\``);
    }
  } finally {
    await c.end();
  }
}

export async function dropMysqlDatabase(baseUrl: string, name: string): Promise<void> {
  const c = await mysql().createConnection(baseUrl);
  try {
    await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
  } finally {
    await c.end();
  }
}
