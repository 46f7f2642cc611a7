import { defineResource, integer, money, relation } from '@console/metadata';

/**
 * Fulfillment > Finance > Client Funding > Balance History (01 §2 `client-funding/balance-history`,
 * 02 §3 Funding and balance): one account per client with its figures — totalFunded,
 * totalBilled, balance, unBilled, available — and its credit limit. The figures are only a cache
 * of the sums of the account's entries (balance-entry), written in the transaction of each entry
 * and checked by the verification (`GET /api/finance/verify`); nobody edits them. The credit
 * limit (default 0) lets a posting take available down to minus it; Set Credit Limit changes it
 * (version-checked and audited, never touching the figures). An account is opened by its
 * client's first posting. Sales see their own clients' accounts.
 */
export const financeAccount = defineResource({
  name: 'finance-account',
  route: 'client-funding/balance-history',
  table: 'finance_account',
  label: { en: 'Balance History', zh: '余额历史' },
  singular: { en: 'Account', zh: '账户' },
  menu: { group: 'fulfillment', order: 40.2, section: 'fundingBalance' },
  permission: { module: 'fulfillment', sub: 'balance-history' },
  actions: ['export'],
  // red while the ledger's last check found a drift (GET /api/finance/verify/last)
  listAddon: 'ledger-drift',
  titleField: 'clientId',
  // The all level of the sub-role: how far below zero a client's postings may take its available.
  customActions: [{
    name: 'setCreditLimit', label: { en: 'Set Credit Limit', zh: '设置信用额度' }, action: 'special', bulk: false, done: { en: 'Credit limit of {clientId} set to {creditLimit}', zh: '{clientId}的信用额度已设为 {creditLimit}' },
    input: { creditLimit: money({ en: 'Credit Limit', zh: '信用额度' }, { required: true, min: 0, help: { en: 'Postings may take available down to minus this amount', zh: '扣款最多可使可用余额降至该额度的负数' } }) },
    set: { creditLimit: { input: 'creditLimit' } },
  }],
  dataScope: { through: 'clientId' },
  // the first screen at 1280 px shows clientId, balance, unBilled, available, creditLimit; the rest are offered in the column chooser
  listHidden: ['totalFunded', 'totalBilled', 'entryCount', 'updateTime'],
  fields: {
    clientId: relation({ en: 'Client', zh: '客户' }, { resource: 'client', labelField: 'companyName' }, { required: true, unique: true, list: true, filter: 'eq' }),
    totalFunded: money({ en: 'Total Funded', zh: '累计充值' }, { required: true, default: 0, list: true, sort: true }),
    totalBilled: money({ en: 'Total Billed', zh: '累计扣费' }, { required: true, default: 0, list: true, sort: true }),
    balance: money({ en: 'Balance', zh: '余额' }, { required: true, default: 0, list: true, sort: true }),
    unBilled: money({ en: 'Unbilled', zh: '未结算' }, { required: true, default: 0, list: true, sort: true }),
    available: money({ en: 'Available', zh: '可用余额' }, { required: true, default: 0, list: true, sort: true, filter: 'between' }),
    creditLimit: money({ en: 'Credit Limit', zh: '信用额度' }, { required: true, default: 0, min: 0, list: true, form: false }),
    entryCount: integer({ en: 'Entries', zh: '记录数' }, { required: true, default: 0, min: 0, list: true, filter: 'eq', sort: true }),
  },
  listTimes: ['updateTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  // a demo client without a ledger (the seed opens accounts for the first 24)
  sample: { clientId: 30, totalFunded: '500.0000', totalBilled: '20.0000', balance: '480.0000', unBilled: '0.0000', available: '480.0000', creditLimit: '0.0000', entryCount: 2 },
});
