import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { noticeTitle, relativeTime } from './notice-text';
import type { BellNotice } from './bell-api';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('reads the largest whole unit, in English and Chinese', () => {
    expect(relativeTime(ago(10), NOW, 'en')).toBe('now');
    expect(relativeTime(ago(5 * 60 + 30), NOW, 'en')).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3600), NOW, 'en')).toBe('3 hours ago');
    expect(relativeTime(ago(86_400), NOW, 'en')).toBe('yesterday');
    expect(relativeTime(ago(20 * 86_400), NOW, 'en')).toBe('2 weeks ago');
    expect(relativeTime(ago(5 * 60), NOW, 'zh')).toBe('5分钟前');
    expect(relativeTime(ago(10), NOW, 'zh')).toBe('现在');
  });

  it('reads a moment ahead of the clock as now', () => {
    expect(relativeTime(ago(-30), NOW, 'en')).toBe('now');
  });
});

describe('noticeTitle', () => {
  // the key and its values, to see what is asked for
  const t = ((key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ''}`) as unknown as TFunction;
  const notice = (over: Partial<BellNotice>): BellNotice => ({ id: 1, type: 'ADMIN_MSG_WORK_ORDER_REPLY', ticketCaseId: 7, caseNo: 'T2611280001', platformSource: 'WMS', seen: false, createTime: ago(0), ...over });

  it('names who replied, the case and the clock; a hidden one says nothing of its case', () => {
    expect(noticeTitle(notice({ authorName: 'dee' }), t)).toBe('notices.replied{"caseNo":"T2611280001","author":"dee"}');
    expect(noticeTitle(notice({ type: 'ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN' }), t)).toBe('notices.caseAssigned{"caseNo":"T2611280001"}');
    expect(noticeTitle(notice({ type: 'ADMIN_MSG_WORK_ORDER_SLA_AT_RISK', target: 'firstResponse' }), t)).toBe('notices.slaAtRisk{"caseNo":"T2611280001","target":"notices.slaTargets.firstResponse"}');
    expect(noticeTitle(notice({ hidden: true, caseNo: null, ticketCaseId: null }), t)).toBe('notices.hidden');
  });
});
