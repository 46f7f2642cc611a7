import { sniffType } from './magic-bytes';

describe('sniffType (file-type in a worker)', () => {
  it('reads types from their first bytes, not their names', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    expect(await sniffType(png)).toBe('png');
    expect(await sniffType(pdf)).toBe('pdf');
    expect(await sniffType(Buffer.from('just some text, not a known type'))).toBeUndefined();
  });
});
