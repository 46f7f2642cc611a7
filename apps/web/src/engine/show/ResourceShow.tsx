import { useMemo } from 'react';
import { Descriptions } from 'antd';
import { useShow, type BaseRecord } from '@refinedev/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isReturned, type FieldDef } from '@console/metadata';
import type { ResourceScreenProps } from '../types';
import { useAccess, useTimeZone } from '../../app/use-session';
import { SYSTEM_COLUMNS, formatValue } from '../format-value';
import { ResourcePage } from '../page/ResourcePage';
import { EditButton, ListButton } from '../page/PageButtons';
import { useRelationLabels } from '../relations';

/** The generated detail page: every shown field with the list's renderers. */
export default function ResourceShow({ def }: ResourceScreenProps) {
  const { id } = useParams();
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const allowed = useAccess();
  const { query, result: record } = useShow<BaseRecord>({ resource: def.name, id });

  const shown = useMemo(() => Object.entries(def.fields).filter(([, f]) => f.show !== false && isReturned(f)), [def]);
  const records = useMemo(() => (record ? [record] : undefined), [record]);
  const relations = useRelationLabels(def, shown, records);

  const items = useMemo(() => {
    const ctx = { t, resource: def.name, timeZone, relations, record };
    const fields: Array<[string, FieldDef, string]> = [
      ['id', { kind: 'integer', label: def.label }, t('table.id')],
      ...shown.map(([key, f]): [string, FieldDef, string] => [key, f, t(`${def.name}.fields.${key}`)]),
      ['createTime', SYSTEM_COLUMNS.createTime, t('table.createTime')],
      ['updateTime', SYSTEM_COLUMNS.updateTime, t('table.updateTime')],
    ];
    return fields.map(([key, field, label]) => ({
      key,
      label,
      children: formatValue(key, field, record?.[key], ctx),
    }));
  }, [def, shown, t, timeZone, record, relations]);

  return (
    <ResourcePage
      def={def}
      action="show"
      loading={query.isLoading}
      extra={
        <>
          <ListButton resource={def.name} />
          {allowed(def.name, 'edit') && id && <EditButton resource={def.name} id={id} />}
        </>
      }
    >
      <Descriptions bordered column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 3 }} items={items} data-testid="show-descriptions" />
    </ResourcePage>
  );
}
