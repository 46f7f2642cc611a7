import { EXPORT_WORKBOOK_CREATOR } from '@console/contracts';
import { ORDER_STATUS_OPTIONS } from '@console/resources';
import { excel } from '../../../core/lazy-modules';
import type { OrderSummary } from './order-summary.service';

const HEADINGS = {
  en: ['Client', 'Warehouse', 'Status', 'Orders', 'Amount'],
  zh: ['客户', '仓库', '状态', '订单数', '金额'],
} as const;
const TITLE = { en: 'Order Summary', zh: '订单汇总' } as const;
const TOTAL = { en: 'Total', zh: '合计' } as const;

/**
 * The summary's table as an XLSX sheet in the user's language: the range in the first row, a row
 * per client, warehouse and status, the totals last; amounts as numbers with 2 decimals shown.
 */
export async function summaryWorkbook(summary: OrderSummary, lang: 'en' | 'zh'): Promise<Buffer> {
  const book = new (excel().Workbook)();
  // 01 §9: the export workbook's creator is the product's fixed label
  book.creator = EXPORT_WORKBOOK_CREATOR;
  const sheet = book.addWorksheet(TITLE[lang]);
  sheet.addRow([`${TITLE[lang]} ${summary.from} – ${summary.to}`]).font = { bold: true };
  sheet.addRow([...HEADINGS[lang]]).font = { bold: true };
  const statusOf = (value: number) => ORDER_STATUS_OPTIONS.find((o) => o.value === value)?.label[lang] ?? String(value);
  for (const r of summary.rows) sheet.addRow([r.clientName, r.warehouseName, statusOf(r.status), r.orders, Number(r.amount)]);
  sheet.addRow([TOTAL[lang], '', '', summary.totals.orders, Number(summary.totals.amount)]).font = { bold: true };
  sheet.getColumn(5).numFmt = '$#,##0.00';
  [36, 24, 14, 10, 14].forEach((width, i) => { sheet.getColumn(i + 1).width = width; });
  return Buffer.from(await book.xlsx.writeBuffer());
}
