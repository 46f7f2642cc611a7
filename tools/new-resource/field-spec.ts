import { KINDS, activeInactive, yesNo, type FieldKind, type FilterOperator } from '@console/metadata';

/**
 * The `--fields` language of `npm run new:resource`: one field per comma, each
 * `key[/中文]:kind[=arg][:flag[=value]]...`, e.g.
 *
 *   name/名称:text:required:unique:max=64, status:enum=ACTIVE/启用|INACTIVE/停用,
 *   price:money:min=0, notes:longtext, warehouseId:relation=co-warehouse:required
 *
 * Kinds are the kind registry's (libs/metadata kinds.ts) plus `longtext` (the longText kind: a TEXT column, a textarea).
 * An enum's options are `A|B|C`: UPPER_CASE codes are stored as they are, other words are numbered
 * 1, 2, 3 (the house's Draft/Active/Retired); each may carry its Chinese after a slash.
 * `enum=activeInactive` and `enum=yesNo` take the shared option sets. Flags: required, unique,
 * list, filter[=operator], sort, index, copyable, searchable, createonly (not editable after
 * create), max=, min= (length for text, bounds for numbers), scale= (decimal), default=.
 * A label's Chinese is written after a slash; without it the generator writes a placeholder.
 */
export type SpecKind = FieldKind | 'longtext';

export interface OptionSpec {
  value: string | number;
  en: string;
  zh?: string;
}

export interface FieldSpec {
  key: string;
  kind: SpecKind;
  en: string;
  zh?: string;
  /** enum: its options, or the name of a shared set of libs/metadata fields.ts. */
  options?: OptionSpec[] | 'activeInactive' | 'yesNo';
  /** relation (and json id list): the target resource. */
  target?: string;
  required?: boolean;
  unique?: boolean;
  /** Explicit list/filter/sort choices; absent, the generator picks (defaultListing). */
  list?: boolean;
  filter?: FilterOperator | true;
  sort?: boolean;
  index?: boolean;
  copyable?: boolean;
  searchable?: boolean;
  createOnly?: boolean;
  max?: number;
  min?: number;
  scale?: number;
  default?: string | number | boolean;
}

export const SHARED_OPTION_SETS = ['activeInactive', 'yesNo'] as const;

const BOOLEAN_FLAGS = ['required', 'unique', 'list', 'sort', 'index', 'copyable', 'searchable'] as const;
const KEY = /^[a-z][A-Za-z0-9]*$/;
const CODE = /^[A-Z][A-Z0-9_]*$/;

/** 'billNo' -> 'Bill No', 'warehouseId' -> 'Warehouse', 'IN_TRANSIT' -> 'In Transit'. */
export function words(key: string): string {
  const spaced = CODE.test(key) ? key.toLowerCase().replace(/_/g, ' ') : key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ');
  return spaced.replace(/\b([a-z])/g, (c) => c.toUpperCase());
}

/** 'Label/中文' -> ['Label', '中文']; the Chinese is optional. */
function bilingual(text: string): [string, string | undefined] {
  const at = text.indexOf('/');
  return at < 0 ? [text.trim(), undefined] : [text.slice(0, at).trim(), text.slice(at + 1).trim() || undefined];
}

function number(field: string, flag: string, raw: string | undefined): number {
  const n = Number(raw);
  if (raw === undefined || raw.trim() === '' || !Number.isFinite(n)) throw new Error(`field "${field}": ${flag}= needs a number`);
  return n;
}

function parseOptions(key: string, arg: string | undefined): FieldSpec['options'] {
  if (!arg) throw new Error(`field "${key}": write its options, e.g. ${key}:enum=ACTIVE|INACTIVE, ${key}:enum=Draft/草稿|Active/生效 or ${key}:enum=activeInactive`);
  if ((SHARED_OPTION_SETS as readonly string[]).includes(arg)) return arg as 'activeInactive' | 'yesNo';
  const parts = arg.split('|').map(bilingual);
  if (parts.some(([name]) => !name)) throw new Error(`field "${key}": an empty option in "${arg}"`);
  const codes = parts.every(([name]) => CODE.test(name));
  const options = parts.map(([name, zh], i) => ({ value: codes ? name : i + 1, en: codes ? words(name) : name, zh }));
  if (new Set(options.map((o) => String(o.value))).size !== options.length) throw new Error(`field "${key}": an option is named twice in "${arg}"`);
  return options;
}

