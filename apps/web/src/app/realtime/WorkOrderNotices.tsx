import { useEffect } from 'react';
import { App, Button } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN, ADMIN_MSG_WORK_ORDER_SLA_AT_RISK, NOTIFICATION_SECONDS } from '@console/contracts';
import { findDef } from '../../platform/catalogue';
import { request } from '../../platform/http';
import { productCode, screenPaths } from '../../engine/paths';
import { onAdminMessage } from '../../platform/realtime/admin-messages';

interface TicketNoticeBody {
  ticketCaseId: number | string;
  caseNo: string;
  platformSource?: string;
  /** ADMIN_MSG_WORK_ORDER_SLA_AT_RISK: which clock is about to run out. */
  target?: 'firstResponse' | 'resolution';
}

/**
 * 02 §7 `POST /api/{product}-workorder/admin/user/message/markAsRead?ticketCaseIds=...` with the
 * payload `ticketCaseIds`: the push about these cases has been read.
 */
export function markTicketNoticesRead(ticketCaseIds: Array<number | string>): Promise<unknown> {
  const ids = ticketCaseIds.join(',');
  return request({
    method: 'POST', url: `/${productCode().toLowerCase()}-workorder/admin/user/message/markAsRead`,
    params: { ticketCaseIds: ids }, data: { ticketCaseIds: ticketCaseIds.map(Number) }, suppressErrors: true,
  });
}

/**
 * The support desk's pushes (spec 01 §7): ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN (a case was given to
 * this user) and ADMIN_MSG_WORK_ORDER_SLA_AT_RISK (one of this user's cases is about to breach a
 * service-level target). Each is a notification whose button opens the case on its source's
 * detail page; an auto-assign push is marked read as it arrives (markAsRead, above; 02 §7).
 */
export function WorkOrderNotices() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  useEffect(() => {
    const show = (body: TicketNoticeBody, message: string) => {
      if (!body?.caseNo || body.ticketCaseId == null) return;
      const key = `case-${body.ticketCaseId}`;
      const def = findDef('ticket');
      const open = () => {
        notification.destroy(key);
        if (def && body.platformSource) navigate(screenPaths(def, body.platformSource).show(body.ticketCaseId));
      };
      notification.info({
        key,
        message,
        description: body.platformSource ? t('notices.source', { source: t(`ticket.partitions.${body.platformSource}`, { defaultValue: body.platformSource }) }) : undefined,
        actions: <Button type="primary" size="small" data-testid={`open-case-${body.ticketCaseId}`} onClick={open}>{t('notices.openCase')}</Button>,
        duration: NOTIFICATION_SECONDS,
        // Bottom right: the export popup opens under the header at the top right.
        placement: 'bottomRight',
      });
    };
    const offAssign = onAdminMessage<TicketNoticeBody>(ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN, (body) => {
      show(body, t('notices.caseAssigned', { caseNo: body?.caseNo }));
      // 02 §7: markAsRead is "sent when a ticket auto-assign push arrives"; a failure must not
      // keep the notice from showing
      if (body?.ticketCaseId != null) void markTicketNoticesRead([body.ticketCaseId]).catch(() => undefined);
    });
    const offRisk = onAdminMessage<TicketNoticeBody>(ADMIN_MSG_WORK_ORDER_SLA_AT_RISK, (body) =>
      show(body, t('notices.slaAtRisk', { caseNo: body?.caseNo, target: t(`notices.slaTargets.${body?.target ?? 'resolution'}`) })));
    return () => {
      offAssign();
      offRisk();
    };
  }, [t, notification, navigate]);
  return null;
}
