import { formatDate, formatDateTime, formatMoney } from '@console/contracts';
import type { EnumOption, RowOf } from '@console/metadata';
import { invoice, invoiceLine } from '@console/resources';

type Row = Record<string, unknown>;
export type InvoiceRow = RowOf<typeof invoice>;
export type Lang = 'en' | 'zh';

/** What a printed invoice shows: the invoice, its client's name, its lines in order. */
export interface InvoiceDocumentData {
  productName: string;
  invoice: InvoiceRow;
  clientName: string;
  lines: Row[];
  timeZone?: string;
}

/**
 * The words and figures both printed forms (PDF and XLSX) share, taken from the resources'
 * own labels and options, so a printed invoice says what its screens say, in either language.
 */
export const labelOf = (field: keyof typeof invoice.fields, lang: Lang) => invoice.fields[field].label[lang];
export const lineLabelOf = (field: keyof typeof invoiceLine.fields, lang: Lang) => invoiceLine.fields[field].label[lang];
const optionLabel = (options: readonly EnumOption[] | undefined, value: unknown, lang: Lang) =>
  options?.find((o) => String(o.value) === String(value))?.label[lang] ?? String(value ?? '');

export function headerFacts(data: InvoiceDocumentData, lang: Lang): Array<[string, string]> {
  const inv = data.invoice;
  return [
    [labelOf('invoiceNo', lang), String(inv.invoiceNo)],
    [labelOf('clientId', lang), data.clientName],
    [labelOf('period', lang), String(inv.period)],
    [`${labelOf('periodStart', lang)} - ${labelOf('periodEnd', lang)}`, `${formatDate(inv.periodStart)} - ${formatDate(inv.periodEnd)}`],
    [labelOf('status', lang), optionLabel(invoice.fields.status.options, inv.status, lang)],
    [labelOf('issuedAt', lang), formatDateTime(inv.issuedAt, data.timeZone)],
  ];
}

export const TOTALS = ['billTotal', 'adjustTotal', 'voidTotal', 'refundTotal', 'totalAmount', 'fundsReceived'] as const;

/** The totals block: each bill type's total, the invoice's total, and the month's funds. */
export function totalFacts(data: InvoiceDocumentData, lang: Lang): Array<[string, string]> {
  return TOTALS.map((key) => [labelOf(key, lang), formatMoney(data.invoice[key])]);
}

export const LINE_COLUMNS = ['recordTime', 'billType', 'recordType', 'sourceId', 'description', 'charge'] as const;

/** One line's cells as printed (the amount as a money string). */
export function lineCells(line: Row, lang: Lang, timeZone?: string): string[] {
  return [
    formatDateTime(line.recordTime, timeZone),
    optionLabel(invoiceLine.fields.billType.options, line.billType, lang),
    optionLabel(invoiceLine.fields.recordType.options, line.recordType, lang),
    String(line.sourceId ?? ''),
    String(line.description ?? ''),
    formatMoney(line.charge),
  ];
}

export const fileNameOf = (inv: Pick<InvoiceRow, 'invoiceNo'>) => String(inv.invoiceNo);
