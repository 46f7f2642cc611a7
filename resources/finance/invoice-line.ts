import { datetime, defineResource, enumOf, integer, money, relation, text } from '@console/metadata';
import { BILL_TYPE_OPTIONS, CHANGE_TYPE_OPTIONS, SOURCE_TYPE_OPTIONS } from './options';

/**
 * Fulfillment > Finance > Account & Invoices > Invoice Details (02 §2 `invoices-client/detail`):
 * the lines of client invoices, one per ledger entry the invoice lists, written only by the
 * invoice's Generate and Issue. `charge` is what the entry charged the client (a credit is
 * negative), so an invoice's total is the sum of its lines. `claimedEntryId` holds the entry
 * once the invoice is issued: its unique index keeps an entry on one issued invoice at most.
 */
export const invoiceLine = defineResource({
  name: 'invoice-line',
  route: 'invoices-client/detail',
  table: 'invoice_line',
  label: { en: 'Invoice Details', zh: '账单明细' },
  singular: { en: 'Invoice Line', zh: '账单明细' },
  menu: { group: 'fulfillment', order: 43.1, section: 'accountInvoices' },
  permission: { module: 'fulfillment', sub: 'invoices' },
  actions: ['export'],
  titleField: 'entryId',
  dataScope: { through: 'clientId' },
  // the first screen at 1280 px shows recordTime, billType, description, charge; the rest are offered in the column chooser
  listHidden: ['invoiceId', 'clientId', 'recordType', 'sourceType', 'sourceId'],
  fields: {
    invoiceId: relation({ en: 'Invoice', zh: '账单' }, { resource: 'invoice', labelField: 'invoiceNo' }, { required: true, list: true, filter: 'eq' }),
    clientId: relation({ en: 'Client', zh: '客户' }, { resource: 'client', labelField: 'companyName' }, { required: true, list: true, filter: 'eq' }),
    recordTime: datetime({ en: 'Record Time', zh: '记录时间' }, { required: true, list: true, filter: 'between', sort: true }),
    billType: enumOf({ en: 'Bill Type', zh: '账单类型' }, BILL_TYPE_OPTIONS, { required: true, list: true, filter: 'eq' }),
    recordType: enumOf({ en: 'Record Type', zh: '记录类型' }, CHANGE_TYPE_OPTIONS, { required: true, list: true }),
    entryId: relation({ en: 'Balance Record', zh: '余额记录' }, { resource: 'balance-entry', labelField: 'seq' }, { required: true, filter: 'eq' }),
    sourceType: enumOf({ en: 'Source', zh: '来源' }, SOURCE_TYPE_OPTIONS, { required: true, maxLength: 16, list: true }),
    sourceId: text({ en: 'Source No.', zh: '来源单号' }, { maxLength: 64, list: true, copyable: true }),
    description: text({ en: 'Description', zh: '说明' }, { maxLength: 255, list: true }),
    charge: money({ en: 'Amount', zh: '金额' }, { required: true, list: true, sort: true }),
    claimedEntryId: integer({ en: 'Issued Entry', zh: '已开具记录' }, { unique: true, show: false }),
  },
  indexes: [['invoiceId', 'recordTime']],
  listTimes: [],
  defaultSort: { field: 'recordTime', order: 'asc' },
  maxPageSize: 1000,
  sample: { invoiceId: 1, clientId: 1, recordTime: '2026-10-05 10:00:00', billType: 3, recordType: 1, entryId: 1, sourceType: 'label', sourceId: '1Z999', description: 'Label 1Z999', charge: '12.3500' },
});
