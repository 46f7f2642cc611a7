import type { EnumOption, FieldDef, Label } from './types';

/**
 * Short builders so a resource file reads like a form:
 * `companyName: text({ en: 'Company Name', zh: '公司名称' }, { required: true, list: true })`.
 */
type Options = Omit<FieldDef, 'kind' | 'label'>;

const make = (kind: FieldDef['kind']) => (label: Label, options: Options = {}): FieldDef => ({ kind, label, ...options });

export const text = make('text');
export const email = (label: Label, options: Options = {}): FieldDef =>
  ({ kind: 'email', label, maxLength: 128, ...options, rules: ['email', ...(options.rules ?? [])] });
export const phone = (label: Label, options: Options = {}): FieldDef =>
  ({ kind: 'phone', label, maxLength: 32, ...options, rules: ['phone', ...(options.rules ?? [])] });
export const integer = make('integer');
export const decimal = make('decimal');
export const money = make('money');
export const boolean = make('boolean');
export const date = make('date');
export const datetime = make('datetime');
export const json = make('json');
export const file = make('file');
export const enumOf = (label: Label, options: EnumOption[], rest: Options = {}): FieldDef =>
  ({ kind: 'enum', label, options, ...rest });
export const relation = (label: Label, target: NonNullable<FieldDef['relation']>, rest: Options = {}): FieldDef =>
  ({ kind: 'relation', label, relation: target, ...rest });

/** Common option sets. */
export const yesNo: EnumOption[] = [
  { value: 1, label: { en: 'Yes', zh: '是' } },
  { value: 0, label: { en: 'No', zh: '否' } },
];
export const activeInactive: EnumOption[] = [
  { value: 1, label: { en: 'Active', zh: '启用' } },
  { value: 2, label: { en: 'Inactive', zh: '停用' } },
];
