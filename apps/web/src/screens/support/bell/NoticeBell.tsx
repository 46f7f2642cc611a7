import { Suspense, useEffect, useState } from 'react';
import { Badge, Button, Flex, Popover, Spin, Tooltip } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { lazyScreen } from '../../../platform/lazy';
import { onAdminMessage, onRealtimeConnected } from '../../../platform/realtime/admin-messages';
import { BELL_KEY, BELL_TYPES, PAGE_KEY, UNSEEN_KEY, fetchUnseen, markSeen } from './bell-api';

// The list (tags, tooltips, paging) loads on first open: every page pays for the header.
const loadPanel = () => import('./NoticeBellPanel');
const NoticeBellPanel = lazyScreen(loadPanel);

const light = { color: 'rgba(255,255,255,0.85)' };

/**
 * The header's bell: the count of the user's desk notices not yet seen (assigned, about to
 * breach, replied to), fetched on load and again on every such push; its popup lists them.
 * "Seen" is the bell's own state, apart from markAsRead's (02 §7), which an auto-assign push
 * sets as it arrives.
 */
export function NoticeBell() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const { data: unseen = 0 } = useQuery({ queryKey: UNSEEN_KEY, queryFn: fetchUnseen });

  // A push means a new notice: the count, and the list when it is open, are read again; so does
  // each (re)subscription of the socket, since a push sent before it was never delivered.
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: BELL_KEY });
    const offs = [...BELL_TYPES.map((type) => onAdminMessage(type, refresh)), onRealtimeConnected(refresh)];
    return () => offs.forEach((off) => off());
  }, [client]);

  // Fetched once the shell is idle, so the first open does not wait for it.
  useEffect(() => {
    const handle = setTimeout(() => void loadPanel().catch(() => undefined), 1_500);
    return () => clearTimeout(handle);
  }, []);

  const markAll = () => void markSeen('all').then(({ unseen: left }) => {
    client.setQueryData(UNSEEN_KEY, left);
    void client.invalidateQueries({ queryKey: PAGE_KEY });
  }, () => undefined);
  const title = (
    <Flex justify="space-between" align="center" gap={16}>
      {t('notices.bell')}
      <Button type="link" size="small" disabled={!unseen} onClick={markAll} data-testid="notice-bell-mark-all">{t('notices.markAllRead')}</Button>
    </Flex>
  );

  const content = (
    <div style={{ width: 400 }} data-testid="notice-bell-popup">
      <Suspense fallback={<Spin size="small" style={{ display: 'block', margin: 16 }} />}>
        {open && <NoticeBellPanel onOpened={() => setOpen(false)} />}
      </Suspense>
    </div>
  );

  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" placement="bottomRight" title={title} content={content}>
      <span>
        {/* The name on hover; hidden while the popup (titled the same) is open. */}
        <Tooltip title={t('notices.bell')} placement="bottom" open={open ? false : undefined}>
          <Button type="text" aria-label={t('notices.bell')} style={light} data-testid="notice-bell" data-unseen={unseen}>
            <Badge count={unseen} size="small" offset={[4, -2]}>
              <BellOutlined style={{ ...light, fontSize: 16 }} />
            </Badge>
          </Button>
        </Tooltip>
      </span>
    </Popover>
  );
}
