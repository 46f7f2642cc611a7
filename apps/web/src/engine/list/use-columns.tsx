import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { getDefaultSortOrder } from '@refinedev/antd';
import type { BaseRecord, CrudSort } from '@refinedev/core';
import type { TFunction } from 'i18next';
import type { FieldDef, ResourceDef } from '@console/metadata';
import { SYSTEM_COLUMNS, formatValue } from '../format-value';
import { RowActions } from './RowActions';
import type { RowAction } from './use-row-actions';
import type { RelationLabels } from '../relations';

/** Fields with `list: true` in declared order, then the engine times (`listTimes`, default createTime). */
export function listFields(def: ResourceDef): Array<[string, FieldDef]> {
  const times = (def.listTimes ?? ['createTime']).map((key): [string, FieldDef] => [key, SYSTEM_COLUMNS[key]]);
  return [...Object.entries(def.fields).filter(([, f]) => f.list), ...times];
}

/** The table's columns; rebuilt only when language, zone, sort or permitted actions change. */
export function useColumns(
  def: ResourceDef,
  t: TFunction,
  sorters: CrudSort[],
  actions: RowAction[],
  timeZone?: string,
  relations?: RelationLabels,
): TableColumnsType<BaseRecord> {
  return useMemo(() => {
    const ctx = { t, resource: def.name, timeZone, relations };
    const columns: TableColumnsType<BaseRecord> = listFields(def).map(([key, field]) => ({
      key,
      dataIndex: key,
      title: key in SYSTEM_COLUMNS ? t(`table.${key}`) : t(`${def.name}.fields.${key}`),
      sorter: Boolean(field.sort),
      sortOrder: field.sort ? getDefaultSortOrder(key, sorters) ?? null : undefined,
      render: (value: unknown) => formatValue(key, field, value, ctx),
      ellipsis: field.kind === 'text' && (field.maxLength ?? 255) > 64,
    }));
    if (actions.length) {
      columns.push({
        key: 'actions',
        title: t('table.actions'),
        fixed: 'right',
        render: (_: unknown, record: BaseRecord) => <RowActions actions={actions} record={record} />,
      });
    }
    return columns;
  }, [def, t, sorters, actions, timeZone, relations]);
}
