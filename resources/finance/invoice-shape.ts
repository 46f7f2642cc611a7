import { date, datetime, enumOf, integer, money, text, type CustomAction, type DocumentDef, type Label, type Transitions } from '@console/metadata';
import { INVOICE_STATUS_OPTIONS } from './options';

/**
 * What every monthly invoice shares — a client's (invoice.ts) and a supplier warehouse's
 * (supplier-invoice.ts): the month it covers, Draft -> Issued, Generate and Issue, the printed
 * forms, and the totals' form. Each definition adds its party, its own totals and its lines.
 */
const PERIOD_PATTERN = { regex: '^\\d{4}-(0[1-9]|1[0-2])$', message: 'patternMismatch' as const };

/** A total the builder writes (never typed): shown on the record, listed when asked. */
export const invoiceTotal = (en: string, zh: string, list = false) => money({ en, zh }, { required: true, default: 0, form: false, list });

/** Generate (a month, on the list) and Issue (one draft, once its month is over). */
export function invoiceActions(generateHelp: Label): CustomAction[] {
  return [
    { name: 'generate', label: { en: 'Generate Invoices', zh: '生成账单' }, action: 'special', on: 'list',
      input: { period: text({ en: 'Month', zh: '月份' }, { required: true, maxLength: 7, pattern: PERIOD_PATTERN, help: generateHelp }) } },
    { name: 'issue', label: { en: 'Issue', zh: '开具' }, action: 'special', when: { field: 'status', in: [1] },
      confirm: { en: 'Issue this invoice? It will never change again; later corrections go to the next one.', zh: '确定开具该账单吗？开具后不再更改，之后的更正计入下一期账单。' } },
  ];
}

export const INVOICE_DOCUMENTS: DocumentDef[] = [
  { name: 'pdf', label: { en: 'Download PDF', zh: '下载 PDF' }, format: 'pdf' },
  { name: 'xlsx', label: { en: 'Download XLSX', zh: '下载 XLSX' }, format: 'xlsx' },
];

/** The number, the month and its bounds, before the party's own fields. */
export const invoiceHeadFields = () => ({
  invoiceNo: text({ en: 'Invoice No.', zh: '账单号' }, { required: true, unique: true, maxLength: 32, form: false, list: true, filter: 'eq', copyable: true, searchable: true }),
});

/** The month, its bounds, the status and the line count, after the party. */
export const invoicePeriodFields = () => ({
  period: text({ en: 'Month', zh: '月份' }, { required: true, maxLength: 7, form: false, list: true, filter: 'eq', sort: true }),
  periodStart: date({ en: 'From', zh: '起始日' }, { required: true, form: false }),
  periodEnd: date({ en: 'To', zh: '截止日' }, { required: true, form: false }),
  status: enumOf({ en: 'Status', zh: '状态' }, INVOICE_STATUS_OPTIONS, { required: true, default: 1, form: false, list: true, filter: 'eq' }),
  lineCount: integer({ en: 'Lines', zh: '明细数' }, { required: true, default: 0, min: 0, form: false, list: true }),
});

/** Who issued it and when, last. */
export const invoiceIssueFields = () => ({
  issuedAt: datetime({ en: 'Issued At', zh: '开具时间' }, { form: false, list: true }),
  issuedBy: text({ en: 'Issued By', zh: '开具人' }, { maxLength: 64, form: false }),
});

/** Draft -> Issued, and an issued invoice never moves again (the engine refuses any other move). */
export const INVOICE_TRANSITIONS: Transitions = { field: 'status', allowed: { 1: [2] } };
