import { useEffect, useMemo } from 'react';
import { Button, Form, Space } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { CrudFilter } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '@console/metadata';
import { FilterInput } from './FilterInput';
import { filterFields, toCrudFilters, toFilterValues } from './filter-values';

interface Props {
  def: ResourceDef;
  filters: CrudFilter[];
  timeZone?: string;
  /** Fields the screen itself filters by (a named list's, a partition's): not offered as choices. */
  fixed?: readonly string[];
  onApply: (filters: CrudFilter[]) => void;
}

/** The filters declared in metadata (`filter`), above the table; applied on Search. */
export function FilterBar({ def, filters, timeZone, fixed, onApply }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const fields = useMemo(() => filterFields(def).filter(([key]) => !fixed?.includes(key)), [def, fixed]);

  // Follow the URL: after Reset, back/forward or a shared link the bar shows what is applied.
  useEffect(() => {
    form.setFieldsValue(toFilterValues(def, filters, timeZone));
  }, [def, filters, timeZone, form]);

  if (fields.length === 0) return null;
  const reset = () => {
    form.setFieldsValue(Object.fromEntries(fields.map(([key]) => [key, undefined])));
    onApply([]);
  };

  return (
    <Form form={form} layout="inline" onFinish={(values) => onApply(toCrudFilters(def, values, timeZone))} style={{ marginBottom: 16, rowGap: 12 }} data-testid="filter-bar">
      {fields.map(([key, field]) => (
        <Form.Item key={key} name={key} label={t(`${def.name}.fields.${key}`)}>
          <FilterInput resource={def.name} name={key} field={field} />
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="filter-search">{t('filters.search')}</Button>
          <Button onClick={reset} icon={<ReloadOutlined />} data-testid="filter-reset">{t('filters.reset')}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
