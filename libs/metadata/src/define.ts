import { MENU_SECTIONS, isMessageRef, isSubRole } from '@console/contracts';
import type { FieldDef, Label, MenuPlacement, Message, ResourceDef } from './types';
import { LONG_TEXT_MAX, kindOf } from './kinds';
import { layoutProblems } from './layout';
import { recordRuleProblems } from './record-rules';
import { transitionProblems } from './transitions';
import { titleSearchProblems } from './title-search';
import { partitionProblems } from './partition';
import { listTabProblems } from './list-tabs';
import { childKey } from './children';

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const SNAKE = /^[a-z][a-z0-9_]*$/;

export class ResourceDefinitionError extends Error {}

/** A menu section belongs to one top group; an entry may only use a section of its own group. */
/** The `{key}` placeholders of a message in both languages. */
export function placeholders(message: Label | undefined): string[] {
  if (!message) return [];
  return [...new Set([...`${message.en} ${message.zh}`.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))];
}

export function menuProblems(menu: MenuPlacement): string[] {
  if (!menu.section) return [];
  const section = MENU_SECTIONS[menu.section];
  if (!section) return [`menu section "${menu.section}" is unknown`];
  return section.group === menu.group ? [] : [`menu section "${menu.section}" belongs to group "${section.group}", not "${menu.group}"`];
}

/**
 * Declares a resource. Checks the definition eagerly so a typo fails at start-up, not at the
 * first request: names, a known sort field, enum options, filters that make sense for the kind.
 */
