import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFPage } from 'pdf-lib';
import { code128Bars } from '../orders/labels/code128-bars';
import { pickListPdf, type PickListInput } from './pick-list-pdf';

const orderNo = (i: number) => `SO${String(2026112900 + i).padStart(10, '0')}`;

function pickList(lineCount: number, client = 'Acme'): PickListInput {
  const orders = Array.from({ length: 6 }, (_, i) => ({ sequence: i + 1, orderNo: orderNo(i), units: i + 1 }));
  const lines = Array.from({ length: lineCount }, (_, i) => ({
    no: i + 1, location: `A-${String(Math.floor(i / 6) + 1).padStart(2, '0')}-${(i % 6) + 1}`, zone: i < lineCount / 2 ? 'A' : 'B',
    sku: `SKU-${1000 + i}`, client, qty: (i % 5) + 1, orders: orders.slice(0, (i % 6) + 1).map((o) => o.orderNo),
  }));
  return { batchNo: 'PB0000000012', warehouse: 'Reno Warehouse 1', createdAt: '11/29/2026 14:05', createdBy: 'Ann Lee', mode: 'By Location', orderCount: 6, unitCount: 21, lines, orders };
}

/** A page's content stream, inflated. */
function contentOf(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return streams.map((s) => {
    const raw = s as PDFRawStream;
    return (raw.dict.get(PDFName.of('Filter')) ? inflateSync(raw.contents) : Buffer.from(raw.contents)).toString('latin1');
  }).join('\n');
}

/** The page's fonts by resource name: a Type0 font's ToUnicode map (glyph code to text), null for Helvetica. */
function fontMaps(page: PDFPage): Map<string, Map<string, string> | null> {
  const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  const maps = new Map<string, Map<string, string> | null>();
  for (const [name, ref] of fonts?.entries() ?? []) {
    const toUnicode = page.doc.context.lookup(ref, PDFDict).get(PDFName.of('ToUnicode'));
    if (!toUnicode) { maps.set(name.asString(), null); continue; }
    const cmap = inflateSync((page.doc.context.lookup(toUnicode) as PDFRawStream).contents).toString('latin1');
    const map = new Map<string, string>();
    for (const m of cmap.matchAll(/<([0-9A-F]{4})> <([0-9A-F]+)>/g)) map.set(m[1], String.fromCodePoint(parseInt(m[2], 16)));
    maps.set(name.asString(), map);
  }
  return maps;
}

/** Each page's drawn strings, one a line: Helvetica's as WinAnsi, Noto Sans SC's through its ToUnicode map. */
async function pagesText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const fonts = fontMaps(page);
    let font: Map<string, string> | null | undefined;
    const out: string[] = [];
    for (const m of contentOf(page).matchAll(/(\/\S+) [\d.]+ Tf|<([0-9A-Fa-f]*)> Tj/g)) {
      if (m[1]) { font = fonts.get(m[1]); continue; }
      out.push(font
        ? (m[2].match(/.{4}/g) ?? []).map((code) => font!.get(code.toUpperCase()) ?? '?').join('')
        : Buffer.from(m[2], 'hex').toString('latin1').replace(/\x85/g, '…'));
    }
    return out.join('\n');
  });
}

/** Filled black rectangles (pdf-lib draws each in its own q…Q, placed by a cm): where each sits. */
async function blackBoxes(bytes: Uint8Array, pageIndex: number): Promise<Array<{ x: number; y: number }>> {
  const doc = await PDFDocument.load(bytes);
  return contentOf(doc.getPage(pageIndex)).split(/\nQ\n/)
    .filter((block) => block.includes('0 0 0 rg') && /\nf$/.test(block.trimEnd()) && / cm\n/.test(block))
    .map((block) => {
      const [, x, y] = /1 0 0 1 ([\d.]+) ([\d.]+) cm/.exec(block)!;
      return { x: Number(x), y: Number(y) };
    });
}

/** The row as drawn: number, location, sku, client, qty, one after another. */
const rowText = (l: PickListInput['lines'][number]) => [l.no, l.location, l.sku, l.client, l.qty].join('\n');

