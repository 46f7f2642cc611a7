import { boolean, date, datetime, enumOf, text, type CustomAction, type Label } from '@console/metadata';
import { CONTAINER_TYPE_OPTIONS, INBOUND_ORDER_STATUS_OPTIONS, INBOUND_STATUS } from './options';

/**
 * What the orders that bring stock in share (inbound orders and returns; their receipts and
 * inspections): the statuses and their moves, the actions that move them, the dates they keep,
 * and the reversal of a record of units handled. The API's receiving code (apps/api
 * modules/orders/receiving) works both the same way.
 */
const S = INBOUND_STATUS;

/**
 * 01 §4 statuses: Submit moves a draft to Awaiting; the record that completes every line moves it
 * to Received (reversing one moves it back); Complete closes it, in full or short; Cancel ends a
 * draft or an awaiting order nothing was handled on.
 */
export const RECEIVING_TRANSITIONS = {
  field: 'status',
  allowed: {
    [S.DRAFT]: [S.AWAITING, S.CANCELLED],
    [S.AWAITING]: [S.RECEIVED, S.COMPLETED, S.CANCELLED],
    [S.RECEIVED]: [S.AWAITING, S.COMPLETED],
  },
};

/** The order's fields set by its actions, never by a form. */
export const receivingOrderFields = () => ({
  status: enumOf({ en: 'Status', zh: '状态' }, INBOUND_ORDER_STATUS_OPTIONS, { required: true, default: S.DRAFT, creatable: false, form: false, list: true, filter: 'in' }),
  arrivedAt: datetime({ en: 'Arrived', zh: '到货时间' }, { form: false, list: true, sort: true }),
  submittedAt: datetime({ en: 'Submitted', zh: '提交时间' }, { form: false, list: true, sort: true }),
  completedAt: datetime({ en: 'Completed', zh: '完成时间' }, { form: false, list: true, sort: true }),
  cancelReason: text({ en: 'Cancel Reason', zh: '取消原因' }, { maxLength: 255, form: false }),
});

export const etaField = (required: boolean) =>
  date({ en: 'ETA', zh: '预计到货' }, { required, list: true, filter: 'between', sort: true, help: { en: 'Expected arrival at the warehouse', zh: '预计到达仓库的日期' } });

/** ISO 6346 container number: owner code, category U/J/Z, six digits and a check digit. */
export const containerNoField = () =>
  text({ en: 'Container No.', zh: '柜号' }, {
    maxLength: 11, list: true, filter: 'eq', rules: ['trim'],
    pattern: { regex: '^[A-Z]{3}[UJZ][0-9]{7}$', message: { en: '{field}: 4 capitals and 7 digits, e.g. MSCU1234565', zh: '{field}：4 个大写字母加 7 位数字，例如 MSCU1234565' } },
  });

/** What a delivery is known by before it arrives: the client's reference, the ETA and its container (02 §9 types, ISO 6346 number). */
export const arrivalFields = () => ({
  referenceNo: text({ en: 'Reference No.', zh: '参考号' }, { maxLength: 64, list: true, filter: 'contains', searchable: true, rules: ['trim'], help: { en: "The client's PO or shipment number", zh: '客户的采购单号或货件号' } }),
  expectedArrival: etaField(true),
  containerType: enumOf({ en: 'Container Type', zh: '柜型' }, CONTAINER_TYPE_OPTIONS, { maxLength: 12, list: true, filter: 'eq' }),
  containerNo: containerNoField(),
});

/**
 * Submit, Complete (asked first: `handled` names what can no longer happen) and Cancel with a
 * reason; `noun` is the order's name in the toasts ('Inbound order IB0000000001 submitted').
 */
export function receivingActions(noun: Label, handled: Label): CustomAction[] {
  const said = (en: string, zh: string): Label => ({ en: `${noun.en} {orderNo} ${en}`, zh: `${noun.zh} {orderNo} ${zh}` });
  return [
    { name: 'submit', label: { en: 'Submit', zh: '提交' }, action: 'edit', when: { field: 'status', in: [S.DRAFT] }, done: said('submitted', '已提交') },
    {
      name: 'complete', label: { en: 'Complete', zh: '完成' }, action: 'edit', when: { field: 'status', in: [S.AWAITING, S.RECEIVED] },
      confirm: { en: `Complete this ${noun.en.toLowerCase()}? Nothing more can be ${handled.en} on it.`, zh: `完成此${noun.zh}？之后不能再${handled.zh}。` },
      done: said('completed', '已完成'),
    },
    {
      name: 'cancel', label: { en: 'Cancel', zh: '取消' }, action: 'edit', bulk: false, when: { field: 'status', in: [S.DRAFT, S.AWAITING] },
      done: said('cancelled', '已取消'),
      input: { reason: text({ en: 'Cancel Reason', zh: '取消原因' }, { required: true, maxLength: 255, rules: ['trim'] }) },
    },
  ];
}

/** A record of units handled, once reversed: when and why. */
export const reversalFields = () => ({
  reversed: boolean({ en: 'Reversed', zh: '已冲销' }, { required: true, default: false, creatable: false, form: false, list: true, filter: 'eq' }),
  reversedAt: datetime({ en: 'Reversed At', zh: '冲销时间' }, { form: false, list: true }),
  reverseNote: text({ en: 'Reverse Reason', zh: '冲销原因' }, { maxLength: 255, form: false, list: true }),
});

/** Reverse on a record not reversed yet, with a reason; `confirm` says what leaves the stock. */
export const reverseAction = (confirm: Label, done: Label): CustomAction => ({
  name: 'reverse', label: { en: 'Reverse', zh: '冲销' }, action: 'edit', bulk: false, when: { field: 'reversed', in: [false] }, confirm, done,
  input: { note: text({ en: 'Reason', zh: '原因' }, { required: true, maxLength: 255, rules: ['trim'] }) },
});
