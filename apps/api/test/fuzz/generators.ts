import fc from 'fast-check';
import type { FieldDef } from '@console/metadata';
import { LEAK } from './answer-checks';

/**
 * fast-check arbitraries of hostile input. Bodies are built as JSON *text*, not objects, so
 * `__proto__` keys survive, numbers beyond a double (9007199254740993, 1e400) arrive as
 * written and keys may repeat. Generated text never looks like a stack or SQL, so the leak
 * check cannot be fooled by an echo of the input.
 */

/** One request, ready to send: what a counterexample prints. */
export interface FuzzRequest {
  url: string;
  contentType?: string;
  contentEncoding?: string;
  body?: string;
}

/**
 * What the fuzzer knows of one operation. A request starts from a plausible base (the fields a
 * valid body would hold, a valid query) and then takes a few mutations: a hostile value for one
 * field, a field dropped, a stray or prototype key added. So most requests are wrong in one or
 * two places only and reach the code behind the first check.
 */
export interface OperationShape {
  /** Field name -> plausible JSON values. */
  fields: Record<string, fc.Arbitrary<string>>;
  /** Fields a plausible body always holds (a create's required fields, an update's version). */
  bodyAlways: string[];
  /** Fields it may hold. */
  bodySometimes: string[];
  /** Query names a plausible query may hold: documented ones, the resource's filters and paging. */
  queryNames: string[];
  /** Plausible values per query name (filter values, paging, documented enums). */
  queryValues: Record<string, string[]>;
}

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', 'then'];

const RAW_NUMBERS = [
  '1e20', '-1e20', '9007199254740993', '-9007199254740993', '1e400', '-1e400', '1e-400', '-0', '0', '-1', '0.1', '1.5',
  '2147483647', '2147483648', '-2147483649', '4294967296', '18446744073709551616', '123456789012345678901234567890',
  '0.30000000000000004', '1E3', '12.34567', '-0.0001',
];

const TRICKY_STRINGS = [
  '', ' ', '   ', 'NaN', 'Infinity', '-Infinity', 'undefined', 'null', 'true', 'false', '0', '-1', '1e20', '9007199254740993',
  '0x1F', '1,2', '1,2,3', ',', ',,', '１２３', '٣', '2024-02-30', '2024-13-01', '0000-00-00', '9999-12-31 23:59:59',
  '2024-01-01T00:00:00Z', '2024-01-01 25:61:61', '2024-01-01', "' OR '1'='1", '%', '_', '!', '\\', '"', '\u0000', 'a\u0000b',
  '\u202e', '\ufeff', '\ud800', '<script>alert(1)</script>', '../../etc/passwd', '{}', '[]', '__proto__', 'constructor',
  'asc', 'desc', 'ascend', 'ACTIVE', 'DIS_ACTIVE', 'ALL', 'ASSIGNED', 'en', 'zh', '12.5', '1.00000', '+1 415 555 0100',
  'fuzz@example.com', 'a@b', '@', 'America/Los_Angeles', 'Mars/Olympus', '90210',
];

const BAD_IDS = [
  '0', '-1', '1.5', '1e3', '01', '00000000001', '+1', ' 1', '1 ', '0x1', 'NaN', 'abc', 'null', 'undefined', '１', '2147483647',
  '2147483648', '4294967296', '9007199254740993', '99999999999999999999', '{id}', ':id', '__proto__', 'constructor',
];

/** Bytes that break naive decoders when left unescaped in a URL. */
const RAW_URL_FRAGMENTS = ['%', '%zz', '%E0%A4%A', '%00', '%C0%80', '%ED%A0%80', '%FF'];

const noLeak = (s: string) => !LEAK.test(s);

const controlText = fc.string({ unit: fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 6 });

/** Text of `min`..`max` characters of one repeated character, ASCII or not. */
const repeatedText = (min: number, max: number) => fc.tuple(fc.integer({ min, max }), fc.constantFrom('x', 'é', '€', '😀', ' ', '\u0000', '%'))
  .map(([n, c]) => c.repeat(Math.max(1, Math.floor(n / c.length))));

const shortText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...TRICKY_STRINGS), weight: 4 },
  { arbitrary: fc.string({ maxLength: 20 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 8 }), weight: 1 },
  { arbitrary: fc.tuple(fc.string({ maxLength: 4 }), controlText, fc.string({ maxLength: 4 })).map((parts) => parts.join('')), weight: 2 },
).filter(noLeak);