function expectWalkingOrder(text: string, lines: PickListInput['lines']): void {
  let last = -1;
  for (const line of lines) {
    const at = text.indexOf(rowText(line), last + 1);
    expect(at).toBeGreaterThan(last);
    last = at;
  }
}

describe('pickListPdf', () => {
  it('English: the title, the batch facts, every line in walking order, on letter pages numbered "Page n of m" with the headings repeated', async () => {
    const input = pickList(60);
    const bytes = await pickListPdf(input, 'en');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('Pick List PB0000000012');
    expect(doc.getCreator()).toBe('wms-console');
    const pages = await pagesText(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((text, i) => {
      expect(doc.getPage(i).getSize()).toEqual({ width: 612, height: 792 });
      expect(text).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(text).toContain('Pick List PB0000000012');
    });
    expect(pages[0]).toContain('Pick List\n');
    for (const s of ['PB0000000012', 'Warehouse', 'Reno Warehouse 1', 'Created', '11/29/2026 14:05', 'Ann Lee', 'By Location', 'Units\n21']) expect(pages[0]).toContain(s);
    const headings = 'No.\nLocation\nSKU\nClient\nQty\nPicked\nOrders';
    expect(pages[0]).toContain(headings);
    expect(pages[1]).toContain(headings);
    expect(pages[0]).toContain('Zone A');
    expectWalkingOrder(pages.join('\n'), input.lines);
    const all = pages.join('\n');
    expect(all).toContain('Orders in this batch');
    for (const o of input.orders) expect(all).toContain(`${o.sequence}\n${o.orderNo}\n${o.units}`);
    // Latin only: nothing but Helvetica, no font embedded.
    expect(bytes.length).toBeLessThan(40_000);
    for (const page of doc.getPages()) expect([...fontMaps(page).values()].every((map) => map === null)).toBe(true);
  });

  it('a short list is one page, "Page 1 of 1"', async () => {
    const pages = await pagesText(await pickListPdf(pickList(3), 'en'));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Page 1 of 1');
  });

  it('cuts a line\'s order numbers with … at a whole order number', async () => {
    const input = pickList(6);
    const text = (await pagesText(await pickListPdf(input, 'en')))[0];
    expect(text).toContain(`\n${orderNo(0)}\n`);
    const cut = text.split('\n').filter((s) => s.endsWith('…'));
    expect(cut.length).toBeGreaterThan(0);
    for (const s of cut) expect(s).toMatch(/^(SO\d{10}, )+…$/);
  });

  it('Chinese: labels in Chinese, Noto Sans SC embedded, the same lines in walking order', async () => {
    const input = { ...pickList(60, '深圳星光'), warehouse: '里诺一号仓', mode: '按库位', createdBy: '李安' };
    const bytes = await pickListPdf(input, 'zh');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('Pick List PB0000000012');
    const pages = await pagesText(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((text, i) => {
      expect(text).toContain(`第 ${i + 1} 页，共 ${pages.length} 页`);
      expect(text).toContain('拣货单 PB0000000012');
    });
    for (const s of ['拣货单\n', 'PB0000000012', '仓库', '里诺一号仓', '创建时间', '创建人', '李安', '按库位', 'A 区']) expect(pages[0]).toContain(s);
    const headings = '序号\n库位\nSKU\n客户\n数量\n已拣\n订单';
    expect(pages[0]).toContain(headings);
    expect(pages[1]).toContain(headings);
    expectWalkingOrder(pages.join('\n'), input.lines);
    expect(pages.join('\n')).toContain('本波次订单');
    expect([...fontMaps(doc.getPage(0)).values()].some((map) => map !== null)).toBe(true);
    expect(bytes.length).toBeLessThan(80_000);
  });

  it('draws the batch number\'s Code 128 as vector bars at the top right of the first page only', async () => {
    const bytes = await pickListPdf(pickList(60), 'en');
    const bars = await blackBoxes(bytes, 0);
    expect(bars).toHaveLength(code128Bars('PB0000000012').bars.length);
    for (const bar of bars) {
      expect(bar.x).toBeGreaterThan(612 / 2);
      expect(bar.y).toBeGreaterThan(792 - 120);
    }
    expect(await blackBoxes(bytes, 1)).toHaveLength(0);
  });
});
