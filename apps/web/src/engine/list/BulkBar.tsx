import { Suspense, useState } from 'react';
import { App, Button, Space, Typography } from 'antd';
import { DeleteOutlined, ExportOutlined } from '@ant-design/icons';
import { useInvalidate, type BaseRecord, type CrudFilter, type CrudSort } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { BulkItem, BulkResult } from '@console/contracts';
import { isListAction, type ResourceDef } from '@console/metadata';
import { useAccess } from '../../platform/use-session';
import { confirmTexts } from '../../platform/confirm';
import { toastSuccess } from '../../platform/toast';
import { languageOf } from '../../platform/envelope';
import { toListQuery } from '../../platform/list-query';
import { startExport } from '../../platform/exports/export-api';
import { showStartedExport } from '../../platform/exports/show-started';
import { bulkAction, bulkDelete } from './power-list-api';
import { useAddon } from '../addon-slots';

interface Props {
  def: ResourceDef;
  selected: BaseRecord[];
  /** The columns an export of the selection writes: the list's, less those the user hid. */
  columns: string[];
  sorters: CrudSort[];
  filters: CrudFilter[];
  onClear: () => void;
}

/**
 * Above a list with rows ticked: how many, and what can be done to all of them at once —
 * Delete, each custom action the definition declares, its bulk addon (`bulkAddon`), Export selection — each only when the
 * user may do it. Every record is checked on the server on its own; the answer says how many
 * were done and lists the refused ones with the reason.
 */
export function BulkBar({ def, selected, columns, sorters, filters, onClear }: Props) {
  const { t, i18n } = useTranslation();
  const allowed = useAccess();
  const { modal } = App.useApp();
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState<string | null>(null);
  const BulkAddon = useAddon('bulk', def.bulkAddon);
  if (!selected.length) return null;
  const count = selected.length;
  const items: BulkItem[] = selected.map((r) => ({ id: Number(r.id), version: Number(r.version) }));

  const report = (label: string, result: BulkResult) => {
    if (!result.refused.length) {
      toastSuccess(t('powerList.bulkAllDone', { action: label, done: result.done.length }));
      return;
    }
    const zh = languageOf(i18n.language) === 'zh';
    modal.warning({
      title: t('powerList.bulkDone', { action: label, done: result.done.length, refused: result.refused.length }),
      content: (
        <ul style={{ paddingLeft: 18, margin: 0 }} data-testid="bulk-refusals">
          {result.refused.map((r) => <li key={r.id}>{t('powerList.refusedRecord', { id: r.id, message: zh ? r.zhMessage : r.message })}</li>)}
        </ul>
      ),
    });
  };

  const run = (key: string, label: string, question: string, call: () => Promise<BulkResult>, danger = false) =>
    modal.confirm({
      ...confirmTexts(t, label, t('powerList.selected', { count }), question),
      okButtonProps: { danger, 'data-testid': `confirm-bulk-${key}` },
      onOk: async () => {
        setBusy(key);
        try {
          report(label, await call());
          onClear();
        } catch {
          // the data layer has shown why the whole call was refused
        } finally {
          setBusy(null);
          await invalidate({ resource: def.name, invalidates: ['list'] });
        }
      },
    });

  const exportSelection = async () => {
    setBusy('export');
    try {
      const ids = items.map((i) => i.id);
      const job = await startExport(def.name, toListQuery({ mode: 'off' }, sorters, filters), columns, languageOf(i18n.language), ids);
      showStartedExport(job);
    } catch {
      // shown by the data layer
    } finally {
      setBusy(null);
    }
  };

  const deleteLabel = t('powerList.deleteSelected');
  return (
    <Space wrap style={{ marginBottom: 12, padding: '8px 12px', background: 'rgba(22, 119, 255, 0.06)', borderRadius: 6, width: '100%' }} data-testid="bulk-bar">
      <Typography.Text strong data-testid="bulk-count">{t('powerList.selected', { count })}</Typography.Text>
      {def.actions.includes('delete') && allowed(def.name, 'delete') && (
        <Button danger size="small" icon={<DeleteOutlined />} loading={busy === 'delete'} data-testid="bulk-delete"
          onClick={() => run('delete', deleteLabel, t('powerList.bulkDeleteConfirm', { count }), () => bulkDelete(def.name, items), true)}>
          {deleteLabel}
        </Button>
      )}
      {(def.customActions ?? []).filter((a) => a.bulk !== false && !a.input && !isListAction(a) && allowed(def.name, a.name)).map((action) => {
        const label = t(`${def.name}.actions.${action.name}`);
        const question = action.confirm ? t(`${def.name}.confirms.${action.name}`) : label;
        return (
          <Button key={action.name} size="small" loading={busy === action.name} data-testid={`bulk-${action.name}`}
            onClick={() => run(action.name, label, question, () => bulkAction(def.name, action.name, items))}>
            {label}
          </Button>
        );
      })}
      {BulkAddon && <Suspense fallback={null}><BulkAddon def={def} selected={selected} /></Suspense>}
      {def.actions.includes('export') && allowed(def.name, 'export') && (
        <Button size="small" icon={<ExportOutlined />} loading={busy === 'export'} onClick={exportSelection} data-testid="bulk-export">
          {t('powerList.exportSelected')}
        </Button>
      )}
      <Button size="small" type="link" onClick={onClear} data-testid="bulk-clear">{t('powerList.clear')}</Button>
    </Space>
  );
}
