import { Suspense, useEffect, useMemo, useState } from 'react';
import { Badge, Button, Popover, Spin, Tooltip } from 'antd';
import { CloudDownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EXPORT_POPUP_CLOSE_MS, EXPORT_STATUS } from '@console/contracts';
import { lazyScreen } from '../../platform/lazy';
import { useLiveJobs } from '../../platform/exports/live-progress';
import { exportPopup, useExportPopupOpenedAt } from '../../platform/exports/popup-state';

// The panel (tags, progress bars, dates) loads on first open: every page pays for the header.
const loadPanel = () => import('./ExportPopupPanel');
const ExportPopupPanel = lazyScreen(loadPanel);

const light = { color: 'rgba(255,255,255,0.85)' };

/**
 * The header's export popup (spec 01 §2, §9): the 5 newest jobs of the signed-in user, closing
 * itself 5 s after it opened. The countdown waits while the pointer is over it, so a user who
 * is reaching for Download does not lose it under the cursor. The badge counts running jobs.
 */
export function ExportPopup() {
  const { t } = useTranslation();
  const openedAt = useExportPopupOpenedAt();
  const open = openedAt > 0;
  const [hovered, setHovered] = useState(false);
  const live = useLiveJobs();
  const running = useMemo(() => [...live.values()].filter((j) => j.status === EXPORT_STATUS.pending).length, [live]);

  // Fetched once the shell is idle, so the first export does not wait for it.
  useEffect(() => {
    const handle = setTimeout(() => void loadPanel().catch(() => undefined), 1_000);
    return () => clearTimeout(handle);
  }, []);

  useEffect(() => {
    if (!open || hovered) return;
    const timer = setTimeout(exportPopup.close, EXPORT_POPUP_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open, openedAt, hovered]);

  const content = (
    <div style={{ width: 420 }} data-testid="export-popup" onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      <Suspense fallback={<Spin size="small" style={{ display: 'block', margin: 16 }} />}>
        {open && <ExportPopupPanel />}
      </Suspense>
    </div>
  );

  return (
    <Popover
      open={open}
      onOpenChange={(next) => (next ? exportPopup.open() : exportPopup.close())}
      trigger="click"
      placement="bottomRight"
      title={t('exports.title')}
      content={content}
    >
      <span>
        {/* The name on hover; hidden while the popup (titled the same) is open. */}
        <Tooltip title={t('exports.title')} placement="bottom" open={open ? false : undefined}>
          <Button type="text" aria-label={t('exports.title')} style={light} data-testid="export-popup-button">
            <Badge count={running} size="small" offset={[4, -2]}>
              <CloudDownloadOutlined style={{ ...light, fontSize: 16 }} />
            </Badge>
          </Button>
        </Tooltip>
      </span>
    </Popover>
  );
}
