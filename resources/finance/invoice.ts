import { date, datetime, defineResource, enumOf, integer, money, relation, text } from '@console/metadata';
import { INVOICE_STATUS_OPTIONS } from './options';

const PERIOD_PATTERN = { regex: '^\\d{4}-(0[1-9]|1[0-2])$', message: 'patternMismatch' as const };
const total = (en: string, zh: string, list = false) => money({ en, zh }, { required: true, default: 0, form: false, list });

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
  menu: { group: 'fulfillment', order: 43, section: 'finance' },
  permission: { module: 'fulfillment', sub: 'invoices' },
  actions: ['export'],
  hooks: 'invoice',
  titleField: 'invoiceNo',
  dataScope: { through: 'clientId' },
  customActions: [
    { name: 'generate', label: { en: 'Generate Invoices', zh: '生成账单' }, action: 'special', on: 'list',
      input: { period: text({ en: 'Month', zh: '月份' }, { required: true, maxLength: 7, pattern: PERIOD_PATTERN, help: { en: 'YYYY-MM: drafts of every client with billing up to the month\'s end', zh: 'YYYY-MM：为截至月底有扣费的每个客户生成草稿' } }) } },
    { name: 'issue', label: { en: 'Issue', zh: '开具' }, action: 'special', when: { field: 'status', in: [1] },
      confirm: { en: 'Issue this invoice? It will never change again; later corrections go to the next one.', zh: '确定开具该账单吗？开具后不再更改，之后的更正计入下一期账单。' } },
  ],
  documents: [
    { name: 'pdf', label: { en: 'Download PDF', zh: '下载 PDF' }, format: 'pdf' },
    { name: 'xlsx', label: { en: 'Download XLSX', zh: '下载 XLSX' }, format: 'xlsx' },
  ],
  fields: {
    invoiceNo: text({ en: 'Invoice No.', zh: '账单号' }, { required: true, unique: true, maxLength: 32, form: false, list: true, filter: 'eq', copyable: true, searchable: true }),
    clientId: relation({ en: 'Client', zh: '客户' }, { resource: 'client', labelField: 'companyName' }, { required: true, form: false, list: true, filter: 'eq' }),
    period: text({ en: 'Month', zh: '月份' }, { required: true, maxLength: 7, form: false, list: true, filter: 'eq', sort: true }),
    periodStart: date({ en: 'From', zh: '起始日' }, { required: true, form: false }),
    periodEnd: date({ en: 'To', zh: '截止日' }, { required: true, form: false }),
    status: enumOf({ en: 'Status', zh: '状态' }, INVOICE_STATUS_OPTIONS, { required: true, default: 1, form: false, list: true, filter: 'eq' }),
    lineCount: integer({ en: 'Lines', zh: '明细数' }, { required: true, default: 0, min: 0, form: false, list: true }),
    billTotal: total('Bills', '账单'),
    adjustTotal: total('Adjustments', '调整'),
    voidTotal: total('Voids', '作废'),
    refundTotal: total('Refunds', '退款'),
    totalAmount: money({ en: 'Total', zh: '合计' }, { required: true, default: 0, form: false, list: true, sort: true }),
    fundsReceived: total('Funds Received', '当月充值', true),
    issuedAt: datetime({ en: 'Issued At', zh: '开具时间' }, { form: false, list: true }),
    issuedBy: text({ en: 'Issued By', zh: '开具人' }, { maxLength: 64, form: false }),
  },
  uniqueTogether: { fields: ['clientId', 'period'], message: 'invoiceExists' },
  // Draft -> Issued, and an issued invoice never moves again (the engine refuses any other move)
  transitions: { field: 'status', allowed: { 1: [2] } },
  children: [{ resource: 'invoice-line', foreignKey: 'invoiceId', onParentDelete: 'refuse' }],
  indexes: [['period', 'status']],
  listTimes: ['updateTime'],
  defaultSort: { field: 'period', order: 'desc' },
  sample: {
    invoiceNo: 'INV-200101-000001', clientId: 1, period: '2001-01', periodStart: '2001-01-01', periodEnd: '2001-01-31', status: 2, lineCount: 0,
    billTotal: '0.0000', adjustTotal: '0.0000', voidTotal: '0.0000', refundTotal: '0.0000', totalAmount: '0.0000', fundsReceived: '0.0000',
  },
});