/** Hostile text for bodies: short oddities, or long text up to ~100k characters (~400 kB of UTF-8, within the 1 MB body limit). */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: shortText, weight: 12 },
  { arbitrary: repeatedText(256, 100_000), weight: 1 },
);

/**
 * Hostile text for URLs: long up to ~1,000 characters, and rarely past the 16 kB that Node's
 * parser allows a request head (answered 431 before Express: see core/http/client-errors.ts).
 */
export const hostileUrlText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: shortText, weight: 24 },
  { arbitrary: repeatedText(100, 1_000), weight: 2 },
  { arbitrary: fc.integer({ min: 16_500, max: 20_000 }).map((n) => 'x'.repeat(n)), weight: 1 },
);

export const rawNumber: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...RAW_NUMBERS),
  fc.integer().map(String),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((d) => JSON.stringify(d)),
);

const scalarJson: fc.Arbitrary<string> = fc.oneof(
  fc.constant('null'),
  fc.constantFrom('true', 'false'),
  rawNumber,
  hostileText.map((s) => JSON.stringify(s)),
);

const objectText = (entries: Array<[string, string]>) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;

/** Any JSON value as text: scalars, arrays, objects with hostile or prototype keys, nested. */
export function jsonValue(keys: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const { value } = fc.letrec<{ value: string; array: string; object: string }>((tie) => ({
    value: fc.oneof({ depthSize: 'small', maxDepth: 3 }, scalarJson, tie('array'), tie('object')),
    array: fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    object: fc.array(fc.tuple(keys, tie('value')), { maxLength: 4 }).map(objectText),
  }));
  return value;
}

/** Plausible JSON values of a field's kind, so that some bodies are valid enough to be written. */
export function plausibleValues(field: FieldDef): fc.Arbitrary<string> {
  const fixed = plausibleJson(field);
  if (!fixed.length) return fc.constant('null');
  // distinct names too, so that unique fields accept more than one write
  if (field.kind === 'text') {
    return fc.oneof({ arbitrary: fc.constantFrom(...fixed), weight: 1 }, { arbitrary: fc.stringMatching(/^[a-z]{4,10}$/).map((s) => `"fuzz-${s}"`), weight: 3 });
  }
  return fc.constantFrom(...fixed);
}

function plausibleJson(field: FieldDef): string[] {
  switch (field.kind) {
    case 'email': return ['"fuzz@example.com"', '"a.b+c@example.org"'];
    case 'phone': return ['"+1 415 555 0100"', '"4155550100"'];
    case 'integer': case 'relation': return ['1', '2', '0', '10'];
    case 'decimal': case 'money': return ['"12.5"', '"0.0001"', '3'];
    case 'boolean': return ['true', 'false'];
    case 'enum': return (field.options ?? []).map((o) => JSON.stringify(o.value));
    case 'date': return ['"2024-01-31"', '"2026-02-01"'];
    case 'datetime': return ['"2024-01-31T10:00:00.000Z"', '"2024-01-31 10:00:00"'];
    case 'json': return ['{}', '{"tech":{"feature-flag":4}}', '[]'];
    default: return ['"Fuzz"', '"America/Los_Angeles"', '"Fuzz Name 1"'];
  }
}

/** Plausible list-filter values of a field's kind (query strings are text). */
export function plausibleFilterValues(field: FieldDef): string[] {
  switch (field.kind) {
    case 'enum': return (field.options ?? []).map((o) => String(o.value));
    case 'boolean': return ['true', 'false'];
    case 'integer': case 'relation': return ['1', '2', '-1'];
    case 'date': return ['2024-01-01,2024-12-31', '2024-01-01,', ',2024-12-31', '2024-01-01'];
    case 'datetime': return ['2024-01-01 00:00:00,2024-12-31 23:59:59', '2024-01-01,2024-12-31', ',2024-12-31', '2024-01-01,'];
    default: return ['a', 'fuzz'];
  }
}

/** Keys of body objects: mostly the operation's fields, sometimes prototype keys or anything. */
function bodyKeys(shape: OperationShape): fc.Arbitrary<string> {
  const names = Object.keys(shape.fields);
  return fc.oneof(
    ...(names.length ? [{ arbitrary: fc.constantFrom(...names), weight: 4 }] : []),
    { arbitrary: fc.constantFrom(...PROTOTYPE_KEYS), weight: 2 },
    { arbitrary: shortText, weight: 1 },
  );
}

