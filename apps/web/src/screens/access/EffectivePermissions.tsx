import { useMemo } from 'react';
import { Empty, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { SUB_ROLES, actionsAtLevel, levelOf, type ModuleKey, type PermissionLevel, type PermissionMap } from '@console/contracts';

interface Row {
  key: string;
  module: ModuleKey;
  sub: string;
  level: PermissionLevel;
}

/**
 * What a user may do, read from the permission map the server computed (the union of their
 * roles, highest level wins): each permitted sub-role with its level and the actions it allows.
 */
export function EffectivePermissions({ map, productCode }: { map: PermissionMap; productCode?: string }) {
  const { t } = useTranslation();
  const rows = useMemo<Row[]>(
    () =>
      (Object.keys(SUB_ROLES) as ModuleKey[]).flatMap((module) =>
        SUB_ROLES[module]
          .map((sub) => ({ key: `${module}.${sub}`, module, sub, level: levelOf(map, { module, sub }, productCode) as PermissionLevel }))
          .filter((row) => row.level > 0),
      ),
    [map, productCode],
  );
  const columns = useMemo<TableColumnsType<Row>>(
    () => [
      { key: 'module', title: t('permissions.module'), render: (_, row) => t(`permissions.modules.${row.module}`) },
      { key: 'sub', title: t('permissions.sub'), render: (_, row) => t(`permissions.subs.${row.sub}`) },
      { key: 'level', title: t('permissions.level'), render: (_, row) => t(`permissions.levels.${row.level}`) },
      {
        key: 'actions',
        title: t('permissions.allows'),
        render: (_, row) => actionsAtLevel(row.level).map((a) => <Tag key={a}>{t(`permissions.actions.${a}`)}</Tag>),
      },
    ],
    [t],
  );
  if (rows.length === 0) return <Empty description={t('userManagement.noPermissions')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return <Table<Row> size="small" rowKey="key" pagination={false} columns={columns} dataSource={rows} data-testid="effective-permissions" />;
}
