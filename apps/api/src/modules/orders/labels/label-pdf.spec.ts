import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream, PDFName } from 'pdf-lib';
import { labelPdf, type LabelPdfInput } from './label-pdf';

const input: LabelPdfInput = {
  size: '4x6',
  sender: { name: 'Reno Warehouse 1', company: 'WMS Console', addressLine1: '500 E 4th St', city: 'Reno', stateCode: 'NV', zipCode: '89502', countryCode: 'US', phone: '7755550100' },
  recipient: { name: 'Ann Lee', addressLine1: '1 Main St', addressLine2: 'Apt 4', city: 'Austin', stateCode: 'TX', zipCode: '78701', countryCode: 'US', phone: '5125550100' },
  carrier: 'UPS', service: 'Ground', weight: 3.5, weightUnit: 'lb',
  orderNo: 'SO-20261128-0001', trackingNo: '1ZSBX0010300000010', signatureType: 3, shipDate: '11/28/2026',
};

/** The text the page draws: pdf-lib writes Helvetica strings as hex in Flate streams. */
async function drawnText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const out: string[] = [];
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFRawStream) || obj.dict.get(PDFName.of('Subtype'))) continue;
    const filter = obj.dict.get(PDFName.of('Filter'));
    let content: string;
    try { content = (filter ? inflateSync(obj.contents) : Buffer.from(obj.contents)).toString('latin1'); } catch { continue; }
    for (const m of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) out.push(Buffer.from(m[1], 'hex').toString('latin1'));
    for (const m of content.matchAll(/\(((?:[^()\\]|\\.)*)\)\s*Tj/g)) out.push(m[1]);
  }
  return out.join('\n');
}

describe('labelPdf', () => {
  it('4x6: one page of exactly 288 x 432 pt, the tracking number and addresses drawn, at most 60 kB', async () => {
    const bytes = await labelPdf(input);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 288, height: 432 });
    expect(doc.getTitle()).toBe('UPS 1ZSBX0010300000010');
    const text = await drawnText(bytes);
    for (const s of ['1ZSBX0010300000010', 'Ann Lee', 'Austin, TX 78701', 'Reno Warehouse 1', 'UPS GROUND', 'ORDER NO: SO-20261128-0001', '3.5 LB', 'ADULT SIGNATURE REQUIRED']) {
      expect(text).toContain(s);
    }
    expect(bytes.length).toBeLessThanOrEqual(60_000);
  });

  it('8.5x11: one letter page of 612 x 792 pt with the label and its bilingual cutting notes, at most 60 kB', async () => {
    const bytes = await labelPdf({ ...input, size: '8.5x11' });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    const text = await drawnText(bytes);
    expect(text).toContain('1ZSBX0010300000010');
    expect(text).toContain('Cut along the dashed line.');
    expect(bytes.length).toBeLessThanOrEqual(60_000);
  });

  it('a Chinese recipient: Noto Sans SC cut to the characters, still at most 60 kB; a 22-digit USPS number fits', async () => {
    const chinese = { ...input, carrier: 'USPS', service: 'Priority Mail', trackingNo: '9400112345600000000018',
      recipient: { name: '李安', addressLine1: '上海市浦东新区世纪大道100号', city: 'Shanghai', zipCode: '200120', countryCode: 'CN' } };
    const bytes = await labelPdf(chinese);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPage(0).getSize()).toEqual({ width: 288, height: 432 });
    expect(await drawnText(bytes)).toContain('9400112345600000000018');
    expect(bytes.length).toBeLessThanOrEqual(60_000);
  });
});
