import type { QueryRunner } from 'typeorm';

/**
 * Loads reference rows shipped with a migration (places, codes) into a table the migration has
 * just created, in chunks of 200 (SQLite's bound-value limit), with the engine's system columns.
 *
 * Run by the API, the table has an entity (the resource's schema) and TypeORM maps values by its
 * property names and converts dates itself; run by the CLI alone, there is none, so values go by
 * column name and the time as UTC text (better-sqlite3 cannot bind a Date).
 */
export async function insertReferenceRows(q: QueryRunner, table: string, columns: string[], rows: ReadonlyArray<readonly unknown[]>): Promise<void> {
  const entity = q.connection.entityMetadatas.find((m) => m.tableName === table);
  const key = (column: string) => entity?.findColumnWithDatabaseName(column)?.propertyName ?? column;
  const now = entity ? new Date() : new Date().toISOString().replace('T', ' ').replace('Z', '');
  const all = [...columns, 'version', 'create_time', 'update_time'];
  for (let at = 0; at < rows.length; at += 200) {
    const values = rows.slice(at, at + 200).map((row) => Object.fromEntries(all.map((c, i) => [key(c), i < columns.length ? row[i] : c === 'version' ? 1 : now])));
    await q.manager.createQueryBuilder().insert().into(table, all.map(key)).values(values).execute();
  }
}
