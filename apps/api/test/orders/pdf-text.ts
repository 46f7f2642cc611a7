import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFRef } from 'pdf-lib';

/**
 * The text a PDF made with pdf-lib's standard fonts shows, page by page: each page's content
 * streams (inflated when FlateDecode), their hex-string Tj operands decoded as WinAnsi (Latin-1
 * for what the documents print). Enough to read a generated bill of lading back in a test.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.get(PDFName.of('Contents'));
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    return refs.map((ref) => {
      const stream = doc.context.lookup(ref as PDFRef) as PDFRawStream;
      const raw = Buffer.from(stream.getContents());
      const flate = String(stream.dict.get(PDFName.of('Filter')) ?? '') === '/FlateDecode';
      const ops = (flate ? inflateSync(raw) : raw).toString('latin1');
      return [...ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => Buffer.from(m[1], 'hex').toString('latin1')).join('\n');
    }).join('\n');
  });
}
