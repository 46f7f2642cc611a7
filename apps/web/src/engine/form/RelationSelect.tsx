import { Select } from 'antd';
import { useSelect, type BaseKey } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '@console/metadata';
import { findDef } from '../../app/catalogue';

interface Props {
  field: FieldDef;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  style?: React.CSSProperties;
}

/**
 * A relation picks a record of its target resource, shown by the target's label field. It
 * searches on the server only when the target declares a `contains` filter on that field
 * (the API rejects any other filter); its failures are quiet (the user may lack the target).
 */
export function RelationSelect({ field, id, value, onChange, style }: Props) {
  const { t } = useTranslation();
  const { resource, labelField } = field.relation!;
  const searchable = findDef(resource)?.fields[labelField]?.filter === 'contains';
  const { options, onSearch } = useSelect({
    resource,
    optionLabel: labelField as 'id', // any field of the target; refine types it loosely
    optionValue: 'id',
    defaultValue: value === undefined || value === null ? undefined : (value as BaseKey),
    debounce: 300,
    meta: { suppressErrors: true },
    onSearch: (text) => (searchable && text ? [{ field: labelField, operator: 'contains', value: text }] : []),
  });
  return (
    <Select
      id={id}
      style={style}
      value={value as never}
      onChange={onChange}
      showSearch={searchable}
      filterOption={false}
      onSearch={searchable ? onSearch : undefined}
      options={options}
      allowClear
      placeholder={t('form.select')}
    />
  );
}
