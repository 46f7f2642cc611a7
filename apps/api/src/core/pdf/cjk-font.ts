import { readFileSync } from 'node:fs';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const CJK_FONT_FILE = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';
let cjkBytes: Buffer | undefined;
/** Glyph outlines only, for the reasons invoice-pdf.ts gives. */
const SUBSET = { targetFormat: 'truetype', keepFeatures: [], noLayoutClosure: true, dropTables: ['GSUB', 'GPOS'] } as const;

/**
 * Noto Sans SC cut to the characters of the lines a standard font cannot print (`printable`
 * answers which it can), with the digits and marks a line of it may add; none when every line is
 * printable, so an all-English document embeds no font. For the label and the pick list.
 */
export async function cjkFontFor(doc: PDFDocument, lines: string[], printable: (s: string) => boolean): Promise<PDFFont | undefined> {
  const foreign = lines.filter((s) => !printable(s));
  if (!foreign.length) return undefined;
  const [{ default: fontkit }, { default: subsetFont }] = await Promise.all([import('@pdf-lib/fontkit'), import('subset-font')]);
  doc.registerFontkit(fontkit);
  const chars = [...new Set(`${foreign.join('')}0123456789 ,.-#…`)].join('');
  cjkBytes ??= readFileSync(require.resolve(CJK_FONT_FILE));
  return doc.embedFont(await subsetFont(cjkBytes, chars, SUBSET));
}