type Entry = [string, string];

/**
 * One change to a list of key/value entries: set a key (replacing it), drop one, add one (keys
 * may repeat), or reach inside one value (`deep`): rename a nested key or replace a nested value,
 * so a plausible permission tree gets a `constructor` module or a level of 1e400.
 */
type Mutation = { set: Entry } | { drop: number } | { add: Entry } | { deep: { at: number; slot: number; key?: string; value?: string } };

/** A JSON value as a tree whose object keys are plain strings, so `__proto__` is just a key. */
type JsonNode = { entries: Array<[string, JsonNode]> } | { items: JsonNode[] } | { raw: string };

function nodeOf(value: unknown): JsonNode {
  if (Array.isArray(value)) return { items: value.map(nodeOf) };
  if (typeof value === 'object' && value !== null) return { entries: Object.entries(value).map(([k, v]) => [k, nodeOf(v)]) };
  return { raw: JSON.stringify(value) };
}

function textOf(node: JsonNode): string {
  if ('raw' in node) return node.raw;
  if ('items' in node) return `[${node.items.map(textOf).join(',')}]`;
  return objectText(node.entries.map(([k, v]) => [k, textOf(v)]));
}

/** Every place inside a value that a deep mutation may change. */
function slotsOf(node: JsonNode, out: Array<{ parent: JsonNode; index: number }> = []) {
  if ('entries' in node) node.entries.forEach(([, v], index) => { out.push({ parent: node, index }); slotsOf(v, out); });
  if ('items' in node) node.items.forEach((v, index) => { out.push({ parent: node, index }); slotsOf(v, out); });
  return out;
}

function deepMutate(valueText: string, change: { slot: number; key?: string; value?: string }): string {
  let root: JsonNode;
  try {
    root = nodeOf(JSON.parse(valueText));
  } catch {
    return change.value ?? valueText; // not plain JSON (a raw big number): replace it whole
  }
  const slots = slotsOf(root);
  if (!slots.length) return change.value ?? JSON.stringify(change.key ?? null);
  const { parent, index } = slots[change.slot % slots.length];
  if ('entries' in parent) {
    if (change.key !== undefined) parent.entries[index] = [change.key, parent.entries[index][1]];
    if (change.value !== undefined) parent.entries[index] = [parent.entries[index][0], { raw: change.value }];
  } else if ('items' in parent) {
    parent.items[index] = { raw: change.value ?? JSON.stringify(change.key ?? null) };
  }
  return textOf(root);
}

