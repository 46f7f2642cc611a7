import type { Address, LabelSize, SignatureType } from '@console/carriers';
import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { cjkFontFor } from '../../../core/pdf/cjk-font';
import { pdfLib } from '../../../core/lazy-modules';
import { code128Bars } from './code128-bars';

/**
 * A shipping label as a PDF (02 §9 label sizes: 4x6 and 8.5x11 inches), laid out like the
 * carriers' own: ship-from small at the top, ship-to large, the service in a heavy band, the
 * weight and order number, then the tracking number's Code 128 barcode with the number under
 * it. An 8.5x11 page carries the same 4x6 label in its top left corner, framed to cut out,
 * with the instructions beside it, as carriers print for desktop printers.
 *
 * Latin text uses Helvetica, which every PDF reader has (nothing embedded: a label weighs a few
 * KB); a line in another script (a Chinese address) uses Noto Sans SC, cut to the characters
 * the label prints, the invoice PDF's font approach (invoice-pdf.ts).
 */
export interface LabelPdfInput {
  size: LabelSize;
  sender: Address;
  recipient: Address;
  /** As printed: 'UPS', 'FedEx', 'USPS', 'DHL Express'. */
  carrier: string;
  /** As printed: 'GROUND', 'PRIORITY MAIL'... */
  service: string;
  weight: number;
  weightUnit: 'lb' | 'kg' | 'oz' | 'g';
  orderNo: string;
  trackingNo: string;
  signatureType?: SignatureType;
  /** Package n of m; omitted for a single package. */
  packageIndex?: { n: number; of: number };
  /** The ship date as printed (MM/DD/YYYY, 02 §9): passed in, the renderer reads no clock. */
  shipDate?: string;
}

const INCH = 72;
const LABEL: [number, number] = [4 * INCH, 6 * INCH];
const LETTER: [number, number] = [8.5 * INCH, 11 * INCH];
const PAD = 10;
const black = () => pdfLib().rgb(0, 0, 0);
const white = () => pdfLib().rgb(1, 1, 1);

/** 02 §9 Signature type, as the carriers print it. */
const SIGNATURE_TEXT: Record<SignatureType, string> = {
  1: 'INDIRECT SIGNATURE REQUIRED', 2: 'DIRECT SIGNATURE REQUIRED', 3: 'ADULT SIGNATURE REQUIRED', 4: '', 6: '',
};

/** Printed beside the label on a letter page, in both languages. */
const LETTER_NOTES = [
  'Cut along the dashed line.',
  'Place the label on the largest side of the package;',
  'do not fold it over an edge or cover the barcode with tape.',
  '沿虚线剪下面单，贴在包裹最大的一面；',
  '不要折过箱边，不要用胶带盖住条码。',
];

/** What Helvetica's WinAnsi encoding can print. */
const LATIN = /^[\x20-\x7E\u00A0-\u00FF]*$/;

interface Fonts { regular: PDFFont; bold: PDFFont; cjk?: PDFFont }

export async function labelPdf(input: LabelPdfInput): Promise<Uint8Array> {
  const doc = await pdfLib().PDFDocument.create();
  doc.setTitle(`${input.carrier} ${input.trackingNo}`);
  doc.setSubject(`Shipping label, order ${input.orderNo}`);
  doc.setCreator('wms-console');
  const fonts: Fonts = {
    regular: await doc.embedFont(pdfLib().StandardFonts.Helvetica),
    bold: await doc.embedFont(pdfLib().StandardFonts.HelveticaBold),
    cjk: await cjkFontFor(doc, texts(input), (s) => LATIN.test(s)),
  };
  if (input.size === '4x6') {
    drawLabel(doc.addPage(LABEL), 0, 0, input, fonts);
  } else {
    const page = doc.addPage(LETTER);
    const x = 0.5 * INCH;
    const y = LETTER[1] - 0.5 * INCH - LABEL[1];
    drawLabel(page, x, y, input, fonts);
    page.drawRectangle({ x: x - 4, y: y - 4, width: LABEL[0] + 8, height: LABEL[1] + 8, borderColor: black(), borderWidth: 0.5, borderDashArray: [4, 3] });
    LETTER_NOTES.forEach((line, i) => write(page, fonts, line, x + LABEL[0] + 24, LETTER[1] - 0.5 * INCH - 14 - i * 14, 9));
  }
  return doc.save();
}

