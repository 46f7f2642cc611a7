import { defineResource, type ChildCollection, type FieldDef, type Label, type ResourceDef } from '@console/metadata';
import { buildField, defaultListing, sampleValue, source, ZH_TODO, type BuiltField } from './field-source';
import { words, type FieldSpec } from './field-spec';
import { columnsToHide } from './list-width';

/**
 * One resource the generator writes: its definition made in memory (so the catalogue checks run
 * before any file is written) and the same definition as a resources/<domain>/<name>.ts file in
 * the house style of resources/: builder calls, bilingual labels, a typed sample.
 */
export interface ResourcePlan {
  domain: string;
  name: string;
  label: Label;
  menuGroup: string;
  permission: { module: string; sub: string };
  fields: FieldSpec[];
  /** Set for a child table: its parent and the relation field that holds the parent's id. */
  parent?: { def: ResourceDef; foreignKey: string };
  /** Inline child tables of this resource (`--child`). */
  children: Array<{ resource: string; foreignKey: string; key: string; max: number }>;
}

export interface PlannedResource {
  def: ResourceDef;
  source: string;
  /** What the developer should know (a choice the generator could not make for them). */
  notes: string[];
}

export const camel = (kebab: string) => kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
export const snake = (kebab: string) => kebab.replace(/-/g, '_');

/** The most rows a generated inline table takes (the engine refuses more; raise it in `children`). */
export const INLINE_MAX = 50;

/** Filters the generic API suite can find a sample's record by (apps/api/test/samples.ts filterOf). */
function hasSampleFilter(fields: BuiltField[]): boolean {
  return fields.some(({ def }) => def.filter === 'contains' || (def.filter === 'eq' && ['text', 'enum', 'integer'].includes(def.kind)));
}

/** The generic suite needs one filter a sample's record meets: the first text, enum or integer field gets one when the defaults gave none. */
function withSampleFilter(specs: FieldSpec[]): FieldSpec[] {
  const candidate = specs.find((s) => ['text', 'email', 'phone', 'enum'].includes(s.kind)) ?? specs.find((s) => s.kind === 'integer');
  return specs.map((s) => (s === candidate ? { ...s, filter: s.kind === 'integer' ? 'eq' : true } : s));
}

/** A required relation to a resource with a data scope makes this one scoped through it (the catalogue check asks it). */
function scopeThrough(fields: BuiltField[], catalogue: readonly ResourceDef[]): string | undefined {
  return fields.find(({ def }) => def.kind === 'relation' && def.required && catalogue.find((r) => r.name === def.relation?.resource)?.dataScope)?.key;
}

export function planResource(plan: ResourcePlan, catalogue: readonly ResourceDef[]): PlannedResource {
  const notes: string[] = [];
  const explicitFilter = plan.fields.some((s) => s.filter);
  const build = (specs: FieldSpec[]) => {
    const listing = defaultListing(specs, Boolean(plan.parent));
    return specs.map((spec, i) => buildField(spec, listing.get(spec.key)!, i === 0, catalogue));
  };
  let fields = build(plan.fields);
  if (!hasSampleFilter(fields)) {
    if (explicitFilter) notes.push(`${plan.name}: no field is filtered with contains (text) or eq (text, enum, integer): the generic API suite finds the sample's record by one`);
    else fields = build(withSampleFilter(plan.fields));
  }
  if (plan.parent) {
    // The parent's id: set by the engine on inline rows, filtered by the parent's page, indexed for it.
    const fk: FieldSpec = {
      key: plan.parent.foreignKey, kind: 'relation', target: plan.parent.def.name, en: plan.parent.def.label.en,
      zh: plan.parent.def.label.zh.startsWith(ZH_TODO) ? undefined : plan.parent.def.label.zh,
      required: true, createOnly: true, index: true,
    };
    fields = [buildField(fk, { list: false, sort: false, filter: 'eq' }, false, catalogue), ...fields];
  }
  const title = plan.fields[0].key;
  const through = scopeThrough(fields, catalogue);
  const sample = Object.fromEntries(fields.map(({ key, def }) => [key, sampleValue(def)]).filter(([, v]) => v !== undefined));
  const children: ChildCollection[] = plan.children.map((c) => ({ resource: c.resource, foreignKey: c.foreignKey, key: c.key, inline: { max: c.max }, onParentDelete: 'cascade' }));
  const draft: ResourceDef = {
    name: plan.name,
    table: snake(plan.name),
    label: plan.label,
    menu: { group: plan.menuGroup as ResourceDef['menu']['group'], ...(plan.parent ? { hidden: true } : {}) },
    permission: plan.permission as ResourceDef['permission'],
    actions: plan.parent ? [] : ['create', 'edit', 'delete', 'export'],
    titleField: title,
    fields: Object.fromEntries(fields.map(({ key, def: field }) => [key, field])),
    defaultSort: plan.parent ? { field: 'id', order: 'asc' } : { field: 'createTime', order: 'desc' },
    ...(plan.parent ? { listTimes: [] } : {}),
  };
  // a child table is shown inside its parent's pages, not as a list of its own
  const listHidden = plan.parent ? [] : columnsToHide(draft);
  const def = defineResource({
    ...draft,
    ...(listHidden.length ? { listHidden } : {}),
    ...(through ? { dataScope: { through } } : {}),
    ...(children.length ? { children } : {}),
    sample,
  });
  return { def, source: resourceSource(plan, def, fields, sample, through), notes };
}

