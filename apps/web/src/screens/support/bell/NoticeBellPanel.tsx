import { useEffect, useState, type KeyboardEvent } from 'react';
import { Empty, Flex, Pagination, Tag, Tooltip, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TICKET_NOTICE_PAGE_SIZE, formatDateTime } from '@console/contracts';
import { findDef } from '../../../platform/catalogue';
import { useTimeZone } from '../../../platform/use-session';
import { screenPaths } from '../../../engine/paths';
import { PAGE_KEY, UNSEEN_KEY, listNotices, markSeen, type BellNotice } from './bell-api';
import { noticeTitle, noticeTypeLabel, relativeTime } from './notice-text';
import styles from './notice-bell.module.css';

/**
 * What the bell's popup shows: the user's notices, newest first, 20 a page; the unseen ones
 * tinted with a dot. A click opens the ticket's page (as a push's "Open the case" does) and
 * marks the notice seen ("Mark all as read" is in the popup's title, NoticeBell). A notice of
 * a ticket the user may no longer view says so and opens nothing.
 */
export default function NoticeBellPanel({ onOpened }: { onOpened: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const timeZone = useTimeZone();
  const [page, setPage] = useState(1);
  const { data, isFetching } = useQuery({ queryKey: [...PAGE_KEY, page], queryFn: () => listNotices(page, TICKET_NOTICE_PAGE_SIZE) });

  // The list's count is the newest: the badge follows it.
  useEffect(() => {
    if (data) client.setQueryData(UNSEEN_KEY, data.unseen);
  }, [client, data]);

  const settle = (answer: { unseen: number }) => {
    client.setQueryData(UNSEEN_KEY, answer.unseen);
    void client.invalidateQueries({ queryKey: PAGE_KEY });
  };
  const open = (notice: BellNotice) => {
    if (!notice.seen) void markSeen([notice.id]).then(settle, () => undefined);
    const def = findDef('ticket');
    if (notice.hidden || !def || notice.platformSource == null || notice.ticketCaseId == null) return;
    onOpened();
    navigate(screenPaths(def, notice.platformSource).show(notice.ticketCaseId));
  };
  const onKey = (notice: BellNotice) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    open(notice);
  };

  const records = data?.records ?? [];
  const now = Date.now();
  return (
    <>
      {records.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={isFetching ? t('app.loading') : t('notices.empty')} />
      ) : (
        <div style={{ maxHeight: 420, overflowY: 'auto' }}>
          {records.map((n) => (
            <div
              key={n.id}
              role="button"
              tabIndex={0}
              className={[styles.item, n.seen ? '' : styles.unseen, n.hidden ? styles.hidden : ''].join(' ')}
              onClick={() => open(n)}
              onKeyDown={onKey(n)}
              data-testid="notice-bell-item"
              data-notice-id={n.id}
              data-seen={n.seen ? '1' : '0'}
            >
              <span className={styles.dot} aria-label={n.seen ? undefined : t('notices.unseen')} />
              <div style={{ minWidth: 0, flex: 1 }}>
                <Typography.Text strong={!n.seen} style={{ display: 'block' }}>{noticeTitle(n, t)}</Typography.Text>
                <Flex gap={6} align="center" wrap style={{ marginTop: 2 }}>
                  <Tag style={{ marginInlineEnd: 0 }}>{noticeTypeLabel(n.type, t)}</Tag>
                  {n.platformSource && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t(`ticket.partitions.${n.platformSource}`, { defaultValue: n.platformSource })}
                    </Typography.Text>
                  )}
                  <Tooltip title={formatDateTime(n.createTime, timeZone)}>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="notice-bell-time">{relativeTime(n.createTime, now, i18n.language)}</Typography.Text>
                  </Tooltip>
                </Flex>
              </div>
            </div>
          ))}
        </div>
      )}
      {(data?.total ?? 0) > TICKET_NOTICE_PAGE_SIZE && (
        <Flex justify="center" style={{ paddingTop: 8 }}>
          <Pagination simple size="small" current={page} pageSize={TICKET_NOTICE_PAGE_SIZE} total={data!.total} onChange={setPage} />
        </Flex>
      )}
    </>
  );
}
