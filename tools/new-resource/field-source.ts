import {
  activeInactive, boolean, date, datetime, decimal, email, enumOf, file, integer, json, kindOf, longText, money, phone, relation, text, yesNo,
  DEFAULT_TEXT_LENGTH, type EnumOption, type FieldDef, type FilterOperator, type Label, type ResourceDef,
} from '@console/metadata';
import { listable, type FieldSpec } from './field-spec';

/**
 * A field of `--fields` as the house writes it: a builder call of libs/metadata fields.ts
 * (`text(label, { required: true, maxLength: 64, ... })`), and the same call made, so the
 * generator checks the very definition it writes before writing anything.
 */

/** What a Chinese label reads until someone translates it: passes the i18n checks, found by `grep -rn 待翻译`. */
export const ZH_TODO = '待翻译：';
export const labelOf = (en: string, zh: string | undefined): Label => ({ en, zh: zh ?? `${ZH_TODO}${en}` });

/** A long text until libs/metadata has a kind of its own for it: a textarea (over 255 characters). */
export const LONG_TEXT_LENGTH = 1000;

export interface BuiltField {
  key: string;
  def: FieldDef;
  /** TypeScript source of the call, e.g. `text({ en: 'Name', zh: '名称' }, { required: true })`. */
  source: string;
  /** The builder (and shared option set) to import from @console/metadata. */
  imports: string[];
}

/** How a field is listed, filtered and sorted; `auto` filters with the kind's most useful operator. */
export interface Listing {
  list: boolean;
  filter?: FilterOperator | 'auto';
  sort: boolean;
}

/** Where a filter is most useful first: text searched, numbers and dates ranged, the rest matched. */
const OPERATOR_PREFERENCE: FilterOperator[] = ['contains', 'between', 'eq', 'in'];

export function preferredOperator(def: FieldDef): FilterOperator | undefined {
  return OPERATOR_PREFERENCE.find((op) => kindOf(def).operators.includes(op));
}

/**
 * Without `list`, `filter` or `sort` flags anywhere: the first five listable fields are listed,
 * the title field and the listed enums are filtered, the title and the listed dates sorted. A
 * flag anywhere means the flags say it all for that choice. `all`: every listable field is listed
 * (a child table shows its rows whole).
 */
export function defaultListing(specs: FieldSpec[], all = false): Map<string, Listing> {
  const explicit = { list: specs.some((s) => s.list), filter: specs.some((s) => s.filter), sort: specs.some((s) => s.sort) };
  const listed = new Set((explicit.list ? specs.filter((s) => s.list) : specs.filter(listable).slice(0, all ? undefined : 5)).map((s) => s.key));
  const title = specs[0]?.key;
  return new Map(specs.map((s): [string, Listing] => {
    const isTitle = s.key === title;
    const list = listed.has(s.key);
    const filtered = explicit.filter ? s.filter !== undefined : (isTitle && listable(s)) || (list && s.kind === 'enum');
    const sorted = explicit.sort ? s.sort === true : (isTitle && listable(s)) || (list && (s.kind === 'date' || s.kind === 'datetime'));
    return [s.key, { list, sort: sorted, filter: filtered ? (typeof s.filter === 'string' ? s.filter : 'auto') : undefined }];
  }));
}

const TEXTUAL = new Set(['text', 'longtext', 'email', 'phone']);

/** A value written as TypeScript source (single quotes, unquoted keys where possible). */
export function source(value: unknown): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (Array.isArray(value)) return `[${value.map(source).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : source(k)}: ${source(v)}`);
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  return String(value);
}

/** The length a text field gets when `max=` does not say: a title 64, a long text 1000, other text 255 (email and phone: their builders'). */
function lengthOf(spec: FieldSpec, isTitle: boolean): number | undefined {
  if (spec.max !== undefined) return spec.max;
  if (spec.kind === 'longtext') return LONG_TEXT_LENGTH;
  if (spec.kind === 'text') return isTitle ? 64 : DEFAULT_TEXT_LENGTH;
  return undefined;
}

