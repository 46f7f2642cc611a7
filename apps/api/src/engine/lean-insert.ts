import type { EntityManager, EntitySchema } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { Row } from './row';

/**
 * Inserts rows of one table with one prepared statement, for writes of thousands of rows in
 * one transaction (an import): TypeORM's query builder costs more per row than the database
 * does. Values go through the driver's own conversion (dates, booleans, JSON), so what is
 * stored is what a repository insert would store. Runs in the caller's transaction: on SQLite
 * the transaction's connection, on MySQL its query runner. Answers each row's new id.
 */
export class LeanInsert {
  private readonly columns: ColumnMetadata[];
  private readonly sql: string;
  private sqliteStatement: { run(params: unknown[]): { lastInsertRowid: number | bigint } } | undefined;

  constructor(private readonly em: EntityManager, schema: EntitySchema<any>) {
    const meta = em.connection.getMetadata(schema);
    const driver = em.connection.driver;
    this.columns = meta.columns.filter((c) => !c.isGenerated);
    const names = this.columns.map((c) => driver.escape(c.databaseName)).join(', ');
    this.sql = `INSERT INTO ${driver.escape(meta.tableName)} (${names}) VALUES (${this.columns.map(() => '?').join(', ')})`;
  }

  async insert(row: Row): Promise<number> {
    const driver = this.em.connection.driver;
    const params = this.columns.map((c) => {
      const value = driver.preparePersistentValue(row[c.propertyName] ?? null, c);
      return value === undefined ? null : value;
    });
    if (this.em.connection.options.type === 'better-sqlite3') {
      if (!this.sqliteStatement) {
        const db = (await this.em.queryRunner!.connect()) as { prepare(sql: string): NonNullable<LeanInsert['sqliteStatement']> };
        this.sqliteStatement = db.prepare(this.sql);
      }
      return Number(this.sqliteStatement.run(params).lastInsertRowid);
    }
    const result = (await this.em.query(this.sql, params)) as { insertId: number };
    return Number(result.insertId);
  }
}
