import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { MENU_GROUPS, PERMISSION_CATALOGUE } from '@console/contracts';
import { KINDS, kindOf, tableShape, type FieldDef, type FieldKind, type FilterOperator, type ResourceDef } from '@console/metadata';
import { addDomainLine, addToIndex, newDomainIndex, newMigrationIndex } from './index-files';

/**
 * `npm run new:resource -- <domain>/<name>`: writes a resource's definition (with a sample), its
 * migration and the index lines of its domain folder. Every per-kind choice (column, sample value,
 * a new field's extras, filter operators) comes from the kind registry (libs/metadata kinds.ts).
 */
export interface GenerateOptions {
  /** The repository (or a temp copy of resources/ and migrations/). */
  root: string;
  domain: string;
  name: string;
  /** `key:kind[=arg]`, e.g. `billNo:text`, `warehouseId:relation=co-warehouse`; default `name:text`. */
  fields?: string[];
  /** `module/sub` of libs/contracts permissions.ts; default: the sub-role named like the resource. */
  permission?: string;
  /** Menu group; default the domain (or the permission module) when it is a group. */
  menu?: string;
  /** Chinese labels as placeholders to translate ('待翻译：…') instead of the English text. */
  zh?: boolean;
  /** Migration timestamp (13 digits); default now. */
  timestamp?: number;
  /** The catalogue relations may point at (default: `<root>/resources`). */
  catalogue?: ResourceDef[];
}

export interface Generated {
  files: string[];
  definition: ResourceDef;
}

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const camel = (kebab: string) => kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const pascal = (kebab: string) => camel(kebab).replace(/^./, (c) => c.toUpperCase());
const words = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').replace(/^./, (c) => c.toUpperCase())
  .replace(/\b([a-z])/g, (c) => c.toUpperCase());
const snake = (kebab: string) => kebab.replace(/-/g, '_');

/** Where a filter is most useful first: text searched, numbers and dates ranged, the rest matched. */
const OPERATOR_PREFERENCE: FilterOperator[] = ['contains', 'between', 'eq', 'in'];

function parseField(spec: string, zh: boolean): [string, FieldDef] {
  const match = /^([a-z][A-Za-z0-9]*):([a-z]+)(?:=(.+))?$/.exec(spec.trim());
  if (!match) throw new Error(`field "${spec}": write it as key:kind or key:kind=arg (e.g. amount:money, warehouseId:relation=co-warehouse)`);
  const [, key, kind, arg] = match;
  if (!Object.hasOwn(KINDS, kind)) throw new Error(`field "${key}": kind "${kind}" is not one of ${Object.keys(KINDS).join(', ')}`);
  const en = words(key).replace(/ Id$/, '');
  const field = { kind: kind as FieldKind, label: { en, zh: zh ? `待翻译：${en}` : en }, ...KINDS[kind as FieldKind].starter(arg) } as FieldDef;
  const operator = OPERATOR_PREFERENCE.find((op) => kindOf(field).operators.includes(op));
  return [key, { ...field, list: true, ...(operator ? { filter: operator } : {}), ...(operator === 'between' ? { sort: true } : {}) }];
}

function permissionOf(options: GenerateOptions): { module: string; sub: string } {
  if (options.permission) {
    const [module, sub] = options.permission.split('/');
    return { module, sub };
  }
  const found = Object.entries(PERMISSION_CATALOGUE).flatMap(([module, entry]) =>
    [options.name, `${options.name}s`].filter((sub) => Object.hasOwn(entry.subs, sub)).map((sub) => ({ module, sub })));
  if (found.length === 1) return found[0];
  throw new Error(
    `no single sub-role of the permission catalogue is named "${options.name}": pass --permission <module>/<sub> `
    + '(libs/contracts/src/permissions.ts lists them; a new sub-role is added there first)',
  );
}

function menuOf(options: GenerateOptions, module: string): string {
  const group = options.menu ?? [options.domain, module].find((g) => Object.hasOwn(MENU_GROUPS, g));
  if (!group || !Object.hasOwn(MENU_GROUPS, group)) throw new Error(`pass --menu <group>: one of ${Object.keys(MENU_GROUPS).join(', ')}`);
  return group;
}

/** A value written as TypeScript source (single quotes, unquoted keys where possible). */
function source(value: unknown, indent = ''): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (Array.isArray(value)) return `[${value.map((v) => source(v, indent)).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : source(k)}: ${source(v, indent)}`);
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  return String(value);
}