/** The options object of the builder call, in the order the house writes them (the filter is added once the kind is known). */
function optionsOf(spec: FieldSpec, listing: Listing, isTitle: boolean, target?: ResourceDef): Record<string, unknown> {
  const textual = TEXTUAL.has(spec.kind);
  const options: Record<string, unknown> = {
    required: spec.required || isTitle || undefined,
    minLength: textual ? spec.min : undefined,
    maxLength: textual ? lengthOf(spec, isTitle) : undefined,
    min: textual ? undefined : spec.min,
    max: textual ? undefined : spec.max,
    scale: spec.kind === 'decimal' ? (spec.scale ?? 2) : undefined,
    unique: spec.unique,
    default: spec.default,
    editable: spec.createOnly ? false : undefined,
    rules: spec.kind === 'text' ? ['trim'] : undefined,
    relation: spec.kind === 'json' && target ? { resource: target.name, labelField: target.titleField ?? 'id' } : undefined,
    list: listing.list || undefined,
    sort: listing.sort || undefined,
    index: spec.index,
    copyable: spec.copyable,
    searchable: spec.searchable,
  };
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
}

const optionList = (spec: FieldSpec): readonly EnumOption[] => {
  if (spec.options === 'activeInactive') return activeInactive;
  if (spec.options === 'yesNo') return yesNo;
  return (spec.options ?? []).map((o) => ({ value: o.value, label: labelOf(o.en, o.zh) }));
};

const SIMPLE = { text, longText, email, phone, integer, decimal, money, boolean, date, datetime, json, file } as const;

/** The builder call of one field, made and written. `catalogue`: where a relation's target is found. */
export function buildField(spec: FieldSpec, listing: Listing, isTitle: boolean, catalogue: readonly ResourceDef[]): BuiltField {
  const label = labelOf(spec.en, spec.zh);
  const target = spec.target ? catalogue.find((r) => r.name === spec.target) : undefined;
  if (spec.target && !target) throw new Error(`field "${spec.key}": resource "${spec.target}" does not exist (${catalogue.map((r) => r.name).join(', ')})`);
  const options = optionsOf(spec, listing, isTitle, target);
  const make = (): { def: FieldDef; middle?: string; imports: string[]; builder: string } => {
    if (spec.kind === 'enum') {
      const shared = typeof spec.options === 'string' ? spec.options : undefined;
      return { def: enumOf(label, optionList(spec), options), builder: 'enumOf', middle: shared ?? enumSource(optionList(spec)), imports: ['enumOf', ...(shared ? [shared] : [])] };
    }
    if (spec.kind === 'relation') {
      const to = { resource: target!.name, labelField: target!.titleField ?? 'id' };
      return { def: relation(label, to, options), builder: 'relation', middle: source(to), imports: ['relation'] };
    }
    const builder = spec.kind === 'longtext' ? 'longText' : spec.kind;
    return { def: SIMPLE[builder](label, options), builder, imports: [builder] };
  };
  const made = make();
  // The filter once the kind is known: an explicit operator, else the kind's most useful one.
  if (listing.filter) {
    const operator = listing.filter === 'auto' ? preferredOperator(made.def) : listing.filter;
    if (operator) {
      made.def.filter = operator;
      Object.assign(options, { filter: operator });
    }
  }
  const ordered = Object.fromEntries(['required', 'minLength', 'maxLength', 'min', 'max', 'scale', 'unique', 'default', 'editable', 'rules', 'relation', 'list', 'filter', 'sort', 'index', 'copyable', 'searchable']
    .filter((k) => options[k] !== undefined).map((k) => [k, options[k]]));
  const args = [source(label), ...(made.middle ? [made.middle] : []), ...(Object.keys(ordered).length ? [source(ordered)] : [])];
  return { key: spec.key, def: made.def, source: `${made.builder}(${args.join(', ')})`, imports: made.imports };
}

function enumSource(options: readonly EnumOption[]): string {
  return `[\n${options.map((o) => `      ${source(o)},`).join('\n')}\n    ]`;
}

/** A valid value of the field for the sample: the kind's example, kept within the field's bounds. */
export function sampleValue(def: FieldDef): unknown {
  if (def.default !== undefined && def.kind === 'enum') return def.default;
  const example = kindOf(def).example(def);
  if (typeof example === 'string' && def.kind === 'text') {
    const padded = example.padEnd(def.minLength ?? 0, 'x');
    return padded.slice(0, def.maxLength ?? DEFAULT_TEXT_LENGTH);
  }
  if ((def.kind === 'money' || def.kind === 'decimal' || def.kind === 'integer') && (def.min !== undefined || def.max !== undefined)) {
    const value = Number(example);
    const within = Math.min(Math.max(value, def.min ?? value), def.max ?? value);
    return def.kind === 'integer' ? within : String(within);
  }
  return example;
}
