import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import { pickBatch, pickBatchLine, pickBatchOrder } from '@console/resources';
import { cjkFontFor } from '../../core/pdf/cjk-font';
import { pdfLib } from '../../core/lazy-modules';
import { code128Bars } from '../orders/labels/code128-bars';

/** What a batch's pick list shows (02 §2 Batch and pack); every text already formatted. */
export interface PickListInput {
  batchNo: string;
  warehouse: string;
  createdAt: string;
  createdBy: string;
  /** 'By Location' / '按库位', already translated. */
  mode: string;
  orderCount: number;
  unitCount: number;
  /** Already in walking order. */
  lines: Array<{ no: number; location: string; zone: string; sku: string; client: string; qty: number; orders: string[] }>;
  orders: Array<{ sequence: number; orderNo: string; units: number }>;
}

type Lang = 'en' | 'zh';
type Word = 'title' | 'warehouse' | 'createdAt' | 'createdBy' | 'mode' | 'orderCount' | 'unitCount' | 'no' | 'location' | 'sku' | 'client' | 'qty' | 'picked' | 'orders' | 'ordersInBatch' | 'sequence' | 'orderNo' | 'units';

/**
 * The page's words: where it shows a field of the pick-batch resources, that field's label (one
 * name on the screens and on paper); the page's own words for the rest (its title, the Picked box
 * to fill in by pencil, the orders cell, and Seq., Sequence cut to its narrow column).
 */
const WORDS: Record<Word, { en: string; zh: string }> = {
  title: { en: 'Pick List', zh: '拣货单' },
  warehouse: pickBatch.fields.warehouseId.label,
  createdAt: { en: 'Created', zh: '创建时间' },
  createdBy: pickBatch.fields.createdBy.label,
  mode: pickBatch.fields.mode.label,
  orderCount: pickBatch.fields.orderCount.label,
  unitCount: pickBatch.fields.unitCount.label,
  no: pickBatchLine.fields.walkOrder.label,
  location: pickBatchLine.fields.locationId.label,
  sku: pickBatchLine.fields.sku.label,
  client: pickBatchLine.fields.clientId.label,
  qty: pickBatchLine.fields.qty.label,
  picked: { en: 'Picked', zh: '已拣' },
  orders: { en: 'Orders', zh: '订单' },
  ordersInBatch: { en: 'Orders in this batch', zh: '本波次订单' },
  sequence: { en: 'Seq.', zh: '顺序' },
  orderNo: pickBatchOrder.fields.orderNo.label,
  units: pickBatchOrder.fields.units.label,
};

const pageOf = (n: number, m: number, lang: Lang) => (lang === 'zh' ? `第 ${n} 页，共 ${m} 页` : `Page ${n} of ${m}`);
/** As the location resource names it: Zone / 区. */
const zoneOf = (zone: string, lang: Lang) => (lang === 'zh' ? `${zone} 区` : `Zone ${zone}`);
const footOf = (batchNo: string, lang: Lang) => `${WORDS.title[lang]} ${batchNo}`;

const LETTER: [number, number] = [612, 792];
const MARGIN = 40;
const TOP = LETTER[1] - MARGIN;
/** Rows stop above the footer ("Page n of m"). */
const FOOT = 52;
/** Tall enough for the Picked box and a pencil. */
const ROW = 20;
const ZONE_ROW = 15;
const ORDER_ROW = 14;
/** The barcode block, top right: PB and 10 digits come to a module of about 0.44 mm, ample for a handheld scanner. */
const BARCODE_WIDTH = 180;
const BAR_HEIGHT = 40;

/** The pick list's columns; x is the left edge, or the right edge of a right-aligned column. */
const COLUMNS = {
  no: { x: 62, width: 22, right: true }, location: { x: 68, width: 94 }, sku: { x: 168, width: 118 }, client: { x: 292, width: 80 },
  qty: { x: 406, width: 30, right: true }, picked: { x: 414, width: 34 }, orders: { x: 456, width: LETTER[0] - MARGIN - 456 },
} as const;

