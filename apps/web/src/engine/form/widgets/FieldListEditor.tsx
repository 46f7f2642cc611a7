import { Button, Checkbox, Input, Select, Space, Table, Tag } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DynamicFieldSpec } from '@console/metadata';
import type { WidgetProps } from './types';

/** At most this many fields (libs/support `parseTemplateFields`). */
const MAX_FIELDS = 20;
/** A table row: the field and its place in the list (rows have no other identity while keys are typed). */
type Row = { field: DynamicFieldSpec; index: number };
const KINDS: ReadonlyArray<DynamicFieldSpec['kind']> = ['text', 'number', 'date', 'select'];

/** A field as the API takes it: options only on a choice, `required` only when ticked. */
export function tidy(field: DynamicFieldSpec): DynamicFieldSpec {
  const { options, required, ...rest } = field;
  return { ...rest, ...(required ? { required: true } : {}), ...(field.kind === 'select' ? { options: options ?? [] } : {}) };
}

/**
 * The fields a record defines for others (a ticket category's extra fields, read by a ticket's
 * `fieldsFrom`): a row per field with its key, its label in English and Chinese, its kind,
 * whether it is required and, for a choice, its options typed as tags. The server checks the
 * list (keys distinct names, both labels, a choice with options) and names the row at fault.
 * On a show page: the same table, read-only.
 */
export default function FieldListEditor({ id, value, onChange, readOnly }: WidgetProps) {
  const { t } = useTranslation();
  const fields = Array.isArray(value) ? (value as DynamicFieldSpec[]) : [];
  const change = (index: number, patch: Partial<DynamicFieldSpec>) =>
    onChange?.(fields.map((f, i) => (i === index ? tidy({ ...f, ...patch }) : f)));
  const label = (f: DynamicFieldSpec, lang: 'en' | 'zh', text: string) => ({ ...f.label, [lang]: text });
  const kindLabel = (kind: string) => t(`fieldList.kinds.${kind}`);

  const columns = readOnly
    ? [
        { title: t('fieldList.key'), key: 'key', render: (_: unknown, { field: f }: Row) => f.key },
        { title: t('fieldList.labelEn'), key: 'en', render: (_: unknown, { field: f }: Row) => f.label?.en },
        { title: t('fieldList.labelZh'), key: 'zh', render: (_: unknown, { field: f }: Row) => f.label?.zh },
        { title: t('fieldList.kind'), key: 'kind', render: (_: unknown, { field: f }: Row) => kindLabel(f.kind) },
        { title: t('fieldList.required'), key: 'required', render: (_: unknown, { field: f }: Row) => (f.required ? t('fieldList.yes') : t('fieldList.no')) },
        { title: t('fieldList.options'), key: 'options', render: (_: unknown, { field: f }: Row) => <Space size={4} wrap>{(f.options ?? []).map((o) => <Tag key={o}>{o}</Tag>)}</Space> },
      ]
    : [
        { title: t('fieldList.key'), key: 'key', width: 140, render: (_: unknown, { field: f, index: i }: Row) => (
          <Input id={i === 0 ? id : undefined} value={f.key} maxLength={32} placeholder="orderNo" data-testid={`field-list-key-${i}`} onChange={(e) => change(i, { key: e.target.value.trim() })} />
        ) },
        { title: t('fieldList.labelEn'), key: 'en', render: (_: unknown, { field: f, index: i }: Row) => (
          <Input value={f.label?.en} maxLength={64} data-testid={`field-list-en-${i}`} onChange={(e) => change(i, { label: label(f, 'en', e.target.value) })} />
        ) },
        { title: t('fieldList.labelZh'), key: 'zh', render: (_: unknown, { field: f, index: i }: Row) => (
          <Input value={f.label?.zh} maxLength={64} data-testid={`field-list-zh-${i}`} onChange={(e) => change(i, { label: label(f, 'zh', e.target.value) })} />
        ) },
        { title: t('fieldList.kind'), key: 'kind', width: 120, render: (_: unknown, { field: f, index: i }: Row) => (
          <Select value={f.kind} style={{ width: '100%' }} data-testid={`field-list-kind-${i}`} options={KINDS.map((k) => ({ value: k, label: kindLabel(k) }))} onChange={(kind) => change(i, { kind })} />
        ) },
        { title: t('fieldList.required'), key: 'required', width: 80, align: 'center' as const, render: (_: unknown, { field: f, index: i }: Row) => (
          <Checkbox checked={!!f.required} data-testid={`field-list-required-${i}`} onChange={(e) => change(i, { required: e.target.checked })} />
        ) },
        { title: t('fieldList.options'), key: 'options', render: (_: unknown, { field: f, index: i }: Row) => (f.kind === 'select' ? (
          // typed and confirmed with Enter or a comma, like a carrier service's package types
          <Select mode="tags" value={f.options ?? []} open={false} suffixIcon={null} tokenSeparators={[',']} style={{ width: '100%' }} data-testid={`field-list-options-${i}`}
            placeholder={t('fieldList.optionsHint')} onChange={(options: string[]) => change(i, { options: options.map((o) => o.trim()).filter(Boolean) })} />
        ) : null) },
        { title: '', key: 'remove', width: 48, render: (_: unknown, { index: i }: Row) => (
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('children.remove')} onClick={() => onChange?.(fields.filter((_x, j) => j !== i))} />
        ) },
      ];

  return (
    <div data-testid="field-list">
      <Table<Row>
        size="small"
        bordered
        pagination={false}
        rowKey="index"
        dataSource={fields.map((field, index) => ({ field, index }))}
        columns={columns}
        locale={{ emptyText: t('fieldList.empty') }}
      />
      {!readOnly && (
        <Button
          style={{ marginTop: 8 }}
          icon={<PlusOutlined />}
          disabled={fields.length >= MAX_FIELDS}
          data-testid="field-list-add"
          onClick={() => onChange?.([...fields, { key: '', label: { en: '', zh: '' }, kind: 'text' }])}
        >
          {t('fieldList.add')}
        </Button>
      )}
    </div>
  );
}
