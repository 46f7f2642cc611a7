import type { EnumOption } from '@console/metadata';

/** 02 §9 Finance codes, as the finance screens label them. */
export const CHANGE_TYPE_OPTIONS: EnumOption[] = [
  { value: 1, label: { en: 'Creating labels', zh: '创建面单' } },
  { value: 2, label: { en: 'Bills deduction', zh: '账单扣款' } },
  { value: 3, label: { en: 'Tracking hold', zh: '追踪预扣' } },
  { value: 4, label: { en: 'Tracking for voided label', zh: '作废面单追踪' } },
  { value: 5, label: { en: 'Voiding labels', zh: '作废面单' } },
  { value: 6, label: { en: 'Add funds', zh: '充值' } },
  { value: 7, label: { en: 'Frozen balance', zh: '冻结余额' } },
  { value: 8, label: { en: 'Other', zh: '其他' } },
];

export const FLOW_TYPE_OPTIONS: EnumOption[] = [
  { value: 1, label: { en: 'Add funds', zh: '充值' } },
  { value: 2, label: { en: 'Billed', zh: '扣费' } },
];

export const DEDUCTION_TYPE_OPTIONS: EnumOption[] = [
  { value: 1, label: { en: 'Instant', zh: '即时扣款' } },
  { value: 2, label: { en: 'Holding', zh: '预扣' } },
];

export const FUNDING_STATUS_OPTIONS: EnumOption[] = [
  { value: 1, label: { en: 'Approved', zh: '已通过' } },
  { value: 2, label: { en: 'Pending', zh: '待审核' } },
  { value: 3, label: { en: 'Denied', zh: '已拒绝' } },
];

export const FUNDING_TYPE_OPTIONS: EnumOption[] = [
  { value: 0, label: { en: 'Funding', zh: '充值' } },
  { value: 1, label: { en: 'PayPal', zh: 'PayPal' } },
  { value: 3, label: { en: 'Bank transfer', zh: '银行转账' } },
];

/** What an entry came from (its source document). */
export const SOURCE_TYPE_OPTIONS: EnumOption[] = [
  { value: 'manual', label: { en: 'Manual', zh: '手工' } },
  { value: 'funding', label: { en: 'Funding', zh: '充值' } },
  { value: 'label', label: { en: 'Label', zh: '面单' } },
  { value: 'bill', label: { en: 'Bill', zh: '账单' } },
  { value: 'order', label: { en: 'Order', zh: '订单' } },
  // a day's storage or a daily or monthly fee, charged by billing automation's jobs
  { value: 'billing', label: { en: 'Billing Automation', zh: '自动计费' } },
];

/** 02 §9 Bill type: what an invoice line is (libs/ledger `billTypeOf` decides it from the entry). */
export const BILL_TYPE_OPTIONS: EnumOption[] = [
  { value: 1, label: { en: 'Adjust', zh: '调整' } },
  { value: 2, label: { en: 'Void', zh: '作废' } },
  { value: 3, label: { en: 'Bill', zh: '账单' } },
  { value: 4, label: { en: 'Refund', zh: '退款' } },
];

/**
 * An invoice's status (the spec names none): a Draft lists the month so far and is rebuilt on
 * each Generate; Issue freezes it — an issued invoice never changes.
 */
export const INVOICE_STATUS_OPTIONS: EnumOption[] = [
  { value: 1, label: { en: 'Draft', zh: '草稿' } },
  { value: 2, label: { en: 'Issued', zh: '已开具' } },
];

/** How money moves to or from the platform: the funding types' codes less plain funding (02 §9: PayPal 1, bank transfer 3). */
export const PAYMENT_METHOD_OPTIONS: EnumOption[] = FUNDING_TYPE_OPTIONS.filter((o) => o.value !== 0);

/** A payment received: Unmatched until it is tied to the client's funding it paid (the spec names none). */
export const PAYMENT_STATUS_OPTIONS: EnumOption[] = [
  { value: 1, label: { en: 'Unmatched', zh: '未匹配' } },
  { value: 2, label: { en: 'Matched', zh: '已匹配' } },
];