function mutate(entries: Entry[], mutations: Mutation[]): Entry[] {
  const out = [...entries];
  for (const m of mutations) {
    if ('deep' in m) {
      // inside an object or array value when there is one (a permission tree), else any value
      const containers = out.map((e, i) => (/^[[{]/.test(e[1]) ? i : -1)).filter((i) => i >= 0);
      const candidates = containers.length ? containers : out.map((_e, i) => i);
      if (!candidates.length) continue;
      const at = candidates[m.deep.at % candidates.length];
      out[at] = [out[at][0], deepMutate(out[at][1], m.deep)];
    } else if ('set' in m) {
      const at = out.findIndex(([k]) => k === m.set[0]);
      if (at >= 0) out[at] = m.set;
      else out.push(m.set);
    } else if ('drop' in m) {
      if (out.length) out.splice(m.drop % out.length, 1);
    } else out.push(m.add);
  }
  return out;
}

/** Values of the named keys, each plausible: the unmutated base of a body or query. */
function entriesOf(names: string[], valueOf: (name: string) => fc.Arbitrary<string>): fc.Arbitrary<Entry[]> {
  return fc.tuple(...names.map((name) => valueOf(name).map((value): Entry => [name, value])));
}

/** None (a plausible request) a quarter of the time, else one, sometimes up to three. */
function mutationsOf(mutation: fc.Arbitrary<Mutation>): fc.Arbitrary<Mutation[]> {
  return fc.oneof(
    { arbitrary: fc.constant<Mutation[]>([]), weight: 1 },
    { arbitrary: fc.array(mutation, { minLength: 1, maxLength: 1 }), weight: 2 },
    { arbitrary: fc.array(mutation, { minLength: 2, maxLength: 3 }), weight: 1 },
  );
}

const plausibleOf = (shape: OperationShape) => (name: string) => (Object.hasOwn(shape.fields, name) ? shape.fields[name] : fc.constant('null'));

/** A plausible body of the operation's fields with 0 to 3 mutations. */
function fieldObject(shape: OperationShape): fc.Arbitrary<string> {
  const keys = bodyKeys(shape);
  const anyValue = jsonValue(keys);
  const base = fc.tuple(
    // usually all of them; sometimes one or more missing
    fc.oneof({ arbitrary: fc.constant(shape.bodyAlways), weight: 4 }, { arbitrary: fc.subarray(shape.bodyAlways), weight: 1 }),
    fc.subarray(shape.bodySometimes, { maxLength: Math.min(4, shape.bodySometimes.length) }),
  ).chain(([always, sometimes]) => entriesOf([...always, ...sometimes], plausibleOf(shape)));
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    { arbitrary: fc.tuple(keys, anyValue).map(([k, v]): Mutation => ({ set: [k, v] })), weight: 4 },
    { arbitrary: fc.nat(20).map((drop): Mutation => ({ drop })), weight: 1 },
    { arbitrary: fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS), anyValue).map(([k, v]): Mutation => ({ add: [k, v] })), weight: 1 },
    { arbitrary: fc.tuple(keys, anyValue).map(([k, v]): Mutation => ({ add: [k, v] })), weight: 1 },
    {
      // rename a nested key (mostly to a prototype key), replace a nested value, or both
      arbitrary: fc.record({
        at: fc.nat(20), slot: fc.nat(50),
        change: fc.oneof(
          fc.record({ key: fc.oneof({ arbitrary: fc.constantFrom(...PROTOTYPE_KEYS), weight: 3 }, { arbitrary: shortText, weight: 1 }) }),
          fc.record({ value: anyValue }),
          fc.record({ key: fc.constantFrom(...PROTOTYPE_KEYS), value: anyValue }),
        ),
      }).map(({ at, slot, change }): Mutation => ({ deep: { at, slot, ...change } })),
      weight: 3,
    },
  );
  return fc.oneof(
    { arbitrary: fc.tuple(base, mutationsOf(mutation)), weight: 4 },
    // a prototype key inside a plausible value and nothing else wrong: {"grants": {"constructor": {...}}}
    {
      arbitrary: fc.tuple(base, fc.nat(20), fc.nat(50), fc.constantFrom(...PROTOTYPE_KEYS))
        .map(([entries, at, slot, key]): [Entry[], Mutation[]] => [entries, [{ deep: { at, slot, key } }]]),
      weight: 1,
    },
  ).map(([entries, mutations]) => objectText(mutate(entries, mutations)));
}

/** Form, text and broken JSON bodies: the body parsers' own edges. */
const oddBody: fc.Arbitrary<Pick<FuzzRequest, 'contentType' | 'contentEncoding' | 'body'>> = fc.oneof(
  fc.constantFrom('', '{', 'nope', '{"a":1,}', '[1,2', '\u0000', 'null', '"text"', '{"a":"\\ud800"}', '{"__proto__":{"__proto__":{}}}')
    .map((body) => ({ contentType: 'application/json', body })),
  fc.constantFrom('application/json; charset=utf-16', 'application/json; charset=latin1', 'text/plain', 'application/xml', 'application/x-www-form-urlencoded')
    .map((contentType) => ({ contentType, body: '{"a":1}' })),
  fc.constantFrom(
    'a=1&a=2', '__proto__[x]=1', 'grants[__proto__][x]=4', 'constructor[prototype][x]=1', 'roleName=x&grants=%00', '%zz=1', 'a=%E0%A4%A',
  ).map((body) => ({ contentType: 'application/x-www-form-urlencoded', body })),
  fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'x-unknown').map((contentEncoding) => ({ contentType: 'application/json', contentEncoding, body: '{"a":1}' })),
);

export function bodyOf(shape: OperationShape): fc.Arbitrary<Pick<FuzzRequest, 'contentType' | 'contentEncoding' | 'body'>> {
  return fc.oneof(
    { arbitrary: fieldObject(shape).map((body) => ({ contentType: 'application/json', body })), weight: 6 },
    { arbitrary: jsonValue(bodyKeys(shape)).map((body) => ({ contentType: 'application/json', body })), weight: 2 },
    { arbitrary: oddBody, weight: 1 },
  );
}

