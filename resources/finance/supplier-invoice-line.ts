import { datetime, defineResource, enumOf, integer, money, relation, text } from '@console/metadata';
import { BILL_TYPE_OPTIONS } from './options';
import { SUPPLIER_ENTRY_TYPE_OPTIONS, SUPPLIER_SOURCE_OPTIONS } from './supplier-entry';

/**
 * Fulfillment > Finance > Account & Invoices > Warehouse Invoice Details (02 §2
 * `invoices-supplier/detail`): the lines of warehouse invoices, one per payable entry the invoice
 * lists, written only by its Generate and Issue. `charge` is what the entry adds to what the
 * platform owes (a credit note is negative), so an invoice's total is the sum of its lines.
 * `claimedEntryId` holds the entry once the invoice is issued: its unique index keeps an entry
 * on one issued invoice at most.
 */
export const supplierInvoiceLine = defineResource({
  name: 'supplier-invoice-line',
  route: 'invoices-supplier/detail',
  table: 'supplier_invoice_line',
  label: { en: 'Warehouse Invoice Details', zh: '仓库账单明细' },
  singular: { en: 'Warehouse Invoice Line', zh: '仓库账单明细' },
  menu: { group: 'fulfillment', order: 43.3, section: 'accountInvoices' },
  permission: { module: 'fulfillment', sub: 'supplier-transactions' },
  actions: ['export'],
  titleField: 'entryId',
  // the first screen at 1280 px shows recordTime, billType, description, charge; the rest are offered in the column chooser
  listHidden: ['supplierInvoiceId', 'supplierId', 'entryType', 'sourceType', 'sourceId'],
  fields: {
    supplierInvoiceId: relation({ en: 'Invoice', zh: '账单' }, { resource: 'supplier-invoice', labelField: 'invoiceNo' }, { required: true, list: true, filter: 'eq' }),
    supplierId: relation({ en: 'Warehouse', zh: '仓库供应商' }, { resource: 'supplier', labelField: 'name' }, { required: true, list: true, filter: 'eq' }),
    recordTime: datetime({ en: 'Record Time', zh: '记录时间' }, { required: true, list: true, filter: 'between', sort: true }),
    billType: enumOf({ en: 'Bill Type', zh: '账单类型' }, BILL_TYPE_OPTIONS, { required: true, list: true, filter: 'eq' }),
    entryType: enumOf({ en: 'Type', zh: '类型' }, SUPPLIER_ENTRY_TYPE_OPTIONS, { required: true, list: true }),
    entryId: relation({ en: 'Supplier Transaction', zh: '供应商交易' }, { resource: 'supplier-entry', labelField: 'seq' }, { required: true, filter: 'eq' }),
    sourceType: enumOf({ en: 'Source', zh: '来源' }, SUPPLIER_SOURCE_OPTIONS, { required: true, maxLength: 16, list: true }),
    sourceId: text({ en: 'Source No.', zh: '来源单号' }, { maxLength: 64, list: true, copyable: true }),
    description: text({ en: 'Description', zh: '说明' }, { maxLength: 255, list: true }),
    charge: money({ en: 'Amount', zh: '金额' }, { required: true, list: true, sort: true }),
    claimedEntryId: integer({ en: 'Issued Entry', zh: '已开具记录' }, { unique: true, show: false }),
  },
  indexes: [['supplierInvoiceId', 'recordTime']],
  listTimes: [],
  defaultSort: { field: 'recordTime', order: 'asc' },
  maxPageSize: 1000,
  sample: { supplierInvoiceId: 1, supplierId: 1, recordTime: '2026-10-05 10:00:00', billType: 3, entryType: 1, entryId: 1, sourceType: 'bill', sourceId: 'SB-1-2026-10', description: 'Storage, October', charge: '812.3500' },
});
