import type { TFunction } from 'i18next';
import {
  ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN,
  ADMIN_MSG_WORK_ORDER_REPLY,
  ADMIN_MSG_WORK_ORDER_SLA_AT_RISK,
} from '@console/contracts';
import type { BellNotice } from './bell-api';

/** What a notice says, in the UI language: who replied, which case, which clock. */
export function noticeTitle(notice: BellNotice, t: TFunction): string {
  if (notice.hidden) return t('notices.hidden');
  const caseNo = notice.caseNo ?? '';
  switch (notice.type) {
    case ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN: return t('notices.caseAssigned', { caseNo });
    case ADMIN_MSG_WORK_ORDER_SLA_AT_RISK: return t('notices.slaAtRisk', { caseNo, target: t(`notices.slaTargets.${notice.target ?? 'resolution'}`) });
    case ADMIN_MSG_WORK_ORDER_REPLY: return t('notices.replied', { caseNo, author: notice.authorName ?? '' });
    default: return caseNo;
  }
}

/** The short name of a notice's type (its tag), or the type itself when the console does not know it. */
export function noticeTypeLabel(type: string, t: TFunction): string {
  return t(`notices.types.${type}`, { defaultValue: type });
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400], ['month', 30 * 86_400], ['week', 7 * 86_400], ['day', 86_400], ['hour', 3_600], ['minute', 60],
];

/**
 * How long ago `iso` was, in the language's own words ("5 minutes ago", "5分钟前", "yesterday"):
 * the largest whole unit, "now" under a minute. A moment ahead of the browser's clock (a server
 * a little ahead) reads "now".
 */
export function relativeTime(iso: string, now: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language === 'zh' ? 'zh-CN' : 'en', { numeric: 'auto' });
  const ago = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  const unit = UNITS.find(([, size]) => ago >= size);
  return unit ? format.format(-Math.floor(ago / unit[1]), unit[0]) : format.format(0, 'second');
}
