import { useMemo } from 'react';
import { Select, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSION_LEVEL, SUB_ROLES, actionsAtLevel, type ModuleKey, type PermissionLevel, type RoleGrants } from '@console/contracts';
import type { WidgetProps } from './types';

interface Row {
  key: string;
  module: ModuleKey;
  sub: string;
  first: boolean;
  span: number;
}

const ROWS: Row[] = (Object.keys(SUB_ROLES) as ModuleKey[]).flatMap((module) =>
  SUB_ROLES[module].map((sub, i) => ({ key: `${module}.${sub}`, module, sub, first: i === 0, span: SUB_ROLES[module].length })),
);

/**
 * A role's grants (module -> sub-role -> level) as a table of the permission catalogue with a
 * level per sub-role: none, view (1), update (2), delete (3), all (4), and the actions it allows.
 * Read-only (the role's show page): the level is text instead of a choice.
 */
export default function PermissionTree({ id, value, onChange, readOnly }: WidgetProps) {
  const { t } = useTranslation();
  const grants = (value && typeof value === 'object' ? value : {}) as RoleGrants;

  const columns = useMemo<TableColumnsType<Row>>(() => {
    const levels = [0, ...Object.values(PERMISSION_LEVEL)].map((level) => ({ value: level, label: t(`permissions.levels.${level}`) }));
    const setLevel = (row: Row, level: number) => {
      const moduleGrants = { ...(grants[row.module] ?? {}) };
      if (level) moduleGrants[row.sub] = level as never;
      else delete moduleGrants[row.sub];
      const next: RoleGrants = { ...grants, [row.module]: moduleGrants };
      if (Object.keys(moduleGrants).length === 0) delete next[row.module];
      onChange?.(next);
    };
    return [
      {
        key: 'module',
        title: t('permissions.module'),
        width: 180,
        render: (_, row) => t(`permissions.modules.${row.module}`),
        // Top-aligned: a module spans up to 22 rows, more than the scrolled view shows.
        onCell: (row) => ({ rowSpan: row.first ? row.span : 0, style: { verticalAlign: 'top', fontWeight: 500 } }),
      },
      { key: 'sub', title: t('permissions.sub'), render: (_, row) => t(`permissions.subs.${row.sub}`) },
      {
        key: 'level',
        title: t('permissions.level'),
        width: 200,
        render: (_, row) =>
          readOnly ? (
            <span data-testid={`grant-${row.key}`}>{t(`permissions.levels.${grants[row.module]?.[row.sub] ?? 0}`)}</span>
          ) : (
          <Select
            size="small"
            style={{ width: 160 }}
            value={grants[row.module]?.[row.sub] ?? 0}
            options={levels}
            onChange={(level) => setLevel(row, level)}
            data-testid={`grant-${row.key}`}
          />
          ),
      },
      {
        key: 'allows',
        title: t('permissions.allows'),
        // What the chosen level lets a holder do, so a level is not a bare number.
        render: (_, row) => {
          const level = grants[row.module]?.[row.sub];
          return level ? actionsAtLevel(level as PermissionLevel).map((a) => <Tag key={a}>{t(`permissions.actions.${a}`)}</Tag>) : null;
        },
      },
    ];
  }, [t, grants, onChange, readOnly]);

  return <Table<Row> id={id} size="small" bordered pagination={false} rowKey="key" columns={columns} dataSource={ROWS} scroll={{ y: 420 }} />;
}