const grey = () => pdfLib().rgb(0.45, 0.45, 0.45);
const black = () => pdfLib().rgb(0, 0, 0);

/** What Helvetica's WinAnsi encoding prints, the ellipsis included. */
const LATIN = /^[\x20-\x7E\u00A0-\u00FF\u2026]*$/;

interface Fonts { regular: PDFFont; bold: PDFFont; cjk?: PDFFont }
interface Style { size?: number; bold?: boolean; color?: RGB; width?: number; right?: boolean; centre?: boolean }

/**
 * A batch's pick list on letter paper (02 §2 Batch and pack): the batch number's Code 128 top
 * right, for the pack station to scan off the sheet; the batch's facts; the lines in walking
 * order with a box for the picker's count, pages added as they need with the headings repeated;
 * then the batch's orders. Helvetica for Latin text (nothing embedded); Noto Sans SC, cut to the
 * characters used, only when some text is not Latin (Chinese labels, a Chinese client name).
 */
export async function pickListPdf(input: PickListInput, lang: Lang): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = pdfLib();
  const doc = await PDFDocument.create();
  doc.setTitle(`Pick List ${input.batchNo}`);
  doc.setCreator('wms-console');
  doc.setLanguage(lang === 'zh' ? 'zh-CN' : 'en-US');
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    cjk: await cjkFontFor(doc, textsOf(input, lang), (s) => LATIN.test(s)),
  };
  const sheet = new Sheet(doc, fonts, lang);
  drawHeader(sheet, input);
  drawLines(sheet, input.lines);
  drawOrders(sheet, input.orders);
  drawFooters(doc, fonts, input.batchNo, lang);
  return doc.save();
}

/** The page being drawn and how far down it is; a new page when a row would run into the footer. */
class Sheet {
  page: PDFPage;
  y = TOP;
  constructor(private readonly doc: PDFDocument, readonly fonts: Fonts, readonly lang: Lang) {
    this.page = doc.addPage(LETTER);
  }

  word(key: Word): string {
    return WORDS[key][this.lang];
  }

  /** Room for `height` more points, or a new page, its top drawn by `onNewPage` (the headings). */
  room(height: number, onNewPage?: () => void): void {
    if (this.y - height >= FOOT) return;
    this.page = this.doc.addPage(LETTER);
    this.y = TOP;
    onNewPage?.();
  }

  text(s: string, x: number, y: number, style: Style = {}): void {
    write(this.page, this.fonts, s, x, y, style);
  }

  rule(y: number, thickness = 0.5, color = black()): void {
    this.page.drawLine({ start: { x: MARGIN, y }, end: { x: LETTER[0] - MARGIN, y }, thickness, color });
  }
}

/** Title and facts top left, the batch number's barcode top right. */
function drawHeader(sheet: Sheet, input: PickListInput): void {
  sheet.text(sheet.word('title'), MARGIN, TOP - 18, { size: 20, bold: true });
  drawBarcode(sheet, input.batchNo, LETTER[0] - MARGIN - BARCODE_WIDTH, TOP);
  const facts: Array<[Word, string]> = [
    ['warehouse', input.warehouse], ['createdAt', input.createdAt], ['createdBy', input.createdBy],
    ['mode', input.mode], ['orderCount', String(input.orderCount)], ['unitCount', String(input.unitCount)],
  ];
  facts.forEach(([key, value], i) => {
    // Two columns of three, left of the barcode: the wide values (warehouse, date) on the left.
    const [x, valueX, width] = i < 3 ? [MARGIN, MARGIN + 55, 145] : [MARGIN + 210, MARGIN + 262, 78];
    const y = TOP - 44 - (i % 3) * 16;
    sheet.text(sheet.word(key), x, y, { size: 8, color: grey(), width: valueX - x - 4 });
    sheet.text(value, valueX, y, { size: 10, width });
  });
  sheet.y = TOP - 100;
  sheet.rule(sheet.y + 8, 1.2);
}

/**
 * Code 128 as vector bars (as label-pdf.ts draws the tracking number): sharp at any printer
 * resolution. Ten modules of quiet zone each side; the number under the bars, large enough to
 * key in when a scanner fails.
 */
