import { clientRow } from './clients';
import { day } from './demo-common';

/** What Message Management shows on a fresh installation: reset passwords sent and exports announced. */
function message(i: number): Record<string, unknown> {
  const mail = i % 3 !== 2;
  const client = clientRow(i * 7);
  return mail
    ? {
      channel: 'EMAIL', messageType: 'CLIENT_PASSWORD_RESET', recipient: client.contactEmail, subject: 'Your new password / 您的新密码',
      body: `Hello ${String(client.contactName)},\n\nYour password has been reset by EzeeShip support. Your new password is: ********`,
      status: i % 11 === 4 ? 'FAILED' : 'SENT', error: i % 11 === 4 ? 'Connection timeout' : null, relatedResource: 'client',
      sentBy: 'admin', sentTime: i % 11 === 4 ? null : day(i), createTime: day(i), updateTime: day(i),
    }
    : {
      channel: 'PUSH', messageType: 'ADMIN_MSG_EXCEL_EXPORT', recipient: i % 2 ? 'admin' : 'finance', subject: `Export ready / 导出完成: ${['Clients', 'Addresses', 'Leads'][i % 3]}.xlsx`,
      body: 'The export finished', status: 'SENT', sentTime: day(i), createTime: day(i), updateTime: day(i),
    };
}

export const DEMO_MESSAGING_ROWS: Record<string, Array<Record<string, unknown>>> = {
  'message-management': Array.from({ length: 24 }, (_, i) => message(i)),
};
