import { useMemo } from 'react';
import { Breadcrumb, Flex, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, EXPORT_HISTORY_DAYS, formatDateTime, formatText } from '@console/contracts';
import { useTimeZone } from '../../platform/use-session';
import type { ExportJob } from '../../platform/exports/export-api';
import { ExportActions } from './ExportActions';
import { ExportStatus } from './ExportStatus';
import { useExportJobs } from './use-export-jobs';
import styles from '../../engine/page/resource-page.module.css';
import { CUT_TEXT } from '../../engine/list/column-layout';

const MAX_PAGE_SIZE = 100; // the message list's own cap

/**
 * /export-list (spec 01 §2): every export job of the signed-in user of the last 30 days,
 * newest first, with download and delete. The page lives in the URL like the generated lists.
 */
export default function ExportListPage() {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('curPageNo')) || 1);
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Number(params.get('pageSize')) || DEFAULT_PAGE_SIZE));
  const { jobs, total, loading } = useExportJobs(page, pageSize);

  const columns = useMemo<TableColumnsType<ExportJob>>(
    () => [
      {
        key: 'fileName',
        dataIndex: 'fileName',
        title: t('exports.fileName'),
        width: 320,
        ellipsis: { showTitle: false },
        render: (v: string) => <Tooltip title={v} placement="topLeft"><span style={CUT_TEXT}>{v}</span></Tooltip>,
      },
      { key: 'type', dataIndex: 'type', title: t('exports.type'), width: 100, render: (v: number) => t(`exports.types.${v}`, { defaultValue: formatText(v) }) },
      { key: 'status', title: t('exports.statusLabel'), width: 200, render: (_: unknown, job) => <ExportStatus job={job} /> },
      { key: 'rowCount', dataIndex: 'rowCount', title: t('exports.rowCount'), width: 100, align: 'right', render: (v: unknown) => formatText(v) },
      { key: 'createTime', dataIndex: 'createTime', title: t('table.createTime'), width: 180, render: (v: unknown) => formatDateTime(v, timeZone) },
      { key: 'actions', title: t('table.actions'), width: 200, fixed: 'right', render: (_: unknown, job) => <ExportActions job={job} /> },
    ],
    [t, timeZone],
  );

  return (
    <div data-testid="export-list">
      {/* Reached from the avatar menu (My Exports), not the side menu: the crumb names that entry. */}
      <Breadcrumb items={[{ title: t('exports.myExports') }]} className={styles.breadcrumb} />
      <Flex justify="space-between" align="baseline" wrap gap={12} className={styles.header}>
        <Typography.Title level={4} style={{ margin: 0 }}>{t('exports.myExports')}</Typography.Title>
        <Typography.Text type="secondary">{t('exports.history', { days: EXPORT_HISTORY_DAYS })}</Typography.Text>
      </Flex>
      <div className={styles.panel}>
        <Table<ExportJob>
          rowKey="userMessageId"
          loading={loading}
          dataSource={jobs}
          columns={columns}
          scroll={{ x: 1100 }}
          pagination={{
            current: page,
            pageSize,
            total,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            showTotal: (n: number) => t('table.total', { total: n }),
            onChange: (curPageNo, size) => setParams({ curPageNo: String(curPageNo), pageSize: String(size) }),
          }}
        />
      </div>
    </div>
  );
}
