import { tableShape, type ResourceDef } from '@console/metadata';
import { source } from './field-source';

/**
 * A resource's create-table migration, written with the project's migration helpers
 * (migrations/lib/table.ts: `table`, `column`, `index`) from the kind registry's columns
 * (`tableShape`, the same shape the API's entity schemas and the schema test read).
 */
export function migrationSource(def: ResourceDef, className: string): string {
  const shape = tableShape(def);
  const columns = shape.columns.map((c) => {
    const spec = Object.fromEntries(Object.entries({ type: c.type, length: c.length, precision: c.precision, scale: c.scale }).filter(([, v]) => v !== undefined));
    return `      column('${c.name}', ${source(spec)}${c.nullable ? '' : ', true'}),`;
  });
  const indexes = shape.indexes.map((i) => `index('${shape.table}', ${source(i.columns)}${i.unique ? ', true' : ''})`);
  return `import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, ${indexes.length ? 'index, ' : ''}table } from '../lib/table';

/** The ${def.name} table, its columns as the kind registry gave them when it was generated. */
export class ${className} implements MigrationInterface {
  name = '${className}';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('${shape.table}', [
${columns.join('\n')}
    ]${indexes.length ? `, [${indexes.join(', ')}]` : ''}));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('${shape.table}');
  }
}
`;
}
