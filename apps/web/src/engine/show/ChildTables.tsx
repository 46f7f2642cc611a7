import { useMemo } from 'react';
import { Button, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useList, type BaseRecord } from '@refinedev/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { childKey, type ChildCollection, type ResourceDef } from '@console/metadata';
import { findDef } from '../../platform/catalogue';
import { useAccess, useTimeZone } from '../../platform/use-session';
import { useColumns } from '../list/use-columns';
import { useRowActions } from '../list/use-row-actions';
import { useRelationLabels } from '../relations';
import { listFields } from '../list/use-columns';
import { amountsPinned, hiddenChildFields } from './child-columns';

interface Props {
  def: ResourceDef;
  record: BaseRecord;
  /** The collections to show: those under the details (the default), or one shown in its own tab. */
  only?: ChildCollection;
}

/**
 * The parent's child collections under its show page, one table each (those with `tab` in tabs
 * of their own, ResourceShow). Inline rows come with the
 * parent's read and are edited in its form; a listed collection is the child's own list filtered
 * by the foreign key (the child's view permission decides whether it shows), with Add (the
 * child's create form preset with this parent) and the child's own row actions.
 */
export function ChildTables({ def, record, only }: Props) {
  const shown = only ? [only] : (def.children ?? []).filter((child) => !child.tab);
  return (
    <>
      {shown.map((child) => {
        const childDef = findDef(child.resource);
        if (!childDef) return null;
        const parent = { def, record };
        return child.inline
          ? <ChildTable key={childKey(child)} child={child} childDef={childDef} parent={parent} rows={(record[childKey(child)] as BaseRecord[] | undefined) ?? []} />
          : <ListedChildren key={childKey(child)} child={child} childDef={childDef} parent={parent} />;
      })}
    </>
  );
}

function useTitle(child: ChildCollection, childDef: ResourceDef): string {
  const { i18n } = useTranslation();
  return (child.label ?? childDef.label)[i18n.language.startsWith('zh') ? 'zh' : 'en'];
}

interface Parent {
  def: ResourceDef;
  record: BaseRecord;
}

/**
 * Inline rows as the parent's read returned them; no row actions (the parent's form edits them).
 * Columns the page says once above (the key, what every row shares with the parent) are left out.
 */
function ChildTable({ child, childDef, parent, rows, extra, actions = [] }: {
  child: ChildCollection; childDef: ResourceDef; parent: Parent; rows: BaseRecord[]; extra?: React.ReactNode; actions?: ReturnType<typeof useRowActions>;
}) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const hidden = useMemo(() => hiddenChildFields(childDef, child.foreignKey, parent.def, parent.record, rows), [childDef, child.foreignKey, parent, rows]);
  const fields = useMemo(() => listFields(childDef).filter(([key]) => !hidden.has(key)), [childDef, hidden]);
  const relations = useRelationLabels(childDef, fields, rows);
  const listed = useColumns({ ...childDef, fields: Object.fromEntries(Object.entries(childDef.fields).filter(([k]) => !hidden.has(k))) }, t, [], actions, timeZone, relations);
  // A child table shows every row of its parent: nothing to sort on the server. Its amounts stay in view.
  const columns = useMemo(() => amountsPinned(listed.map((c) => ({ ...c, sorter: false, sortOrder: undefined })), childDef), [listed, childDef]);
  const key = childKey(child);
  return (
    <section data-testid={`children-${key}`} style={{ marginTop: 24 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>{useTitle(child, childDef)}</Typography.Title>
        {extra}
      </div>
      <Table size="small" rowKey="id" dataSource={rows} columns={columns} pagination={false} scroll={{ x: 'max-content' }} locale={{ emptyText: t('children.empty') }} />
    </section>
  );
}

function ListedChildren({ child, childDef, parent }: { child: ChildCollection; childDef: ResourceDef; parent: Parent }) {
  const parentId = parent.record.id!;
  const { t } = useTranslation();
  const allowed = useAccess();
  const navigate = useNavigate();
  const actions = useRowActions(childDef);
  const mayView = allowed(childDef.name, 'list');
  const { result } = useList<BaseRecord>({
    resource: childDef.name,
    filters: [{ field: child.foreignKey, operator: 'eq', value: parentId }],
    pagination: { pageSize: 100 },
    queryOptions: { enabled: mayView },
    meta: { suppressErrors: true },
  });
  if (!mayView) return null;
  // a partitioned child (a client's tickets) is created on its value's screen, which the parent does not name
  const add = allowed(childDef.name, 'create') && !childDef.partition ? (
    <Button icon={<PlusOutlined />} onClick={() => navigate(`/${childDef.name}/create?${child.foreignKey}=${parentId}`)} data-testid={`children-${childKey(child)}-add`}>
      {t('children.add')}
    </Button>
  ) : undefined;
  return <ChildTable child={child} childDef={childDef} parent={parent} rows={result?.data ?? []} extra={add} actions={actions} />;
}
