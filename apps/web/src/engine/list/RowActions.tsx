import { memo } from 'react';
import { Button, Dropdown, Space } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import type { BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { ROW_ACTIONS_INLINE } from '@console/contracts';
import type { RowAction } from './use-row-actions';

/** At most three actions inline, the rest under More (spec 01 §2). */
export const RowActions = memo(function RowActions({ actions: all, record }: { actions: RowAction[]; record: BaseRecord }) {
  const { t } = useTranslation();
  const actions = all.filter((a) => !a.offeredOn || a.offeredOn(record));
  const overflow = actions.length > ROW_ACTIONS_INLINE;
  // With an overflow, two stay inline and the third slot becomes More.
  const inline = overflow ? actions.slice(0, ROW_ACTIONS_INLINE - 1) : actions;
  const more = overflow ? actions.slice(ROW_ACTIONS_INLINE - 1) : [];
  return (
    <Space size={0}>
      {inline.map((a) => (
        <Button key={a.key} type="link" size="small" danger={a.danger} onClick={() => a.run(record)} data-testid={`row-${a.key}`}>
          {a.label}
        </Button>
      ))}
      {more.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: more.map((a) => ({ key: a.key, label: a.label, danger: a.danger })),
            onClick: ({ key }) => more.find((a) => a.key === key)?.run(record),
          }}
        >
          <Button type="link" size="small" data-testid="row-more">
            {t('table.more')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
});