export function defineResource<const F extends Record<string, FieldDef>>(def: ResourceDef<F>): ResourceDef & { fields: F } {
  const problems: string[] = [];
  problems.push(...inheritGroupConditions(def as unknown as ResourceDef));
  if (!KEBAB.test(def.name)) problems.push(`name "${def.name}" must be kebab-case`);
  if (!SNAKE.test(def.table)) problems.push(`table "${def.table}" must be snake_case`);
  problems.push(...menuProblems(def.menu));
  const keys = Object.keys(def.fields);
  const known = new Set([...keys, 'id', 'createTime', 'updateTime']);
  if (!known.has(def.defaultSort.field)) problems.push(`defaultSort field "${def.defaultSort.field}" is not a field`);
  for (const [key, field] of Object.entries(def.fields)) {
    if (['id', 'version', 'createTime', 'updateTime'].includes(key)) problems.push(`field "${key}" is managed by the engine`);
    if (field.kind === 'enum' && !field.options?.length) problems.push(`enum field "${key}" needs options`);
    if (field.kind === 'relation' && !field.relation) problems.push(`relation field "${key}" needs relation`);
    if (field.relation && field.kind !== 'relation' && field.kind !== 'json') problems.push(`field "${key}": only relation and json (id list) fields point at a resource`);
    if (field.kind === 'json' && field.relation?.copy) problems.push(`field "${key}": an id list cannot copy fields`);
    problems.push(...conditionProblems(key, field, def.fields));
    if (field.unit !== undefined && field.kind !== 'decimal') problems.push(`field "${key}": only a decimal field has a unit (money is a kind of its own)`);
    if (typeof field.unit === 'object' && !def.fields[field.unit.field]) problems.push(`field "${key}" takes its unit from "${field.unit.field}", which is not a field`);
    if (field.creatable === false && field.default === undefined) problems.push(`field "${key}" is not offered on create, so it needs a default`);
    if (field.fieldsFrom && (field.kind !== 'json' || def.fields[field.fieldsFrom.relation]?.kind !== 'relation')) {
      problems.push(`field "${key}": fieldsFrom is for a json field and names a relation field of this resource`);
    }
    for (const into of Object.values(field.relation?.copy ?? {})) {
      if (!keys.includes(into)) problems.push(`relation field "${key}" copies into "${into}", which is not a field`);
    }
    if (!isStored(field) && (field.filter || field.sort || field.unique || field.index)) {
      problems.push(`field "${key}": only stored fields can be filtered, sorted or indexed`);
    }
    if (!isReturned(field) && (field.list || field.show)) problems.push(`field "${key}": ${field.storage} fields cannot be shown`);
    if (kindOf(field).unindexed && (field.unique || field.index || field.sort)) problems.push(`field "${key}": a ${field.kind} column cannot be unique, indexed or sorted`);
    if (field.kind === 'longText' && field.maxLength !== undefined && field.maxLength > LONG_TEXT_MAX) problems.push(`field "${key}": a longText holds at most ${LONG_TEXT_MAX} characters`);
    problems.push(...messageProblems(`field "${key}": pattern`, field.pattern?.message), ...messageProblems(`field "${key}": uniqueMessage`, field.uniqueMessage));
    if (field.filter && !kindOf(field).operators.includes(field.filter)) {
      problems.push(`field "${key}": ${field.kind === "integer" || field.kind === "enum" ? "an" : "a"} ${field.kind} field cannot be filtered with "${field.filter}" (it takes ${kindOf(field).operators.join(', ') || 'no filter'})`);
    }
  }
  for (const f of def.uniqueTogether?.fields ?? []) {
    if (!keys.includes(f)) problems.push(`uniqueTogether field "${f}" is not a field`);
    else if (kindOf(def.fields[f]).unindexed) problems.push(`uniqueTogether field "${f}": a ${def.fields[f].kind} column cannot be indexed`);
  }
  problems.push(...messageProblems('uniqueTogether', def.uniqueTogether?.message), ...messageProblems('deleteWhen', def.deleteWhen?.message), ...messageProblems('editWhen', def.editWhen?.message));
  for (const action of def.customActions ?? []) problems.push(...messageProblems(`action "${action.name}": when`, action.when?.message));
  for (const index of def.indexes ?? []) {
    for (const f of index) {
      if (!known.has(f)) problems.push(`index field "${f}" is not a field`);
      else if (def.fields[f] && kindOf(def.fields[f]).unindexed) problems.push(`index field "${f}": a ${def.fields[f].kind} column cannot be indexed`);
    }
  }
  if (typeof def.import === 'object') {
    const inline = (def.children ?? []).filter((c) => c.inline).map(childKey);
    for (const key of def.import.children) if (!inline.includes(key)) problems.push(`import: "${key}" is not an inline child collection`);
    if (keys.includes(def.import.groupBy.key) || def.import.children.includes(def.import.groupBy.key)) problems.push(`import: groupBy "${def.import.groupBy.key}" is a column of its own, not a field or a child collection`);
    problems.push(...messageProblems('import: refusal', def.import.refusal));
  }
  if (def.versions && def.fields[def.versions.effectiveField]?.kind !== 'date') problems.push(`versions: effectiveField "${String(def.versions.effectiveField)}" is not a date field`);
  if (def.versions && (def.children ?? []).some((c) => c.inline)) problems.push('versions: a version holds the record\'s own fields, not inline children (keep rows in a json field)');
  if (def.dataScope && 'field' in def.dataScope && !keys.includes(def.dataScope.field)) problems.push(`dataScope field is not a field`);
  if (def.dataScope && 'through' in def.dataScope && def.fields[def.dataScope.through]?.kind !== 'relation') problems.push(`dataScope through "${String(def.dataScope.through)}" is not a relation field`);
  for (const action of def.customActions ?? []) {
    for (const [key, value] of Object.entries(action.set ?? {})) {
      if (!keys.includes(key)) problems.push(`action "${action.name}" sets "${key}", which is not a field`);
      if (value && typeof value === 'object' && 'input' in value && !Object.hasOwn(action.input ?? {}, value.input)) problems.push(`action "${action.name}" sets "${key}" from input "${value.input}", which it does not ask`);
    }
    if (action.sub !== undefined && !isSubRole(def.permission.module, action.sub)) problems.push(`action "${action.name}": "${def.permission.module}/${action.sub}" is not a sub-role`);
    for (const [key, field] of Object.entries(action.input ?? {})) {
      if (field.storage && field.storage !== 'column') problems.push(`action "${action.name}" input "${key}": an input is a plain value, not ${field.storage}`);
      // its options and help are shown by name: a field of that name must offer the same
      if (field.options && def.fields[key] && JSON.stringify(def.fields[key].options) !== JSON.stringify(field.options)) problems.push(`action "${action.name}" input "${key}" offers other options than field "${key}": rename it`);
      // its picker asks the resource's lookup of that field (GET /resources/{name}/lookup/{key})
      if (field.kind === 'relation' && def.fields[key]?.relation?.resource !== field.relation?.resource) problems.push(`action "${action.name}" input "${key}" picks a record: the resource needs a relation field "${key}" to the same resource`);
    }
    problems.push(...recordRuleProblems(action.inputRules, action.input ?? {}).map((p) => `action "${action.name}": ${p.replace('is not a field', 'is not an input')}`));
    if (action.on === 'list' && (action.when || action.set || action.bulk === true)) problems.push(`list action "${action.name}" acts on no record: no when, set nor bulk`);
    if (action.on === 'list' && !action.input) problems.push(`list action "${action.name}" asks nothing: give it an input`);
  }
  const listed = new Set([...keys.filter((k) => def.fields[k].list), ...(def.listTimes ?? ['createTime'])]);
  for (const key of def.listHidden ?? []) if (!listed.has(key)) problems.push(`listHidden "${key}" is not a listed column`);
  if (def.listHidden?.length && def.listHidden.length >= listed.size) problems.push('listHidden: at least one listed column must start shown');
  if (def.deleteWhen && !keys.includes(def.deleteWhen.field)) problems.push(`deleteWhen field "${def.deleteWhen.field}" is not a field`);
  if (def.editWhen && !keys.includes(def.editWhen.field)) problems.push(`editWhen field "${def.editWhen.field}" is not a field`);
  for (const [key, field] of Object.entries(def.fields)) {
    const when = field.shownAs?.when.field;
    if (when && (!def.fields[when] || !isReturned(def.fields[when]))) problems.push(`field "${key}" is shown as a label by "${when}", which is not a returned field`);
  }
  for (const action of def.customActions ?? []) {
    if (action.when && !keys.includes(action.when.field)) problems.push(`action "${action.name}" depends on "${action.when.field}", which is not a field`);
  }
  for (const [variant, target] of Object.entries(def.variants ?? {})) {
    if (!/^[a-z][a-z0-9-]*$/.test(variant) || ['create', 'edit', 'show', 'update', 'view'].includes(variant)) problems.push(`variant "${variant}" must be a plain path segment other than the screens'`);
    if (target.tab && !def.layout?.groups.some((g) => g.key === target.tab)) problems.push(`variant "${variant}" opens tab "${target.tab}", which is not a layout group`);
  }
  for (const from of def.redirectsFrom ?? []) if (!/^[a-z][a-z0-9-]*(\/[a-z0-9-]+)*$/.test(from)) problems.push(`redirectsFrom "${from}" must be a route of kebab-case segments`);
  for (const from of def.createFrom ?? []) if (!/^[a-z][a-z0-9-]*(\/[a-z0-9-]+)*$/.test(from)) problems.push(`createFrom "${from}" must be a route of kebab-case segments`);
  const documentNames = (def.documents ?? []).map((d) => d.name);
  for (const d of def.documents ?? []) {
    if (!/^[a-z][a-z0-9-]*$/.test(d.name)) problems.push(`document "${d.name}" must be a plain path segment`);
    if (!['pdf', 'xlsx'].includes(d.format)) problems.push(`document "${d.name}": format is pdf or xlsx`);
  }
  if (new Set(documentNames).size !== documentNames.length) problems.push('documents: each name once');
  if (def.documents?.length && !def.hooks) problems.push('documents: the resource\'s hooks write them, so it needs hooks');
  problems.push(...layoutProblems(def.layout, def.fields));
  problems.push(...recordRuleProblems(def.recordRules, def.fields));
  problems.push(...transitionProblems(def.transitions, def.fields));
  problems.push(...titleSearchProblems(def as unknown as ResourceDef));
  problems.push(...partitionProblems(def as unknown as ResourceDef));
  for (const [key, m] of Object.entries(def.memberFilters ?? {})) {
    if (keys.includes(key)) problems.push(`member filter "${key}" is a field's name`);
    if (!KEBAB.test(m.resource)) problems.push(`member filter "${key}": resource "${m.resource}" must be a resource name`);
  }
  if (def.rowTone && (!def.fields[def.rowTone.field] || !isReturned(def.fields[def.rowTone.field]))) problems.push(`rowTone field "${String(def.rowTone.field)}" is not a returned field`);
  for (const view of def.listViews ?? []) {
    if (!/^[a-z][a-z0-9-]*(\/[a-z0-9-]+)*$/.test(view.route)) problems.push(`list view "${view.key}": route "${view.route}" must be kebab-case segments`);
    problems.push(...menuProblems(view.menu));
    for (const key of Object.keys(view.filter)) {
      if (!def.fields[key]?.filter && !def.memberFilters?.[key]) problems.push(`list view "${view.key}" filters on "${key}", which is neither a filtered field nor a member filter`);
    }
  }
  problems.push(...listTabProblems(def as unknown as ResourceDef));
  if (def.saveChoices) {
    const values = def.saveChoices.options.map((o) => o.value);
    if (!values.length || values.some((v) => !/^[a-z][a-zA-Z0-9-]*$/.test(v))) problems.push('saveChoices: at least one option, each value a plain word');
    if (new Set(values).size !== values.length) problems.push('saveChoices: each value once');
    if (!def.hooks || !def.actions.includes('edit')) problems.push('saveChoices: the hooks of an editable resource ask for them');
  }
  if (problems.length) throw new ResourceDefinitionError(`resource ${def.name}: ${problems.join('; ')}`);
  // Typed by its fields (for RowOf) yet usable wherever any definition is.
  return def as unknown as ResourceDef & { fields: F };
}