/** The 4x6 label, its bottom left corner at (x0, y0). */
function drawLabel(page: PDFPage, x0: number, y0: number, input: LabelPdfInput, fonts: Fonts): void {
  const [w, h] = LABEL;
  const inner = w - 2 * PAD;
  const line = (y: number, thickness = 1) => page.drawLine({ start: { x: x0, y: y0 + y }, end: { x: x0 + w, y: y0 + y }, thickness, color: black() });
  const at = (s: string, x: number, y: number, size: number, bold = false, color = black(), width = inner - (x - PAD)) =>
    write(page, fonts, fit(fonts, s, width, size, bold), x0 + x, y0 + y, size, bold, color);
  page.drawRectangle({ x: x0, y: y0, width: w, height: h, borderColor: black(), borderWidth: 1.5 });

  // Ship from: small, top left; weight and date top right.
  let y = h - PAD - 7;
  at('FROM', PAD, y, 6, true);
  // 170 pt wide at most: the weight and the date sit to its right.
  addressLines(input.sender).forEach((s, i) => at(s, PAD + 28, y - i * 8.5, 7, false, black(), 170));
  const weight = `${formatWeight(input.weight)} ${input.weightUnit.toUpperCase()}`;
  writeRight(page, fonts, weight, x0 + w - PAD, y0 + y - 4, 14, true);
  if (input.packageIndex) writeRight(page, fonts, `${input.packageIndex.n} OF ${input.packageIndex.of}`, x0 + w - PAD, y0 + y - 18, 9, true);
  if (input.shipDate) writeRight(page, fonts, `SHP DATE ${input.shipDate}`, x0 + w - PAD, y0 + y - 30, 6);
  y = h - 78;
  line(y);

  // Ship to: the largest text on the label.
  at('SHIP TO:', PAD, y - 12, 8, true);
  const to = addressLines(input.recipient);
  const cityLine = to.pop() ?? '';
  to.forEach((s, i) => at(s, PAD + 16, y - 28 - i * 15, 12, i === 0));
  at(cityLine, PAD + 16, y - 28 - to.length * 15 - 4, 15, true);
  y = h - 230;
  line(y, 2);

  // The service band: black, white letters, as carriers mark the service.
  page.drawRectangle({ x: x0, y: y0 + y - 34, width: w, height: 34, color: black() });
  at(`${input.carrier} ${input.service}`.toUpperCase(), PAD, y - 24, 16, true, white());
  y -= 34;
  const signature = input.signatureType ? SIGNATURE_TEXT[input.signatureType] : '';
  at(`ORDER NO: ${input.orderNo}`, PAD, y - 14, 9, true);
  if (signature) at(signature, PAD, y - 26, 8, true);
  y -= 34;
  line(y);

  // The barcode: Code 128 of the tracking number, 10 modules of quiet zone each side.
  at('TRACKING #:', PAD, y - 12, 8, true);
  at(input.trackingNo, PAD + 52, y - 12, 10, true);
  const { bars, modules } = code128Bars(input.trackingNo);
  const module = Math.min(1.6, inner / (modules + 20));
  const left = x0 + (w - modules * module) / 2;
  const barTop = y - 20;
  const barHeight = 70;
  for (const bar of bars) page.drawRectangle({ x: left + bar.x * module, y: y0 + barTop - barHeight, width: bar.width * module, height: barHeight, color: black() });
  // The number again under the bars, as every carrier prints it, for a person to key in.
  writeCentered(page, fonts, input.trackingNo, x0 + w / 2, y0 + barTop - barHeight - 12, 9);
  line(PAD + 10, 0.5);
  at(`${input.carrier} · sandbox`, PAD, PAD, 6);
}

function addressLines(a: Address): string[] {
  const cityLine = [a.city, [a.stateCode, a.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a.name, a.company, a.phone, a.addressLine1, a.addressLine2, a.countryCode && a.countryCode !== 'US' ? `${cityLine} ${a.countryCode}` : cityLine]
    .map((s) => (s ?? '').trim()).filter(Boolean);
}

function texts(input: LabelPdfInput): string[] {
  const notes = input.size === '8.5x11' ? LETTER_NOTES : [];
  return [...addressLines(input.sender), ...addressLines(input.recipient), input.carrier, input.service, input.orderNo, ...notes];
}


function fontOf(fonts: Fonts, s: string, bold: boolean): PDFFont {
  if (!LATIN.test(s) && fonts.cjk) return fonts.cjk;
  return bold ? fonts.bold : fonts.regular;
}

function write(page: PDFPage, fonts: Fonts, s: string, x: number, y: number, size: number, bold = false, color = black()): void {
  page.drawText(s, { x, y, size, font: fontOf(fonts, s, bold), color });
}

function writeRight(page: PDFPage, fonts: Fonts, s: string, right: number, y: number, size: number, bold = false): void {
  write(page, fonts, s, right - fontOf(fonts, s, bold).widthOfTextAtSize(s, size), y, size, bold);
}

function writeCentered(page: PDFPage, fonts: Fonts, s: string, centre: number, y: number, size: number): void {
  write(page, fonts, s, centre - fontOf(fonts, s, false).widthOfTextAtSize(s, size) / 2, y, size);
}

/** The text cut with an ellipsis (or '...' in Helvetica) to fit the width. */
function fit(fonts: Fonts, s: string, width: number, size: number, bold: boolean): string {
  const font = fontOf(fonts, s, bold);
  if (font.widthOfTextAtSize(s, size) <= width) return s;
  const dots = LATIN.test(s) ? '...' : '…';
  let cut = s;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}${dots}`, size) > width) cut = cut.slice(0, -1);
  return `${cut}${dots}`;
}

function formatWeight(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0+$/, '');
}