/** Percent-encodes every byte but the unreserved ones; lone surrogates become U+FFFD. */
export function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const hugeNumbers = fc.constantFrom('0', '-1', '1001', '100000', '999999999', '1000000000', '99999999999999999999', '1e3', '1.5', '');

/** A plausible query of the operation (some filters, paging, documented values) with 0 to 3 mutations. */
export function queryOf(shape: OperationShape): fc.Arbitrary<string> {
  const known = shape.queryNames;
  const plausible = (name: string) => {
    const values = Object.hasOwn(shape.queryValues, name) ? shape.queryValues[name] : [];
    return values.length ? fc.constantFrom(...values) : fc.constant('1');
  };
  const hostileValue = fc.oneof(
    { arbitrary: hostileUrlText, weight: 3 },
    { arbitrary: hugeNumbers, weight: 1 },
    { arbitrary: rawNumber, weight: 1 },
    // `between` with 1, 2, 3 or 4 sides, and `in` lists
    { arbitrary: fc.array(fc.oneof(fc.constantFrom(...TRICKY_STRINGS), rawNumber), { minLength: 1, maxLength: 4 }).map((v) => v.join(',')), weight: 2 },
  );
  const knownKey = known.length ? fc.constantFrom(...known) : fc.constant('a');
  const strayKey = fc.oneof(
    fc.constantFrom(...PROTOTYPE_KEYS),
    shortText,
    fc.tuple(knownKey, fc.constantFrom('[]', '[x]', '[__proto__]', '.x')).map(([k, suffix]) => k + suffix),
  );
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    { arbitrary: fc.tuple(knownKey, hostileValue).map(([k, v]): Mutation => ({ set: [k, v] })), weight: 4 },
    { arbitrary: fc.tuple(strayKey, fc.oneof(hostileValue, fc.constant('1'))).map(([k, v]): Mutation => ({ add: [k, v] })), weight: 2 },
    // a repeated key: Express makes the value an array
    { arbitrary: fc.tuple(knownKey, fc.oneof(hostileValue, fc.constant('1'))).map(([k, v]): Mutation => ({ add: [k, v] })), weight: 1 },
    { arbitrary: fc.nat(20).map((drop): Mutation => ({ drop })), weight: 1 },
  );
  const base = fc.subarray(known, { maxLength: Math.min(3, known.length) }).chain((names) => entriesOf(names, plausible));
  // Bytes a naive decoder trips on, left unescaped.
  const raw = fc.constantFrom(...RAW_URL_FRAGMENTS.map((f) => `${f}=1`), ...RAW_URL_FRAGMENTS.map((f) => `a=${f}`), '=', '&&', 'a', '=1');
  const rawOrNot = fc.oneof({ arbitrary: fc.constant(null), weight: 9 }, { arbitrary: raw, weight: 1 });
  return fc.tuple(base, mutationsOf(mutation), rawOrNot).map(([entries, mutations, rawPart]) => {
    const parts = mutate(entries, mutations).map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`);
    if (rawPart !== null) parts.push(rawPart);
    return parts.length ? `?${parts.join('&')}` : '';
  });
}

/**
 * A path parameter: an existing id, a bad number, any text, or a raw broken escape. `forbidden`
 * ids are never produced in any spelling (`01`, ` 1`, `+1`...): the records that keep the
 * fuzzing user signed in and permitted.
 */
export function pathIdOf(valid: string[], forbidden: number[] = []): fc.Arbitrary<string> {
  const allowed = valid.filter((id) => !forbidden.includes(Number(id)));
  return fc.oneof(
    ...(allowed.length ? [{ arbitrary: fc.constantFrom(...allowed), weight: 4 }] : []),
    { arbitrary: fc.constantFrom(...BAD_IDS).map(percentEncode), weight: 3 },
    { arbitrary: hostileUrlText.map(percentEncode), weight: 1 },
    { arbitrary: fc.constantFrom(...RAW_URL_FRAGMENTS), weight: 1 },
  ).filter((id) => !forbidden.length || !forbidden.includes(numberIn(id)));
}

/** The number a server could read from an id, however spelled (NaN when none). */
function numberIn(id: string): number {
  let text = id;
  try {
    text = decodeURIComponent(id);
  } catch {
    // a raw broken escape: no number
  }
  const digits = /[0-9]+/.exec(text);
  return digits ? Number(digits[0]) : Number.NaN;
}
