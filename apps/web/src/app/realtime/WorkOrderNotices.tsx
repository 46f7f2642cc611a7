import { useEffect } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN, NOTIFICATION_SECONDS } from '@console/contracts';
import { onAdminMessage } from './admin-messages';

interface AutoAssignBody {
  ticketCaseId: number | string;
  caseNo: string;
  platformSource?: string;
}

/**
 * ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN (spec 01 §7): a support case was given to this user. Shown
 * as a 5-second notification; the support-ticket screens, when they exist, add the
 * mark-as-read call and the link to the case here.
 */
export function WorkOrderNotices() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  useEffect(
    () =>
      onAdminMessage<AutoAssignBody>(ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN, (body) => {
        if (!body?.caseNo) return;
        notification.info({
          key: `case-${body.ticketCaseId}`,
          message: t('notices.caseAssigned', { caseNo: body.caseNo }),
          description: body.platformSource ? t('notices.source', { source: body.platformSource }) : undefined,
          duration: NOTIFICATION_SECONDS,
          // Bottom right: the export popup opens under the header at the top right.
          placement: 'bottomRight',
        });
      }),
    [t, notification],
  );
  return null;
}