function drawBarcode(sheet: Sheet, batchNo: string, left: number, top: number): void {
  const { bars, modules } = code128Bars(batchNo);
  const module = Math.min(1.5, BARCODE_WIDTH / (modules + 20));
  const x0 = left + (BARCODE_WIDTH - modules * module) / 2;
  for (const bar of bars) {
    sheet.page.drawRectangle({ x: x0 + bar.x * module, y: top - BAR_HEIGHT, width: bar.width * module, height: BAR_HEIGHT, color: black() });
  }
  sheet.text(batchNo, left + BARCODE_WIDTH / 2, top - BAR_HEIGHT - 17, { size: 15, bold: true, centre: true });
}

function drawHeadings(sheet: Sheet): void {
  const keys = Object.keys(COLUMNS) as Array<keyof typeof COLUMNS>;
  for (const key of keys) {
    const c = COLUMNS[key];
    sheet.text(sheet.word(key), c.x, sheet.y - 10, { size: 8, bold: true, width: c.width, right: 'right' in c });
  }
  sheet.y -= 14;
  sheet.rule(sheet.y, 0.8);
}

/** The walk, a band where it enters a zone (and atop each page), for pickers who work by zone. */
function drawLines(sheet: Sheet, lines: PickListInput['lines']): void {
  drawHeadings(sheet);
  let zone = '';
  for (const line of lines) {
    const z = line.zone.trim();
    sheet.room(ROW + (z && z !== zone ? ZONE_ROW : 0), () => {
      drawHeadings(sheet);
      zone = '';
    });
    if (z && z !== zone) drawZone(sheet, z);
    zone = z;
    drawLine(sheet, line);
  }
}

function drawZone(sheet: Sheet, zone: string): void {
  sheet.page.drawRectangle({ x: MARGIN, y: sheet.y - ZONE_ROW, width: LETTER[0] - 2 * MARGIN, height: ZONE_ROW, color: pdfLib().rgb(0.9, 0.9, 0.9) });
  sheet.text(zoneOf(zone, sheet.lang), COLUMNS.location.x, sheet.y - 11, { size: 9, bold: true, width: 200 });
  sheet.y -= ZONE_ROW;
}

/** One line of the walk: where, what, how many, the box the picker writes the count in. */
function drawLine(sheet: Sheet, line: PickListInput['lines'][number]): void {
  const base = sheet.y - 14;
  const c = COLUMNS;
  sheet.text(String(line.no), c.no.x, base, { size: 9, right: true });
  sheet.text(line.location, c.location.x, base, { size: 10, bold: true, width: c.location.width });
  sheet.text(line.sku, c.sku.x, base, { size: 10, bold: true, width: c.sku.width });
  sheet.text(line.client, c.client.x, base, { size: 8, width: c.client.width });
  sheet.text(String(line.qty), c.qty.x, base, { size: 11, bold: true, right: true });
  sheet.page.drawRectangle({ x: c.picked.x, y: sheet.y - ROW + 3, width: c.picked.width, height: ROW - 6, borderColor: black(), borderWidth: 0.8 });
  sheet.text(orderList(sheet.fonts, line.orders, c.orders.width, 7.5), c.orders.x, base, { size: 7.5 });
  sheet.y -= ROW;
  sheet.rule(sheet.y, 0.3, grey());
}

/** Whole order numbers while they fit, then '…': half an order number helps nobody. */
function orderList(fonts: Fonts, orders: string[], width: number, size: number): string {
  const fits = (s: string) => fontOf(fonts, s, false).widthOfTextAtSize(s, size) <= width;
  const all = orders.join(', ');
  if (fits(all)) return all;
  for (let n = orders.length - 1; n > 0; n--) {
    const s = `${orders.slice(0, n).join(', ')}, …`;
    if (fits(s)) return s;
  }
  return fit(fonts, orders[0] ?? '', width, size, false);
}

