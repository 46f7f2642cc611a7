import type { FieldDef } from './types';
import type { FileRef } from './file-types';

/**
 * A record's type, inferred from its definition, so hooks and domain modules read typed rows
 * instead of hand-written interfaces that drift from the definition:
 *   money and decimal -> string ("12.3400": never a float), integer and relation -> number,
 *   enum -> the union of its codes, boolean -> boolean, date -> 'YYYY-MM-DD' string,
 *   datetime -> Date, json -> unknown (an id list: number[]), text kinds -> string, file -> FileRef[].
 * A field that is not `required` (or is conditional) may be null.
 */
export type ValueOf<F> =
  F extends { kind: 'money' | 'decimal' | 'date' | 'text' | 'longText' | 'email' | 'phone' } ? string
  : F extends { kind: 'file' } ? FileRef[]
  : F extends { kind: 'integer' | 'relation' } ? number
  : F extends { kind: 'enum'; options: readonly (infer O)[] } ? (O extends { value: infer V } ? V : never)
  : F extends { kind: 'boolean' } ? boolean
  : F extends { kind: 'datetime' } ? Date
  : F extends { kind: 'json'; relation: object } ? number[]
  : unknown;

type Nullable<F, T> = F extends { required: true } ? (F extends { visibleWhen: object } ? T | null : T) : T | null;

/** Keys of fields stored in the row (columns and server-only columns; not write-only or computed). */
type StoredKeys<F> = { [K in keyof F]: F[K] extends { storage: 'writeOnly' | 'computed' } ? never : K }[keyof F];
type ComputedKeys<F> = { [K in keyof F]: F[K] extends { storage: 'computed' } ? K : never }[keyof F];

/**
 * The engine's columns of every record. A type, not an interface: a typed row is then a plain
 * `Record<string, unknown>` too (the engine's `Row`), so typed hooks call the engine's helpers as they are.
 */
type SystemRow = {
  id: number;
  version: number;
  createTime: Date;
  updateTime: Date;
};

/**
 * The declared fields of a definition. `defineResource` returns `ResourceDef & { fields: F }`, so
 * the fields' type also carries ResourceDef's index signature: keep only the named keys.
 */
type FieldsOf<D> = D extends { fields: infer F } ? { [K in keyof F as string extends K ? never : K]: F[K] } : never;

/** A stored record of the resource, as hooks and domain modules see it (computed fields once filled). */
export type RowOf<D> = SystemRow
  & { [K in StoredKeys<FieldsOf<D>>]: Nullable<FieldsOf<D>[K], ValueOf<FieldsOf<D>[K]>> }
  & { [K in ComputedKeys<FieldsOf<D>>]?: ValueOf<FieldsOf<D>[K]> | null };

/** Values a write may change: any stored field (hooks may set server-only ones). */
export type ChangesOf<D> = Partial<RowOf<D>>;

/** What the request body of a write carries, including write-only fields (a password). */
export type InputOf<D> = { [K in keyof FieldsOf<D>]?: ValueOf<FieldsOf<D>[K]> | null } & { version?: number };

/** A create body written in a definition (`sample`): any declared field, typed by its kind (a datetime as its JSON string). */
export type SampleOf<F> = {
  [K in keyof F as string extends K ? never : K]?: (F[K] extends { kind: 'datetime' } ? string : ValueOf<F[K]>) | null;
};

/** Only to satisfy the compiler that a FieldDef map is what `ResourceDef` takes. */
export type Fields = Record<string, FieldDef>;