/** A message a definition gives must be a catalogue key or its own words in both languages. */
function messageProblems(where: string, message: Message | undefined): string[] {
  if (message === undefined || isMessageRef(message)) return [];
  return [typeof message === 'string' ? `${where}: message "${message}" is not in the catalogue` : `${where}: a message of its own needs both en and zh`];
}

/**
 * A conditional layout group makes its fields conditional: each takes the group's `visibleWhen`,
 * so the server stores null and the screens hide them exactly as for a conditional field.
 */
function inheritGroupConditions(def: ResourceDef<Record<string, FieldDef>>): string[] {
  const problems: string[] = [];
  for (const group of def.layout?.groups ?? []) {
    // A group depending on its own field is reported by layoutProblems; nothing to inherit.
    if (!group.visibleWhen || group.fields.includes(group.visibleWhen.field)) continue;
    for (const key of group.fields) {
      const field = Object.hasOwn(def.fields, key) ? def.fields[key] : undefined;
      if (!field) continue; // reported by layoutProblems
      if (field.visibleWhen && field.visibleWhen !== group.visibleWhen) problems.push(`field "${key}" has a condition of its own inside the conditional group "${group.key}"`);
      else field.visibleWhen = group.visibleWhen;
    }
  }
  return problems;
}

/**
 * A conditional field depends on a stored field of the same resource (so the server can read it
 * from the record it is about to write) and is stored itself (so it can be set to null).
 */