function fieldLine({ key, source: call }: BuiltField): string {
  const line = `    ${key}: ${call},`;
  if (line.length <= 160 || call.includes('\n')) return line;
  // a long options object on a line of its own, as resources/ wraps them
  const at = call.lastIndexOf(', {');
  return `    ${key}: ${call.slice(0, at)}, {\n      ${call.slice(at + 3, -3).trim()},\n    }),`;
}

/** A comment's text as ` * ` lines of at most 100 characters. */
function wrap(text: string): string[] {
  const lines: string[] = [];
  let line = ' *';
  for (const word of text.split(' ')) {
    if (line.length + word.length + 1 > 100 && line !== ' *') {
      lines.push(line);
      line = ' *';
    }
    line += ` ${word}`;
  }
  return [...lines, line];
}

function resourceSource(plan: ResourcePlan, def: ResourceDef, fields: BuiltField[], sample: Record<string, unknown>, through?: string): string {
  const imports = [...new Set(['defineResource', ...fields.flatMap((f) => f.imports)])].sort((a, b) => a.localeCompare(b));
  const untranslated = JSON.stringify({ label: def.label, fields: Object.values(def.fields).map((f) => [f.label, f.options]) }).includes(ZH_TODO);
  const where = `${words(plan.domain)} > ${def.label.en}`;
  const about = plan.parent
    ? `${where}: the rows of a ${plan.parent.def.label.en}, edited as a table in its form and saved in its transaction (its \`children\`); no menu entry or screens of their own to write them.`
    : `${where}. Say here what one record is, and where the spec describes it.`;
  const untranslatedNote = 'Labels reading 待翻译 still need their Chinese (the interface shows them as they are).';
  const lines = [
    `import { ${imports.join(', ')} } from '@console/metadata';`,
    '',
    '/**',
    ...wrap(untranslated ? `${about} ${untranslatedNote}` : about),
    ' */',
    `export const ${camel(plan.name)} = defineResource({`,
    `  name: '${def.name}',`,
    `  table: '${def.table}',`,
    `  label: ${source(def.label)},`,
    `  menu: ${source(def.menu)},`,
    `  permission: ${source(def.permission)},`,
    `  actions: ${source(def.actions)},`,
    `  titleField: '${def.titleField}',`,
    ...(def.listHidden?.length ? [
      `  // the first screen at 1280 px shows ${[...Object.keys(def.fields), 'createTime'].filter((k) => (k === 'createTime' || def.fields[k].list) && !def.listHidden!.includes(k as never)).join(', ')}; the rest are offered in the column chooser`,
      `  listHidden: ${source(def.listHidden)},`,
    ] : []),
    ...(through ? [`  // a record belongs to its ${def.fields[through].label.en.toLowerCase()}: a user who sees only some of those sees only their records`, `  dataScope: { through: '${through}' },`] : []),
    '  fields: {',
    ...fields.map(fieldLine),
    '  },',
    ...(def.children?.length ? ['  children: [', ...def.children.map((c) => `    ${source(c)},`), '  ],'] : []),
    ...(def.listTimes ? ['  // rows read as lines of their parent: no time column', `  listTimes: ${source(def.listTimes)},`] : []),
    `  defaultSort: ${source(def.defaultSort)},`,
    '  // A valid create body: the generic API suite, the permission matrix, the fuzz test and the',
    '  // browser flows make their records from it.',
    `  sample: ${source(sample)},`,
    '});',
    '',
  ];
  return lines.join('\n');
}
