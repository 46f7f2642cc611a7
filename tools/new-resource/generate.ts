import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { MENU_GROUPS, PERMISSION_CATALOGUE } from '@console/contracts';
import { checkCatalogue, childProblems, type ResourceDef } from '@console/metadata';
import { addDomainLine, addToIndex, newDomainIndex, newMigrationIndex } from './index-files';
import { labelOf, ZH_TODO } from './field-source';
import { parseChild, parseFields, words, type ChildSpec } from './field-spec';
import { migrationSource } from './migration-source';
import { INLINE_MAX, camel, planResource, type PlannedResource, type ResourcePlan } from './resource-source';

/**
 * `npm run new:resource -- <domain>/<name>`: writes a resource's definition in the house style
 * (builders, bilingual labels, a sample), its inline child tables (`--child`), their migrations
 * and the index lines of the domain folder; a new domain folder is created and listed in
 * resources/index.ts and migrations/index.ts. Every definition is made and checked against the
 * catalogue (`defineResource`, `checkCatalogue`, `childProblems`) before a file is written.
 */
export interface GenerateOptions {
  /** The repository (or a temp copy of resources/ and migrations/). */
  root: string;
  domain: string;
  name: string;
  /** `--fields` (field-spec.ts); default `name:text`. */
  fields?: string;
  /** `--child name[/中文]=fields`, each an inline child table. */
  children?: string[];
  /** `module/sub` of libs/contracts permissions.ts; default: the sub-role named like the resource. */
  permission?: string;
  /** Menu group; default the domain (or the permission module) when it is a group. */
  menu?: string;
  /** The resource's Chinese label; without it a placeholder ('待翻译：…'). */
  zh?: string;
  /** Migration timestamp (13 digits); default now. A child's follows its parent's. */
  timestamp?: number;
  /** The catalogue relations may point at (default: `<root>/resources`). */
  catalogue?: ResourceDef[];
}

export interface Generated {
  files: string[];
  definition: ResourceDef;
  children: ResourceDef[];
  /** Labels still reading 待翻译 (the Chinese to write). */
  untranslated: number;
  notes: string[];
}

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const pascal = (kebab: string) => camel(kebab).replace(/^./, (c) => c.toUpperCase());

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