function conditionProblems(key: string, field: FieldDef, fields: Record<string, FieldDef>): string[] {
  const when = field.visibleWhen;
  if (!when) return [];
  const on = fields[when.field];
  if (!on) return [`field "${key}" depends on "${when.field}", which is not a field`];
  const problems: string[] = [];
  if (when.field === key) problems.push(`field "${key}" cannot depend on itself`);
  if (!isStored(on) || !isReturned(on)) problems.push(`field "${key}" depends on "${when.field}", which is not a stored field`);
  if (on.visibleWhen) problems.push(`field "${key}" depends on "${when.field}", which is conditional itself`);
  if (!when.in.length) problems.push(`field "${key}": visibleWhen needs at least one value`);
  // a write-only field (a secret typed in) may be conditional too: the API drops it where the condition fails
  if (storageOf(field) !== 'column' && storageOf(field) !== 'writeOnly') problems.push(`field "${key}": only stored or write-only fields can be conditional`);
  if (storageOf(field) === 'writeOnly' && field.required) problems.push(`field "${key}": a conditional write-only field cannot be required (an edit leaves it empty to keep it)`);
  return problems;
}

/** Text of some sort: searched with `contains`, bounded by its column's length. */
export function isTextual(field: FieldDef): boolean {
  return kindOf(field).operators.includes('contains');
}

export function columnName(key: string, field?: FieldDef): string {
  return field?.column ?? key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

const storageOf = (field: FieldDef) => field.storage ?? 'column';

/** Has a database column. */
export function isStored(field: FieldDef): boolean {
  return storageOf(field) === 'column' || storageOf(field) === 'serverOnly';
}

/** Appears in API answers. */
export function isReturned(field: FieldDef): boolean {
  return storageOf(field) === 'column' || storageOf(field) === 'computed';
}

/** Fields a user types into: not engine-filled, not server-only, not computed. */
export function isFormField(field: FieldDef): boolean {
  if (storageOf(field) === 'serverOnly' || storageOf(field) === 'computed') return false;
  return field.form ?? !field.auto;
}

/** Fields a client may send when creating, or when editing (not `editable: false`). */
export function writableFields(def: ResourceDef, mode: 'create' | 'update'): Array<[string, FieldDef]> {
  return Object.entries(def.fields).filter(([, f]) => isFormField(f) && (mode === 'create' ? f.creatable !== false : f.editable !== false));
}

/**
 * Fields set on create and never changed afterwards (`editable: false`): the edit form shows
 * them read-only; an update may send one back unchanged, any other value is refused.
 */
export function setOnceFields(def: ResourceDef): Array<[string, FieldDef]> {
  return Object.entries(def.fields).filter(([, f]) => isFormField(f) && f.editable === false && f.creatable !== false);
}

export function fieldEntries(def: ResourceDef): Array<[string, FieldDef]> {
  return Object.entries(def.fields);
}
