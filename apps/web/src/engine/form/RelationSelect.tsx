import { Form, Select } from 'antd';
import { useDataProvider, useSelect, type BaseKey } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '@console/metadata';
import { findDef } from '../../app/catalogue';

interface Props {
  field: FieldDef;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  style?: React.CSSProperties;
  /** In a form: fill the fields named by the relation's `copy` from the chosen record. */
  fillsForm?: boolean;
  /** Pick several records: the value is a list of ids (a json id-list field). */
  multiple?: boolean;
}

/**
 * A relation picks a record of its target resource, shown by the target's label field. It
 * searches on the server only when the target declares a `contains` filter on that field
 * (the API rejects any other filter); its failures are quiet (the user may lack the target).
 * A relation with `copy` fills other form fields from the chosen record.
 */
export function RelationSelect({ field, id, value, onChange, style, fillsForm, multiple }: Props) {
  const { t } = useTranslation();
  const { resource, labelField, copy } = field.relation!;
  const form = Form.useFormInstance();
  const getProvider = useDataProvider();
  const searchable = findDef(resource)?.fields[labelField]?.filter === 'contains';
  const { options, onSearch } = useSelect({
    resource,
    optionLabel: labelField as 'id', // any field of the target; refine types it loosely
    optionValue: 'id',
    // The chosen records' labels are fetched even when they are not on the first page of options.
    defaultValue: value === undefined || value === null ? undefined : (value as BaseKey | BaseKey[]),
    debounce: 300,
    meta: { suppressErrors: true },
    onSearch: (text) => (searchable && text ? [{ field: labelField, operator: 'contains', value: text }] : []),
  });
  const choose = (next: unknown) => {
    onChange?.(next);
    if (!fillsForm || !copy || multiple || next === undefined || next === null) return;
    // e.g. a new role starts from its reference role's permissions, which the user may then change.
    void getProvider()
      .getOne({ resource, id: next as BaseKey, meta: { suppressErrors: true } })
      .then(({ data }) => form.setFieldsValue(Object.fromEntries(Object.entries(copy).map(([from, into]) => [into, data[from]]))))
      .catch(() => undefined);
  };
  return (
    <Select
      id={id}
      style={style}
      value={value as never}
      onChange={choose}
      showSearch={searchable}
      filterOption={false}
      onSearch={searchable ? onSearch : undefined}
      options={options}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      placeholder={t('form.select')}
    />
  );
}