/** One field of `--fields`. */
export function parseField(text: string): FieldSpec {
  const [head, kindPart, ...flags] = text.trim().split(':');
  const [key, zh] = bilingual(head ?? '');
  if (!KEY.test(key) || kindPart === undefined) {
    throw new Error(`field "${text.trim()}": write it as key[/中文]:kind[=arg][:flag...] (e.g. amount:money:required, warehouseId:relation=co-warehouse)`);
  }
  const eq = kindPart.indexOf('=');
  const kind = (eq < 0 ? kindPart : kindPart.slice(0, eq)) as SpecKind;
  const arg = eq < 0 ? undefined : kindPart.slice(eq + 1);
  if (kind !== 'longtext' && (kind === 'longText' || !Object.hasOwn(KINDS, kind))) throw new Error(`field "${key}": kind "${kind}" is not one of ${[...Object.keys(KINDS).filter((k) => k !== 'longText'), 'longtext'].join(', ')}`);
  const spec: FieldSpec = { key, kind, en: words(key).replace(/ Id$/, ''), zh };
  if (kind === 'enum') spec.options = parseOptions(key, arg);
  else if (kind === 'relation' || kind === 'json') {
    if (kind === 'relation' && !arg) throw new Error(`field "${key}": name the resource it points at, e.g. ${key}:relation=co-warehouse`);
    if (arg) spec.target = arg;
  } else if (arg !== undefined) throw new Error(`field "${key}": a ${kind} field takes no "=${arg}"`);
  for (const flag of flags) {
    const at = flag.indexOf('=');
    const name = (at < 0 ? flag : flag.slice(0, at)).trim();
    const value = at < 0 ? undefined : flag.slice(at + 1);
    if ((BOOLEAN_FLAGS as readonly string[]).includes(name) && value === undefined) spec[name as (typeof BOOLEAN_FLAGS)[number]] = true;
    else if (name === 'createonly' && value === undefined) spec.createOnly = true;
    else if (name === 'filter') spec.filter = (value as FilterOperator | undefined) ?? true;
    else if (name === 'max' || name === 'min' || name === 'scale') spec[name] = number(key, name, value);
    else if (name === 'default' && value !== undefined) spec.default = defaultValue(spec, value);
    else {
      throw new Error(`field "${key}": unknown flag "${flag}" (flags: ${[...BOOLEAN_FLAGS, 'createonly', 'filter[=operator]', 'max=', 'min=', 'scale=', 'default='].join(', ')})`);
    }
  }
  return spec;
}

/** A default as the field's kind holds it: a number, a boolean or text (an enum: its code or label). */
function defaultValue(spec: FieldSpec, raw: string): string | number | boolean {
  if (spec.kind === 'boolean') return raw === 'true';
  if (spec.kind === 'integer') return number(spec.key, 'default', raw);
  if (spec.kind === 'enum') {
    const shared = { activeInactive, yesNo };
    const options = typeof spec.options === 'string' ? shared[spec.options].map((o) => ({ value: o.value, en: o.label.en })) : spec.options ?? [];
    const option = options.find((o) => String(o.value) === raw || o.en === raw);
    if (!option) throw new Error(`field "${spec.key}": default "${raw}" is not one of its options`);
    return option.value;
  }
  return raw;
}

/** The whole `--fields` value (commas between fields). */
export function parseFields(text: string): FieldSpec[] {
  const specs = text.split(',').filter((part) => part.trim()).map(parseField);
  const seen = new Set<string>();
  for (const spec of specs) {
    if (seen.has(spec.key)) throw new Error(`field "${spec.key}" is given twice`);
    seen.add(spec.key);
  }
  return specs;
}

/**
 * `--child name[/中文]=fields`: an inline child table of the new resource (its own resource,
 * written in the parent's form and transaction).
 */
export interface ChildSpec {
  name: string;
  zh?: string;
  fields: FieldSpec[];
}

export function parseChild(text: string): ChildSpec {
  const at = text.indexOf('=');
  if (at < 0) throw new Error(`--child "${text}": write it as <name>[/中文]=<fields>, e.g. --child "pallet-line=sku:text:required,quantity:integer:min=1"`);
  const [name, zh] = bilingual(text.slice(0, at));
  const fields = parseFields(text.slice(at + 1));
  if (!fields.length) throw new Error(`--child ${name}: give it at least one field`);
  return { name, zh, fields };
}

/** Kinds a list shows well; a long text, a JSON value and files are read on the record's page. */
export const listable = (spec: FieldSpec) => !['longtext', 'json', 'file'].includes(spec.kind);
