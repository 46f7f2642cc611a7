import { defineResource, money, relation } from '@console/metadata';
import { INVOICE_DOCUMENTS, INVOICE_TRANSITIONS, invoiceActions, invoiceHeadFields, invoiceIssueFields, invoicePeriodFields, invoiceTotal as total } from './invoice-shape';

/**
 * Fulfillment > Finance > Account & Invoices > Warehouse Invoices (02 §2
 * `invoices-supplier/warehouse`): one invoice per supplier warehouse and calendar month (UTC),
 * what the warehouse billed the platform, built from its payable's entries (Supplier&OMS TRs)
 * only, so its total equals its entries (libs/ledger `supplierInvoiceOf`).
 *
 * - Lines: the warehouse's charges (Bill) and adjustments (Adjust: credit notes, corrections) up
 *   to the month's end that no issued invoice lists. Payments are not lines: the invoice shows
 *   the month's payments beside its total, as a client invoice shows the funds received.
 * - Generate, Issue (once the month is over; never changes again, a later correction lands on
 *   the next one), the daily automatic issue, PDF and XLSX: as Client Invoices.
 * - Only warehouse suppliers: what shipping suppliers bill is a carrier bill (a later issue).
 * - Behind Supplier Transactions' sub-role, like the payable it is built from: the supplier side
 *   of the money is one permission, so a sales team that sees its clients' invoices does not see
 *   what the platform pays its warehouses.
 */
export const supplierInvoice = defineResource({
  name: 'supplier-invoice',
  route: 'invoices-supplier/warehouse',
  table: 'supplier_invoice',
  label: { en: 'Warehouse Invoices', zh: '仓库账单' },
  singular: { en: 'Warehouse Invoice', zh: '仓库账单' },
  menu: { group: 'fulfillment', order: 43.2, section: 'accountInvoices' },
  permission: { module: 'fulfillment', sub: 'supplier-transactions' },
  actions: ['export'],
  hooks: 'supplier-invoice',
  titleField: 'invoiceNo',
  customActions: invoiceActions({ en: 'YYYY-MM: drafts of every supplier warehouse with charges up to the month\'s end', zh: 'YYYY-MM：为截至月底有费用的每个仓库供应商生成草稿' }),
  documents: INVOICE_DOCUMENTS,
  // the first screen at 1280 px shows invoiceNo, supplierId, period, status, totalAmount; the rest are offered in the column chooser
  listHidden: ['lineCount', 'paymentsMade', 'issuedAt', 'updateTime'],
  fields: {
    ...invoiceHeadFields(),
    supplierId: relation({ en: 'Warehouse', zh: '仓库供应商' }, { resource: 'supplier', labelField: 'name' }, { required: true, form: false, list: true, filter: 'eq' }),
    ...invoicePeriodFields(),
    billTotal: total('Bills', '账单'),
    adjustTotal: total('Adjustments', '调整'),
    totalAmount: money({ en: 'Total', zh: '合计' }, { required: true, default: 0, form: false, list: true, sort: true }),
    paymentsMade: total('Paid in Month', '当月已付', true),
    ...invoiceIssueFields(),
  },
  uniqueTogether: { fields: ['supplierId', 'period'], message: 'invoiceExists' },
  transitions: INVOICE_TRANSITIONS,
  children: [{ resource: 'supplier-invoice-line', foreignKey: 'supplierInvoiceId', onParentDelete: 'refuse' }],
  indexes: [['period', 'status']],
  listTimes: ['updateTime'],
  defaultSort: { field: 'period', order: 'desc' },
  // January 2001: a month no seed reaches, so the generic tests' insert never meets a seeded invoice
  sample: {
    invoiceNo: 'SINV-200101-000001', supplierId: 1, period: '2001-01', periodStart: '2001-01-01', periodEnd: '2001-01-31', status: 2, lineCount: 0,
    billTotal: '0.0000', adjustTotal: '0.0000', totalAmount: '0.0000', paymentsMade: '0.0000',
  },
});
