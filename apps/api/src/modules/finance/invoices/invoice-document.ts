import { formatDate, formatDateTime, formatMoney } from '@console/contracts';
import type { EnumOption, ResourceDef } from '@console/metadata';
import type { Row } from '../../../engine/row';

export type Lang = 'en' | 'zh';

/**
 * What a printed invoice of one kind shows (a client's, a supplier warehouse's): its definition
 * and its lines' (their labels and options are what the printed form says, so it says what the
 * screens say, in either language), the field naming its party, its totals in order, the line
 * columns in order with their PDF widths (over the page's 515 points; the last is the amount,
 * right-aligned).
 */
export interface InvoiceForm {
  def: ResourceDef;
  lineDef: ResourceDef;
  partyField: string;
  totals: readonly string[];
  lineColumns: readonly string[];
  lineWidths: readonly number[];
}

/** One invoice to print: its form, the record, its party's name, its lines in order. */
export interface InvoiceDocumentData {
  productName: string;
  form: InvoiceForm;
  invoice: Row;
  partyName: string;
  lines: Row[];
  timeZone?: string;
  /** A client invoice's issuer: the company's name, then its address and contact lines. */
  from?: string[];
  /** A client invoice's bill-to block: the client's name, contact, region and contact lines. */
  billTo?: string[];
  /** A client invoice's payment terms in days ("Net 30"): its due date follows from them. */
  termsDays?: number;
}

/** The printed invoice's own words, beside its fields' labels. */
const WORDS = {
  from: { en: 'From', zh: '开票方' },
  billTo: { en: 'Bill To', zh: '付款方' },
  dueDate: { en: 'Due Date', zh: '到期日' },
  paymentTerms: { en: 'Payment Terms', zh: '付款条件' },
  taxId: { en: 'Tax ID', zh: '税号' },
} as const;
export const wordOf = (key: keyof typeof WORDS, lang: Lang) => WORDS[key][lang];
const termsOf = (days: number, lang: Lang) => (lang === 'zh' ? `开票后 ${days} 天内付款` : `Net ${days} days`);

/**
 * The day an invoice falls due: its terms counted from the day it was issued (UTC), or, for a
 * draft, from the day after its month ends (the 1st, when the month's invoices are issued).
 */
function dueDateOf(invoice: Row, termsDays: number): string {
  const day = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v ?? '')).slice(0, 10);
  const issued = invoice.issuedAt ? Date.parse(`${day(invoice.issuedAt)}T00:00:00Z`) : NaN;
  const from = Number.isNaN(issued) ? Date.parse(`${day(invoice.periodEnd)}T00:00:00Z`) + 86_400_000 : issued;
  return Number.isNaN(from) ? formatDate(null) : formatDate(new Date(from + termsDays * 86_400_000).toISOString());
}

const optionLabel = (options: readonly EnumOption[] | undefined, value: unknown, lang: Lang) =>
  options?.find((o) => String(o.value) === String(value))?.label[lang] ?? String(value ?? '');
const labelIn = (def: ResourceDef, field: string, lang: Lang) => def.fields[field].label[lang];

export const titleOf = (form: InvoiceForm, lang: Lang) => (form.def.singular ?? form.def.label)[lang];
export const lineHeader = (form: InvoiceForm, lang: Lang) => form.lineColumns.map((c) => labelIn(form.lineDef, c, lang));
export const statusLabels = (form: InvoiceForm, lang: Lang) => (form.def.fields.status.options ?? []).map((o) => o.label[lang]);

export function headerFacts(data: InvoiceDocumentData, lang: Lang): Array<[string, string]> {
  const { form, invoice: inv } = data;
  const label = (field: string) => labelIn(form.def, field, lang);
  return [
    [label('invoiceNo'), String(inv.invoiceNo)],
    [label(form.partyField), data.partyName],
    [label('period'), String(inv.period)],
    [`${label('periodStart')} - ${label('periodEnd')}`, `${formatDate(inv.periodStart)} - ${formatDate(inv.periodEnd)}`],
    [label('status'), optionLabel(form.def.fields.status.options, inv.status, lang)],
    [label('issuedAt'), formatDateTime(inv.issuedAt, data.timeZone)],
    ...(data.termsDays === undefined ? [] : [
      [wordOf('dueDate', lang), dueDateOf(inv, data.termsDays)] as [string, string],
      [wordOf('paymentTerms', lang), termsOf(data.termsDays, lang)] as [string, string],
    ]),
  ];
}

/** The parties' blocks above the facts: who the invoice is from, and whom it bills (client invoices). */
export function partyBlocks(data: InvoiceDocumentData, lang: Lang): Array<[string, string[]]> {
  return [
    ...(data.from ? [[wordOf('from', lang), data.from] as [string, string[]]] : []),
    ...(data.billTo ? [[wordOf('billTo', lang), data.billTo] as [string, string[]]] : []),
  ];
}

/** The totals block: each bill type's total, the invoice's total, and the month's money the other way (funds received, payments made). */
export function totalFacts(data: InvoiceDocumentData, lang: Lang): Array<[string, string]> {
  return data.form.totals.map((key) => [labelIn(data.form.def, key, lang), formatMoney(data.invoice[key])]);
}

/** One line's cells as printed, each by its field's kind (a time in the reader's zone, an option's label, money). */
export function lineCells(form: InvoiceForm, line: Row, lang: Lang, timeZone?: string): string[] {
  return form.lineColumns.map((column) => {
    const field = form.lineDef.fields[column];
    if (field.kind === 'datetime') return formatDateTime(line[column], timeZone);
    if (field.kind === 'money') return formatMoney(line[column]);
    if (field.options) return optionLabel(field.options, line[column], lang);
    return String(line[column] ?? '');
  });
}

export const fileNameOf = (inv: Row) => String(inv.invoiceNo);