/** The batch's orders in three columns across the page, filled row by row. */
function drawOrders(sheet: Sheet, orders: PickListInput['orders']): void {
  if (!orders.length) return;
  const across = 3;
  const width = (LETTER[0] - 2 * MARGIN) / across;
  const headings = () => {
    for (let i = 0; i < Math.min(across, orders.length); i++) drawOrderCells(sheet, MARGIN + i * width, width, [sheet.word('sequence'), sheet.word('orderNo'), sheet.word('units')], true);
    sheet.y -= ORDER_ROW;
    sheet.rule(sheet.y + 3, 0.5);
  };
  // The title, the headings and a first row together: no title alone at a page's foot.
  sheet.room(24 + 2 * ORDER_ROW + 4);
  sheet.y -= 10;
  sheet.text(sheet.word('ordersInBatch'), MARGIN, sheet.y - 12, { size: 11, bold: true });
  sheet.y -= 18;
  headings();
  for (let i = 0; i < orders.length; i += across) {
    sheet.room(ORDER_ROW, headings);
    orders.slice(i, i + across).forEach((o, j) => drawOrderCells(sheet, MARGIN + j * width, width, [String(o.sequence), o.orderNo, String(o.units)], false));
    sheet.y -= ORDER_ROW;
  }
}

function drawOrderCells(sheet: Sheet, x: number, width: number, [sequence, orderNo, units]: string[], bold: boolean): void {
  const base = sheet.y - 10;
  sheet.text(sequence, x + 24, base, { size: 8, bold, right: true });
  sheet.text(orderNo, x + 32, base, { size: 9, bold, width: width - 80 });
  sheet.text(units, x + width - 16, base, { size: 9, bold, right: true });
}

/** "Page n of m" once the pages are counted, with the batch number for a sheet come loose. */
function drawFooters(doc: PDFDocument, fonts: Fonts, batchNo: string, lang: Lang): void {
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    page.drawLine({ start: { x: MARGIN, y: 36 }, end: { x: LETTER[0] - MARGIN, y: 36 }, thickness: 0.5, color: grey() });
    write(page, fonts, footOf(batchNo, lang), MARGIN, 24, { size: 8, color: grey() });
    write(page, fonts, pageOf(i + 1, pages.length, lang), LETTER[0] - MARGIN, 24, { size: 8, right: true });
  });
}

/**
 * Everything the page may print in the CJK font, whole as printed: a line in that font draws
 * all its characters with it, the Latin ones too ('拣货单 PB0000000012').
 */
function textsOf(input: PickListInput, lang: Lang): string[] {
  const words = Object.values(WORDS).map((w) => w[lang]);
  const lines = input.lines.flatMap((l) => [l.location, zoneOf(l.zone, lang), l.sku, l.client, ...l.orders]);
  return [...words, pageOf(0, 0, lang), footOf(input.batchNo, lang), input.warehouse, input.createdAt, input.createdBy, input.mode, ...lines, ...input.orders.map((o) => o.orderNo)];
}


function fontOf(fonts: Fonts, s: string, bold: boolean): PDFFont {
  if (!LATIN.test(s) && fonts.cjk) return fonts.cjk;
  return bold ? fonts.bold : fonts.regular;
}

/** Text at (x, y), cut to `width`, its right edge or centre at x when asked. */
function write(page: PDFPage, fonts: Fonts, raw: string, x: number, y: number, style: Style): void {
  const { size = 9, bold = false, color = black() } = style;
  // Without the CJK font (never expected: every text is looked at first) Helvetica prints '?'.
  const s0 = fonts.cjk ? raw : raw.replace(/[^\x20-\x7E\u00A0-\u00FF\u2026]/g, '?');
  const s = style.width ? fit(fonts, s0, style.width, size, bold) : s0;
  const font = fontOf(fonts, s, bold);
  const w = font.widthOfTextAtSize(s, size);
  const left = style.right ? x - w : style.centre ? x - w / 2 : x;
  page.drawText(s, { x: left, y, size, font, color });
}

/** The text cut with '…' to fit the width. */
function fit(fonts: Fonts, s: string, width: number, size: number, bold: boolean): string {
  const font = fontOf(fonts, s, bold);
  if (font.widthOfTextAtSize(s, size) <= width) return s;
  let cut = s;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}
