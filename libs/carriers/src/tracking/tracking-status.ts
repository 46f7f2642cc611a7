/**
 * 02 §4 Tracking status: label created 1, in transit 2, delivered 3, voided 4, exception 5, and
 * void pending, which the spec names without a code: 6 here, the next free one.
 */
export const TRACKING_STATUS = { LABEL_CREATED: 1, IN_TRANSIT: 2, DELIVERED: 3, VOIDED: 4, EXCEPTION: 5, VOID_PENDING: 6 } as const;
export type TrackingStatus = (typeof TRACKING_STATUS)[keyof typeof TRACKING_STATUS];

export const TRACKING_STATUS_LABEL: Record<TrackingStatus, { en: string; zh: string }> = {
  1: { en: 'label created', zh: '已创建面单' },
  2: { en: 'in transit', zh: '运输中' },
  3: { en: 'delivered', zh: '已签收' },
  4: { en: 'voided', zh: '已作废' },
  5: { en: 'exception', zh: '异常' },
  6: { en: 'void pending', zh: '作废处理中' },
};
