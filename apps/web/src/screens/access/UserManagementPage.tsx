import { useCallback, useMemo, useState } from 'react';
import { Button, Table, Tag, type TableColumnsType } from 'antd';
import { useTable } from '@refinedev/antd';
import type { BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, formatText } from '@console/contracts';
import { adminUser } from '@console/resources';
import type { PageDef } from '@console/metadata';
import { useAccess, useTimeZone } from '../../platform/use-session';
import { ResourcePage } from '../../engine/page/ResourcePage';
import { FilterBar } from '../../engine/list/FilterBar';
import { isShownAs } from '../../engine/format-value';
import { UserRolesDrawer } from './UserRolesDrawer';

/**
 * /user-management (spec 01 §2): the admin users with the roles they hold; a row opens the
 * user's roles to tick and the permissions they add up to. The list is the admin-user
 * resource's own (its filters, paging and server rules); only the role drawer is new.
 */
export default function UserManagementPage({ page }: { page: PageDef }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const allowed = useAccess();
  const canAssign = allowed(page.name, 'special');
  const [openUser, setOpenUser] = useState<number | null>(null);
  const { tableProps, filters, setFilters, tableQuery } = useTable<BaseRecord>({
    resource: adminUser.name,
    syncWithLocation: true,
    pagination: { pageSize: DEFAULT_PAGE_SIZE, mode: 'server' },
    sorters: { mode: 'server', initial: [{ field: 'userName', order: 'asc' }] },
    filters: { mode: 'server', defaultBehavior: 'replace' },
  });
  const close = useCallback(() => setOpenUser(null), []);
  const refetch = tableQuery.refetch;

  const columns = useMemo<TableColumnsType<BaseRecord>>(() => {
    const field = (key: string) => t(`${adminUser.name}.fields.${key}`);
    return [
      { key: 'userName', dataIndex: 'userName', title: field('userName') },
      { key: 'name', title: t('userManagement.name'), render: (_, r) => formatText([r.firstName, r.lastName].filter(Boolean).join(' ')) },
      { key: 'email', dataIndex: 'email', title: field('email'), render: (v) => formatText(v) },
      {
        key: 'roles',
        dataIndex: 'roles',
        title: field('roles'),
        render: (v: string | null, r) => {
          // The super-administrator holds no roles and needs none (`shownAs` of the field).
          if (isShownAs(adminUser.fields.roles, r)) return <Tag color="gold">{t(`${adminUser.name}.shownAs.roles`)}</Tag>;
          return v ? v.split(',').map((name) => <Tag key={name}>{name.trim()}</Tag>) : formatText(v);
        },
      },
      {
        key: 'status',
        dataIndex: 'status',
        title: field('status'),
        render: (v: string) => <Tag color={v === 'ACTIVE' ? 'green' : 'default'}>{t(`${adminUser.name}.options.status.${v}`)}</Tag>,
      },
      {
        key: 'actions',
        title: t('table.actions'),
        render: (_, r) => (
          <Button type="link" size="small" onClick={() => setOpenUser(Number(r.id))} data-testid="row-roles">
            {canAssign ? t('userManagement.assign') : t('userManagement.view')}
          </Button>
        ),
      },
    ];
  }, [t, canAssign]);

  const pagination = useMemo(
    () => tableProps.pagination && { ...tableProps.pagination, showSizeChanger: true, showTotal: (total: number) => t('table.total', { total }) },
    [tableProps.pagination, t],
  );

  return (
    <ResourcePage def={page} action="list">
      <FilterBar def={adminUser} filters={filters} timeZone={timeZone} onApply={(next) => setFilters(next, 'replace')} />
      <Table<BaseRecord> {...tableProps} pagination={pagination} rowKey="id" columns={columns} scroll={{ x: 'max-content' }} />
      <UserRolesDrawer userId={openUser} canAssign={canAssign} onClose={close} onSaved={() => void refetch()} />
    </ResourcePage>
  );
}
