import type { PDFDocument, PDFFont } from 'pdf-lib';
import { pdfLib } from '../../../core/lazy-modules';

/** What a bill of lading shows of a freight order (freight-bol.ts reads it from the order). */
export interface BolInput {
  orderNo: string;
  shipDate: string;
  shipFrom: string[];
  shipTo: string[];
  delivery: string;
  references: Array<[string, string]>;
  palletCount: number | null;
  packages: Array<{ typeNo: string; qty: number; dims: string; weight: string }>;
  items: Array<{ sku: string; fnsku: string; qty: number }>;
  totalPackages: number;
  totalWeight: string;
}

const LETTER: [number, number] = [612, 792];
const MARGIN = 40;
const ROW = 14;
/** Helvetica prints WinAnsi only: anything else (a Chinese company name) is shown as '?'. */
const printable = (s: string) => s.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');

/**
 * A straight bill of lading on letter paper (pdf-lib, Helvetica): the BOL number (the order
 * number), the ship date, shipper and consignee, the delivery and its references (PRO, master
 * tracking, Amazon shipment and reference, appointment), the pallet count, a row per package line
 * with the totals, the items, and the signature boxes. Pages are added as the rows need them.
 */
export async function bolPdf(input: BolInput): Promise<Uint8Array> {
  const doc = await pdfLib().PDFDocument.create();
  doc.setTitle(`Bill of Lading ${input.orderNo}`);
  doc.setCreator('wms-console');
  await drawBol(doc, input);
  return doc.save();
}

/** Draws one order's bill of lading into a document (a merged BOL draws several). */
export async function drawBol(doc: PDFDocument, input: BolInput): Promise<void> {
  const { StandardFonts } = pdfLib();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page = doc.addPage(LETTER);
  let y = LETTER[1] - MARGIN;
  const text = (s: string, x: number, size = 9, font: PDFFont = regular) => page.drawText(printable(s), { x, y, size, font });
  const next = (gap = ROW) => {
    y -= gap;
    if (y < MARGIN + 80) {
      page = doc.addPage(LETTER);
      y = LETTER[1] - MARGIN;
    }
  };
  text('BILL OF LADING', MARGIN, 18, bold);
  text(`BOL No. ${input.orderNo}`, 400, 11, bold);
  next(18);
  text(`Ship date: ${input.shipDate}`, 400);
  next(24);
  const column = (title: string, lines: string[], x: number, top: number) => {
    let yy = top;
    page.drawText(title, { x, y: yy, size: 10, font: bold });
    for (const line of lines) {
      yy -= ROW;
      page.drawText(printable(line), { x, y: yy, size: 9, font: regular });
    }
    return yy;
  };
  const bottom = Math.min(column('SHIP FROM', input.shipFrom, MARGIN, y), column('SHIP TO', input.shipTo, 320, y));
  y = bottom;
  next(24);
  text(`Delivery: ${input.delivery}`, MARGIN, 9, bold);
  next();
  for (const [label, value] of input.references) {
    text(`${label}: ${value}`, MARGIN);
    next();
  }
  text(`Pallets: ${input.palletCount ?? '-'}`, MARGIN, 10, bold);
  next(22);
  table(['Package Type', 'Qty', 'Dimensions', 'Weight'], [MARGIN, 220, 280, 450], input.packages.map((p) => [p.typeNo, String(p.qty), p.dims, p.weight]));
  text(`Total packages: ${input.totalPackages}    Total weight: ${input.totalWeight}`, MARGIN, 10, bold);
  next(22);
  if (input.items.length) {
    table(['SKU', 'FNSKU', 'Qty'], [MARGIN, 280, 450], input.items.map((i) => [i.sku, i.fnsku || '-', String(i.qty)]));
    next(8);
  }
  next(30);
  for (const [i, label] of ['Shipper signature / date', 'Carrier signature / pickup date', 'Consignee signature / delivery date'].entries()) {
    const x = MARGIN + i * 180;
    page.drawLine({ start: { x, y }, end: { x: x + 160, y }, thickness: 0.5 });
    page.drawText(label, { x, y: y - 11, size: 8, font: regular });
  }

  function table(headings: string[], xs: number[], rows: string[][]) {
    headings.forEach((h, i) => text(h, xs[i], 9, bold));
    next();
    page.drawLine({ start: { x: MARGIN, y: y + ROW - 3 }, end: { x: LETTER[0] - MARGIN, y: y + ROW - 3 }, thickness: 0.5 });
    for (const row of rows) {
      row.forEach((cell, i) => text(cell, xs[i], 9, regular));
      next();
    }
  }
}
