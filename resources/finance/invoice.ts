import { defineResource, money, relation } from '@console/metadata';
import { INVOICE_DOCUMENTS, INVOICE_TRANSITIONS, invoiceActions, invoiceHeadFields, invoiceIssueFields, invoicePeriodFields, invoiceTotal as total } from './invoice-shape';

/**
 * Fulfillment > Finance > Account & Invoices > Client Invoices (02 §2 `invoices`,
 * `invoices-client/client`; `invoices` opens this list): one invoice per client and calendar
 * month (UTC), built from the client's ledger entries (balance-entry) that billed money — never
 * from anything else, so its total equals its entries.
 *
 * - **Generate** (a month) builds or rebuilds the month's Draft of every client with entries to
 *   invoice: each billed entry with an amount, up to the month's end, that no issued invoice
 *   lists yet (libs/ledger `invoiceOf`; bill types by `billTypeOf`).
 * - **Issue** (once the month is over) rebuilds the draft one last time and freezes it: an issued
 *   invoice never changes, and an entry is on at most one issued invoice (a unique index). A
 *   correction posted later is a new entry, so it lands on the next invoice.
 * - Its lines are Invoice Details (`invoices-client/detail`); it prints as a PDF (both languages,
 *   the product's name) and an XLSX.
 * - Sales see their own clients' invoices.
 */
export const invoice = defineResource({
  name: 'invoice',
  route: 'invoices-client/client',
  redirectsFrom: ['invoices'],
  table: 'invoice',
  label: { en: 'Client Invoices', zh: '客户账单' },
  singular: { en: 'Invoice', zh: '账单' },
  menu: { group: 'fulfillment', order: 43, section: 'accountInvoices' },
  permission: { module: 'fulfillment', sub: 'invoices' },
  actions: ['export'],
  hooks: 'invoice',
  titleField: 'invoiceNo',
  dataScope: { through: 'clientId' },
  customActions: invoiceActions({ en: 'YYYY-MM: drafts of every client with billing up to the month\'s end', zh: 'YYYY-MM：为截至月底有扣费的每个客户生成草稿' }),
  documents: INVOICE_DOCUMENTS,
  // the first screen at 1280 px shows invoiceNo, clientId, period, status, totalAmount; the rest are offered in the column chooser
  listHidden: ['lineCount', 'fundsReceived', 'issuedAt', 'updateTime'],
  fields: {
    ...invoiceHeadFields(),
    clientId: relation({ en: 'Client', zh: '客户' }, { resource: 'client', labelField: 'companyName' }, { required: true, form: false, list: true, filter: 'eq' }),
    ...invoicePeriodFields(),
    billTotal: total('Bills', '账单'),
    adjustTotal: total('Adjustments', '调整'),
    voidTotal: total('Voids', '作废'),
    refundTotal: total('Refunds', '退款'),
    totalAmount: money({ en: 'Total', zh: '合计' }, { required: true, default: 0, form: false, list: true, sort: true }),
    fundsReceived: total('Funds Received', '当月充值', true),
    ...invoiceIssueFields(),
  },
  uniqueTogether: { fields: ['clientId', 'period'], message: 'invoiceExists' },
  transitions: INVOICE_TRANSITIONS,
  children: [{ resource: 'invoice-line', foreignKey: 'invoiceId', onParentDelete: 'refuse' }],
  indexes: [['period', 'status']],
  listTimes: ['updateTime'],
  defaultSort: { field: 'period', order: 'desc' },
  sample: {
    invoiceNo: 'INV-200101-000001', clientId: 1, period: '2001-01', periodStart: '2001-01-01', periodEnd: '2001-01-31', status: 2, lineCount: 0,
    billTotal: '0.0000', adjustTotal: '0.0000', voidTotal: '0.0000', refundTotal: '0.0000', totalAmount: '0.0000', fundsReceived: '0.0000',
  },
});