function definitionSource(options: GenerateOptions, fields: Array<[string, FieldDef]>, sample: Record<string, unknown>): string {
  const permission = permissionOf(options);
  const label = words(options.name);
  const zhLabel = options.zh ? `待翻译：${label}` : label;
  const first = fields[0][0];
  return `import { defineResource } from '@console/metadata';

/**
 * ${words(options.domain)} > ${label}. Written by \`npm run new:resource\`: adjust the fields (kinds and
 * options: libs/metadata types.ts), the labels in both languages and the sample, then keep the
 * migration beside it in step (its columns come from the kind registry).
 */
export const ${camel(options.name)} = defineResource({
  name: '${options.name}',
  table: '${snake(options.name)}',
  label: { en: ${source(label)}, zh: ${source(zhLabel)} },
  menu: { group: '${menuOf(options, permission.module)}' },
  permission: { module: '${permission.module}', sub: '${permission.sub}' },
  actions: ['create', 'edit', 'delete', 'export'],
  titleField: '${first}',
  fields: {
${fields.map(([key, field]) => `    ${key}: ${source(field)},`).join('\n')}
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  // A valid create body: the test suites create, filter, change and delete records from it.
  sample: ${source(sample)},
});
`;
}

function migrationSource(def: ResourceDef, className: string): string {
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

function loadCatalogue(root: string): ResourceDef[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(join(root, 'resources', 'index.ts')) as { RESOURCES: ResourceDef[] }).RESOURCES;
}

/**
 * After the definition was edited (before its migration ran anywhere): writes its migration again
 * from the definition, with the same timestamp.
 */
export function regenerateMigration(root: string, domain: string, name: string): string {
  const migrationDir = join(root, 'migrations', domain);
  // Exactly <13 digits>-<name>.ts: `-warehouse.ts` must not find `...-co-warehouse.ts`.
  const file = readdirSync(migrationDir).find((f) => f === `${f.slice(0, 13)}-${name}.ts` && /^\d{13}-/.test(f));
  if (!file) throw new Error(`no migration of ${name} in migrations/${domain}/`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  // the file's definition, whatever else it exports beside it (its options, an action's input)
  const definition = Object.values(require(join(root, 'resources', domain, `${name}.ts`)) as Record<string, unknown>)
    .find((value): value is ResourceDef => typeof value === 'object' && value !== null && 'table' in value && 'fields' in value);
  if (!definition) throw new Error(`resources/${domain}/${name}.ts exports no resource definition`);
  writeFileSync(join(migrationDir, file), migrationSource(definition, `${pascal(name)}${file.slice(0, 13)}`));
  return relative(root, join(migrationDir, file));
}

export function generateResource(options: GenerateOptions): Generated {
  const { root, domain, name } = options;
  if (!KEBAB.test(domain) || !KEBAB.test(name)) throw new Error('write <domain>/<name> in kebab-case, e.g. fulfillment/shipping-bill');
  const resourceDir = join(root, 'resources', domain);
  const migrationDir = join(root, 'migrations', domain);
  const definitionFile = join(resourceDir, `${name}.ts`);
  if (existsSync(definitionFile)) throw new Error(`${relative(root, definitionFile)} exists already`);

  const fields = (options.fields?.length ? options.fields : ['name:text']).map((f) => parseField(f, options.zh ?? false));
  const catalogue = options.catalogue ?? loadCatalogue(root);
  for (const [key, field] of fields) {
    if (!field.relation) continue;
    const target = catalogue.find((r) => r.name === field.relation!.resource);
    if (!target) throw new Error(`field "${key}": resource "${field.relation.resource}" does not exist (${catalogue.map((r) => r.name).join(', ')})`);
    field.relation = { resource: target.name, labelField: target.titleField ?? 'id' };
  }
  // The first field names the record: required, and searched and sorted.
  const [firstKey, firstField] = fields[0];
  fields[0] = [firstKey, { ...firstField, required: true, sort: true }];
  const sample = Object.fromEntries(fields.map(([key, field]) => [key, kindOf(field).example(field)]).filter(([, v]) => v !== undefined));

  const files: string[] = [];
  const write = (file: string, text: string) => {
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, text);
    files.push(relative(root, file));
  };
  write(definitionFile, definitionSource(options, fields, sample));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const definition = Object.values(require(definitionFile) as Record<string, ResourceDef>)[0];

  const timestamp = options.timestamp ?? Date.now();
  const className = `${pascal(name)}${timestamp}`;
  write(join(migrationDir, `${timestamp}-${name}.ts`), migrationSource(definition, className));

  const resourceIndex = join(resourceDir, 'index.ts');
  if (!existsSync(resourceIndex)) {
    write(resourceIndex, newDomainIndex(domain));
    write(join(root, 'resources', 'index.ts'), addDomainLine(readFileSync(join(root, 'resources', 'index.ts'), 'utf8'), domain, 'resources'));
  }
  write(resourceIndex, addToIndex(readFileSync(resourceIndex, 'utf8'), camel(name), `./${name}`, 'resources'));
  const migrationIndex = join(migrationDir, 'index.ts');
  if (!existsSync(migrationIndex)) {
    write(migrationIndex, newMigrationIndex(domain));
    write(join(root, 'migrations', 'index.ts'), addDomainLine(readFileSync(join(root, 'migrations', 'index.ts'), 'utf8'), domain, 'migrations'));
  }
  write(migrationIndex, addToIndex(readFileSync(migrationIndex, 'utf8'), className, `./${timestamp}-${name}`, 'migrations'));
  return { files: [...new Set(files)], definition };
}
