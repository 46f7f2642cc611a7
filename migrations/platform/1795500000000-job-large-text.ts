import { MigrationInterface, QueryRunner } from 'typeorm';

const isMysql = (q: QueryRunner) => ['mysql', 'mariadb'].includes(q.connection.driver.options.type);

/**
 * A job's payload and result as MEDIUMTEXT on MySQL (16 MB): TEXT stops at 64 KB, and a replay's
 * result (a row per client and service) is larger. SQLite's TEXT has no limit: nothing to do.
 */
export class JobLargeText1795500000000 implements MigrationInterface {
  name = 'JobLargeText1795500000000';

  async up(q: QueryRunner): Promise<void> {
    if (!isMysql(q)) return;
    await q.query('ALTER TABLE `job` MODIFY `payload` MEDIUMTEXT NULL, MODIFY `result` MEDIUMTEXT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    if (!isMysql(q)) return;
    await q.query('ALTER TABLE `job` MODIFY `payload` TEXT NULL, MODIFY `result` TEXT NULL');
  }
}
