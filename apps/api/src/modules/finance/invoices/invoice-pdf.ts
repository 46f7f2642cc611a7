import { readFileSync } from 'node:fs';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { pdfLib } from '../../../core/lazy-modules';
import { headerFacts, lineCells, lineHeader, partyBlocks, statusLabels, titleOf, totalFacts, type InvoiceDocumentData, type Lang } from './invoice-document';

/**
 * An invoice (either form: a client's, a warehouse's) as a PDF (pdf-lib): the product's name, a
 * client invoice's issuer and bill-to blocks, the invoice's facts (a client's with its due date
 * and payment terms), the totals per bill
 * type (equal to the lines, which are the entries), then the lines, on as many A4 pages as they
 * take, each page numbered. Labels in the language asked. Noto Sans SC (OFL) covers Latin and
 * Chinese. Only the glyphs the invoice uses are embedded (a few KB): subset-font (HarfBuzz) cuts
 * the font first, because pdf-lib's own subsetting drops glyphs of this font (seen rendered:
 * most characters missing, while the text layer still read right).
 */
const FONT_FILE = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';
let fontBytes: Buffer | undefined;
const font = () => (fontBytes ??= readFileSync(require.resolve(FONT_FILE)));

/**
 * Glyph outlines and metrics only: with the font's layout features kept, pdf-lib's shaping picked
 * alternate digits whose widths it did not know, spreading "INV-202610" apart.
 */
const SUBSET = { targetFormat: 'truetype', keepFeatures: [], noLayoutClosure: true, dropTables: ['GSUB', 'GPOS'] } as const;
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const ROW = 16;
const grey = () => pdfLib().rgb(0.45, 0.45, 0.45);

export async function invoicePdf(data: InvoiceDocumentData, lang: Lang): Promise<Uint8Array> {
  // Loaded by the first PDF, not at start-up: fontkit alone is some 8 MB of heap that an API
  // process printing no invoice would carry all along.
  const [{ default: fontkit }, { default: subsetFont }] = await Promise.all([import('@pdf-lib/fontkit'), import('subset-font')]);
  const { PDFDocument, rgb } = pdfLib();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const f = await doc.embedFont(await subsetFont(font(), charactersOf(data, lang), SUBSET));
  const { form } = data;
  const title = `${data.productName} ${titleOf(form, lang)} ${String(data.invoice.invoiceNo)}`;
  doc.setTitle(title);
  doc.setAuthor(data.productName);
  doc.setLanguage(lang === 'zh' ? 'zh-CN' : 'en-US');
  doc.setCreationDate(new Date(String(data.invoice.issuedAt ?? data.invoice.updateTime ?? Date.now())));

  let page = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const text = (p: PDFPage, s: string, x: number, yy: number, size = 10, color = rgb(0, 0, 0)) => p.drawText(s, { x, y: yy, size, font: f, color });

  text(page, data.productName, MARGIN, y - 14, 20);
  const heading = titleOf(form, lang);
  text(page, heading, A4[0] - MARGIN - f.widthOfTextAtSize(heading, 18), y - 12, 18);
  // a draft says so under the heading
  if (Number(data.invoice.status) === 1) text(page, statusLabels(form, lang)[0], A4[0] - MARGIN - 60, y - 30, 10, rgb(0.8, 0.1, 0.1));
  y -= 50;
  // who it is from and whom it bills, side by side
  const blocks = partyBlocks(data, lang);
  blocks.forEach(([label, lines], i) => {
    const x = MARGIN + i * 260;
    text(page, label, x, y, 9, grey());
    lines.forEach((line, j) => text(page, fit(f, line, 250, 10), x, y - 14 - j * 13, j === 0 ? 11 : 9));
  });
  if (blocks.length) y -= 14 + Math.max(...blocks.map(([, lines]) => lines.length)) * 13 + 14;
  for (const [label, value] of headerFacts(data, lang)) {
    text(page, label, MARGIN, y, 10, grey());
    text(page, value, MARGIN + 140, y);
    y -= ROW;
  }
  y -= 8;
  for (const [label, value] of totalFacts(data, lang)) {
    text(page, label, MARGIN, y, 10, grey());
    text(page, value, MARGIN + 260 - f.widthOfTextAtSize(value, 10), y);
    y -= ROW;
  }
  y -= 12;

  const header = lineHeader(form, lang);
  const drawRow = (cells: string[], color = rgb(0, 0, 0)) => {
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const width = form.lineWidths[i];
      const shown = fit(f, cell, width - 6, 9);
      const at = i === cells.length - 1 ? x + width - f.widthOfTextAtSize(shown, 9) : x;
      text(page, shown, at, y, 9, color);
      x += width;
    });
    y -= ROW;
  };
  const drawHeader = () => {
    drawRow(header, grey());
    page.drawLine({ start: { x: MARGIN, y: y + ROW - 4 }, end: { x: A4[0] - MARGIN, y: y + ROW - 4 }, thickness: 0.5, color: grey() });
  };
  drawHeader();
  for (const line of data.lines) {
    if (y < MARGIN + ROW) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
      drawHeader();
    }
    drawRow(lineCells(form, line, lang, data.timeZone));
  }
  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const footer = `${String(data.invoice.invoiceNo)} · ${i + 1} / ${pages.length}`;
    text(p, footer, A4[0] - MARGIN - f.widthOfTextAtSize(footer, 8), MARGIN / 2, 8, grey());
  });
  return doc.save();
}

/** Every character the invoice may print (labels of both languages are few; the ellipsis and digits always). */
function charactersOf(data: InvoiceDocumentData, lang: Lang): string {
  const { form } = data;
  const texts = [data.productName, titleOf(form, lang), ...headerFacts(data, lang).flat(), ...totalFacts(data, lang).flat(), ...partyBlocks(data, lang).flat(2),
    ...lineHeader(form, lang), ...data.lines.flatMap((l) => lineCells(form, l, lang, data.timeZone)), ...statusLabels(form, lang), '0123456789/·… -$.,:'];
  return [...new Set(texts.join(''))].join('');
}

/** The text cut with an ellipsis to fit the width. */
function fit(f: PDFFont, s: string, width: number, size: number): string {
  if (f.widthOfTextAtSize(s, size) <= width) return s;
  let cut = s;
  while (cut.length > 1 && f.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}