/** 'line' -> 'lines', 'box' -> 'boxes', 'entry' -> 'entries'. */
const plural = (word: string) => (/(s|x|z|ch|sh)$/.test(word) ? `${word}es` : /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`);

/** The body key of a child table: its name without the parent's, in the plural ('shipping-bill-line' of 'shipping-bill': 'lines'). */
function childKeyOf(parent: string, child: string): string {
  return plural(camel(child.startsWith(`${parent}-`) ? child.slice(parent.length + 1) : child));
}

function loadCatalogue(root: string): ResourceDef[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(join(root, 'resources', 'index.ts')) as { RESOURCES: ResourceDef[] }).RESOURCES;
}

/** Every resource the command makes, checked together with the catalogue; nothing is written yet. */
function plan(options: GenerateOptions, catalogue: ResourceDef[]): PlannedResource[] {
  const { domain, name } = options;
  const permission = permissionOf(options);
  const menuGroup = menuOf(options, permission.module);
  const childSpecs: ChildSpec[] = (options.children ?? []).map(parseChild);
  for (const child of childSpecs) if (!KEBAB.test(child.name)) throw new Error(`--child ${child.name}: write its name in kebab-case, e.g. ${name}-line`);
  const foreignKey = `${camel(name)}Id`;
  const parent = planResource({
    domain, name, label: labelOf(words(name), options.zh), menuGroup, permission,
    fields: parseFields(options.fields ?? 'name:text'),
    children: childSpecs.map((c) => ({ resource: c.name, foreignKey, key: childKeyOf(name, c.name), max: INLINE_MAX })),
  }, catalogue);
  const children = childSpecs.map((c) => {
    if (c.fields.some((f) => f.key === foreignKey)) throw new Error(`--child ${c.name}: "${foreignKey}" holds the parent's id; the generator writes it`);
    const childPlan: ResourcePlan = {
      domain, name: c.name, label: labelOf(words(c.name), c.zh), menuGroup, permission, fields: c.fields,
      parent: { def: parent.def, foreignKey }, children: [],
    };
    return planResource(childPlan, [...catalogue, parent.def]);
  });
  const planned = [parent, ...children];
  const all = [...catalogue, ...planned.map((p) => p.def)];
  const problems = [
    ...checkCatalogue(all, [], PERMISSION_CATALOGUE),
    ...planned.flatMap((p) => childProblems(p.def, all).map((problem) => `resource ${p.def.name}: ${problem}`)),
  ];
  if (problems.length) throw new Error(`nothing written: the definitions would not pass the catalogue check:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  return planned;
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
  // the file's definition, whatever else it exports beside it (its options, an action's input)
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const definition = Object.values(require(join(root, 'resources', domain, `${name}.ts`)) as Record<string, unknown>)
    .find((value): value is ResourceDef => typeof value === 'object' && value !== null && 'table' in value && 'fields' in value);
  if (!definition) throw new Error(`resources/${domain}/${name}.ts exports no resource definition`);
  writeFileSync(join(migrationDir, file), migrationSource(definition, `${pascal(name)}${file.slice(0, 13)}`));
  return relative(root, join(migrationDir, file));
}

export function generateResource(options: GenerateOptions): Generated {
  const { root, domain, name } = options;
  if (!KEBAB.test(domain) || !KEBAB.test(name)) throw new Error('write <domain>/<name> in kebab-case, e.g. finance/shipping-bill');
  const resourceDir = join(root, 'resources', domain);
  const migrationDir = join(root, 'migrations', domain);
  const planned = plan(options, options.catalogue ?? loadCatalogue(root));
  for (const { def } of planned) {
    const file = join(resourceDir, `${def.name}.ts`);
    if (existsSync(file)) throw new Error(`${relative(root, file)} exists already`);
  }

  const files: string[] = [];
  const write = (file: string, text: string) => {
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, text);
    files.push(relative(root, file));
  };
  const resourceIndex = join(resourceDir, 'index.ts');
  if (!existsSync(resourceIndex)) {
    write(resourceIndex, newDomainIndex(domain));
    write(join(root, 'resources', 'index.ts'), addDomainLine(readFileSync(join(root, 'resources', 'index.ts'), 'utf8'), domain, 'resources'));
  }
  const migrationIndex = join(migrationDir, 'index.ts');
  if (!existsSync(migrationIndex)) {
    write(migrationIndex, newMigrationIndex(domain));
    write(join(root, 'migrations', 'index.ts'), addDomainLine(readFileSync(join(root, 'migrations', 'index.ts'), 'utf8'), domain, 'migrations'));
  }
  const timestamp = options.timestamp ?? Date.now();
  planned.forEach(({ def, source }, i) => {
    const file = join(resourceDir, `${def.name}.ts`);
    write(file, source);
    // The file must say what was checked: the definition it evaluates to is the one planned.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const written = Object.values(require(file) as Record<string, ResourceDef>)[0];
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify(written)), JSON.parse(JSON.stringify(def)))) {
      throw new Error(`${relative(root, file)} does not define what was checked: a fault of the generator (tools/new-resource)`);
    }
    write(resourceIndex, addToIndex(readFileSync(resourceIndex, 'utf8'), camel(def.name), `./${def.name}`, 'resources'));
    // a child's table after its parent's: its migration's timestamp follows
    const className = `${pascal(def.name)}${timestamp + i}`;
    write(join(migrationDir, `${timestamp + i}-${def.name}.ts`), migrationSource(def, className));
    write(migrationIndex, addToIndex(readFileSync(migrationIndex, 'utf8'), className, `./${timestamp + i}-${def.name}`, 'migrations'));
  });
  const untranslated = planned.reduce((n, p) => n + (p.source.match(new RegExp(ZH_TODO, 'g'))?.length ?? 0), 0);
  return {
    files: [...new Set(files)], definition: planned[0].def, children: planned.slice(1).map((p) => p.def), untranslated,
    notes: planned.flatMap((p) => p.notes),
  };
}
