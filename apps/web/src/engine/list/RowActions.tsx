import { memo, type ReactNode } from 'react';
import { Button, Dropdown, Space, Tooltip } from 'antd';
import {
  CheckOutlined, CloseOutlined, DeleteOutlined, DollarOutlined, DownOutlined, EditOutlined, EllipsisOutlined, EyeOutlined, FileTextOutlined,
  KeyOutlined, LoginOutlined, MessageOutlined, PlayCircleOutlined, StarOutlined, StopOutlined, ThunderboltOutlined, UndoOutlined,
} from '@ant-design/icons';
import type { BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ActionIcon } from '@console/metadata';
import { ROW_ACTIONS_INLINE } from '@console/contracts';
import type { RowAction } from './use-row-actions';

/** The icon of each action a list row shows as one: View, Edit, Delete, then a custom action's `icon`. */
export const ACTION_ICONS: Record<ActionIcon | 'show' | 'edit' | 'delete' | 'action', ReactNode> = {
  show: <EyeOutlined />, edit: <EditOutlined />, delete: <DeleteOutlined />, action: <ThunderboltOutlined />,
  approve: <CheckOutlined />, reject: <CloseOutlined />, stop: <StopOutlined />, start: <PlayCircleOutlined />, key: <KeyOutlined />,
  login: <LoginOutlined />, undo: <UndoOutlined />, message: <MessageOutlined />, star: <StarOutlined />, file: <FileTextOutlined />, money: <DollarOutlined />,
};

/** Read by screen readers and by text searches, not seen: an icon button keeps its label. */
const UNSEEN: React.CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' };

function iconOf(action: RowAction): ReactNode {
  return ACTION_ICONS[(action.icon ?? (['show', 'edit', 'delete'].includes(action.key) ? action.key : 'action')) as keyof typeof ACTION_ICONS] ?? ACTION_ICONS.action;
}

/**
 * At most three actions inline, the rest under More (spec 01 §2). In a list (`icons`), the first
 * reads as its label and the others, More too, as icons with their label as tooltip, so the
 * pinned Actions column stays narrow at laptop width; a record's page shows labels.
 */
export const RowActions = memo(function RowActions({ actions: all, record, icons = false }: { actions: RowAction[]; record: BaseRecord; icons?: boolean }) {
  const { t } = useTranslation();
  const actions = all.filter((a) => !a.offeredOn || a.offeredOn(record));
  const overflow = actions.length > ROW_ACTIONS_INLINE;
  // With an overflow, two stay inline and the third slot becomes More.
  const inline = overflow ? actions.slice(0, ROW_ACTIONS_INLINE - 1) : actions;
  const more = overflow ? actions.slice(ROW_ACTIONS_INLINE - 1) : [];
  const moreLabel = t('table.more');
  return (
    <Space size={0}>
      {inline.map((a, i) => (icons && i > 0 ? (
        <Tooltip key={a.key} title={a.label}>
          <Button type="link" size="small" danger={a.danger} icon={iconOf(a)} aria-label={a.label} onClick={() => a.run(record)} data-testid={`row-${a.key}`}>
            <span style={UNSEEN}>{a.label}</span>
          </Button>
        </Tooltip>
      ) : (
        <Button key={a.key} type="link" size="small" danger={a.danger} onClick={() => a.run(record)} data-testid={`row-${a.key}`}>
          {a.label}
        </Button>
      )))}
      {more.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: more.map((a) => ({ key: a.key, label: a.label, danger: a.danger })),
            onClick: ({ key }) => more.find((a) => a.key === key)?.run(record),
          }}
        >
          {icons ? (
            <Tooltip title={moreLabel}>
              <Button type="link" size="small" icon={<EllipsisOutlined />} aria-label={moreLabel} data-testid="row-more">
                <span style={UNSEEN}>{moreLabel}</span>
              </Button>
            </Tooltip>
          ) : (
            <Button type="link" size="small" data-testid="row-more">
              {moreLabel} <DownOutlined />
            </Button>
          )}
        </Dropdown>
      )}
    </Space>
  );
});
