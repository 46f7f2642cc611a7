import { xmlPieces } from './xml-pieces';

async function* chunks(...parts: Buffer[]): AsyncGenerator<Buffer> {
  yield* parts;
}

async function piecesOf(source: AsyncIterable<Buffer>, size: number): Promise<Buffer[]> {
  const pieces: Buffer[] = [];
  for await (const piece of xmlPieces(source, size)) pieces.push(piece);
  return pieces;
}

describe('xmlPieces', () => {
  const xml = Buffer.from(Array.from({ length: 400 }, (_, i) => `<row r="${i}"><c><is><t>地址簿 ${i} Ünit</t></is></c></row>`).join(''));

  it('gives the bytes back in order, in pieces of about the size, each ending after a tag', async () => {
    // The source cut every 1,000 bytes, inside tags and inside characters.
    const cut = Array.from({ length: Math.ceil(xml.length / 1000) }, (_, i) => xml.subarray(i * 1000, (i + 1) * 1000));
    const pieces = await piecesOf(chunks(...cut), 256);
    expect(Buffer.concat(pieces).equals(xml)).toBe(true);
    for (const piece of pieces) {
      expect(piece.length).toBeLessThanOrEqual(256);
      expect(piece[piece.length - 1]).toBe(0x3e);
      // each piece decodes on its own, with no character cut in two
      expect(piece.toString('utf8')).not.toContain('\uFFFD');
    }
  });

  it('sends a run without any tag end whole, and a tail without one last', async () => {
    const long = Buffer.from(`<t>${'长'.repeat(200)}</t><t>tail`);
    const pieces = await piecesOf(chunks(long.subarray(0, 301), long.subarray(301)), 64);
    expect(Buffer.concat(pieces).equals(long)).toBe(true);
    expect(pieces.map((p) => p.toString('utf8'))).toEqual(['<t>', `${'长'.repeat(200)}</t>`, '<t>', 'tail']);
  });
});
