import { defineResource, enumOf, money, relation, text } from '@console/metadata';
import { ACTIVE_STATUS } from '../pricing/options';
import { bankDetailFields } from './bank-details';
import { PAYMENT_METHOD_OPTIONS } from './options';

/**
 * Fulfillment > Finance > Payout Setting (02 §2 `client-funding/payout-setting`): where the
 * platform pays a client's money back (a refund of unused balance, a payout of claims). A client
 * may keep several, a bank account and a PayPal account. The spec shows no fields; these are
 * what a payout needs: a bank account (its number sealed by the `payout-setting` hooks, the last
 * four digits shown) or a PayPal account, and the balance a payout must leave on the account.
 * Sales see their own clients'.
 */
export const payoutSetting = defineResource({
  name: 'payout-setting',
  route: 'client-funding/payout-setting',
  table: 'payout_setting',
  label: { en: 'Payout Setting', zh: '提现设置' },
  singular: { en: 'Payout Setting', zh: '提现设置' },
  menu: { group: 'fulfillment', order: 40.3, section: 'fundingBalance' },
  permission: { module: 'fulfillment', sub: 'client-funding' },
  actions: ['create', 'edit', 'delete', 'export'],
  hooks: 'payout-setting',
  titleField: 'accountName',
  dataScope: { through: 'clientId' },
  // the first screen at 1280 px shows accountName, clientId, method, accountNumberMask, status; the rest are offered in the column chooser
  listHidden: ['accountHolder', 'paypalEmail', 'minimumBalance', 'updateTime'],
  fields: {
    accountName: text({ en: 'Account Name', zh: '账户名称' }, { required: true, maxLength: 64, rules: ['trim'], list: true, filter: 'contains', searchable: true }),
    clientId: relation({ en: 'Client', zh: '客户' }, { resource: 'client', labelField: 'companyName' }, { required: true, list: true, filter: 'eq', editable: false }),
    method: enumOf({ en: 'Method', zh: '提现方式' }, PAYMENT_METHOD_OPTIONS, { required: true, list: true, filter: 'eq' }),
    ...bankDetailFields(),
    minimumBalance: money({ en: 'Keep on Account', zh: '保留余额' }, {
      required: true, default: 0, min: 0, list: true,
      help: { en: 'A payout leaves at least this much available on the client\'s account', zh: '提现后客户账户至少保留的可用余额' },
    }),
    status: enumOf({ en: 'Status', zh: '状态' }, ACTIVE_STATUS, { required: true, default: 1, list: true, filter: 'eq' }),
    note: text({ en: 'Note', zh: '备注' }, { maxLength: 255, rules: ['trim'] }),
  },
  listTimes: ['updateTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  sample: { accountName: 'Client PayPal', clientId: 1, method: 1, paypalEmail: 'payouts@example.com', minimumBalance: '0.0000', status: 1 },
});
