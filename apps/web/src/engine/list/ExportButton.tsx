import { useState } from 'react';
import { Button } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import type { CrudFilter, CrudSort } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '@console/metadata';
import { languageOf } from '../../platform/envelope';
import { toListQuery } from '../../platform/list-query';
import { startExport } from '../../platform/exports/export-api';
import { showStartedExport } from '../../platform/exports/show-started';
import { listFields } from './use-columns';

interface Props {
  def: ResourceDef;
  sorters: CrudSort[];
  filters: CrudFilter[];
  /** The columns to export: the list's, less those the user hid; default the declared list columns. */
  columns?: string[];
}

/**
 * Export of a generated list: the rows of its current filters and sort (every page), the
 * list's columns less those the user hid, labels in the user's language. The job runs in the background;
 * the header popup opens on it and the socket reports progress and the outcome.
 */
export function ExportButton({ def, sorters, filters, columns: shown }: Props) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const columns = shown?.length ? shown : listFields(def).map(([key]) => key);
      const job = await startExport(def.name, toListQuery({ mode: 'off' }, sorters, filters), columns, languageOf(i18n.language));
      showStartedExport(job);
    } catch {
      // The data layer has shown the reason (e.g. over the row cap).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<ExportOutlined />} loading={busy} onClick={onClick} data-testid="export-button">
      {t('buttons.export')}
    </Button>
  );
}
