import type { EnumOption, FieldDef, FieldKind, Label } from './types';

/**
 * Short builders so a resource file reads like a form:
 * `companyName: text({ en: 'Company Name', zh: '公司名称' }, { required: true, list: true })`.
 * Each keeps its literal types (the kind, `required: true`, the enum's codes, `storage`), so a
 * definition's row type can be inferred from it (`RowOf`, row-types.ts).
 */
type Options = Omit<FieldDef, 'kind' | 'label'>;

/** A field of kind K with exactly the options given. */
export type Field<K extends FieldKind, O = object> = FieldDef & { kind: K } & O;

const make = <K extends FieldKind>(kind: K) =>
  <const O extends Options = object>(label: Label, options?: O): Field<K, O> => ({ kind, label, ...(options as O) }) as Field<K, O>;

export const text = make('text');
/**
 * Text of several lines and more than a varchar holds (a charge item's description, a rule's
 * note): a TEXT column, a text area in forms, one line ending in '…' in lists. At most
 * `maxLength` characters (default DEFAULT_LONG_TEXT_LENGTH).
 */
export const longText = make('longText');
export const email = <const O extends Options = object>(label: Label, options?: O): Field<'email', O> =>
  ({ kind: 'email', label, maxLength: 128, ...options, rules: ['email', ...(options?.rules ?? [])] }) as unknown as Field<'email', O>;
export const phone = <const O extends Options = object>(label: Label, options?: O): Field<'phone', O> =>
  ({ kind: 'phone', label, maxLength: 32, ...options, rules: ['phone', ...(options?.rules ?? [])] }) as unknown as Field<'phone', O>;
export const integer = make('integer');
export const decimal = make('decimal');
export const money = make('money');
export const boolean = make('boolean');
export const date = make('date');
export const datetime = make('datetime');
export const json = make('json');
export const file = make('file');
export const enumOf = <const E extends readonly EnumOption[], const O extends Options = object>(label: Label, options: E, rest?: O): Field<'enum', O & { options: E }> =>
  ({ kind: 'enum', label, options, ...rest }) as Field<'enum', O & { options: E }>;
export const relation = <const O extends Options = object>(label: Label, target: NonNullable<FieldDef['relation']>, rest?: O): Field<'relation', O> =>
  ({ kind: 'relation', label, relation: target, ...rest }) as Field<'relation', O>;

/** Common option sets. */
export const yesNo = [
  { value: 1, label: { en: 'Yes', zh: '是' } },
  { value: 0, label: { en: 'No', zh: '否' } },
] as const satisfies readonly EnumOption[];
export const activeInactive = [
  { value: 1, label: { en: 'Active', zh: '启用' } },
  { value: 2, label: { en: 'Inactive', zh: '停用' } },
] as const satisfies readonly EnumOption[];

/**
 * The date a versioned resource's change is in force from (its `versions.effectiveField`): one
 * label for every dated resource, and `help` saying what the version decides from that day (a
 * quote, a charge). Empty on save: the day it is saved.
 */
export const effectiveFrom = (help: Label) => date({ en: 'Change Effective From', zh: '变更生效日期' }, { list: true, help });
