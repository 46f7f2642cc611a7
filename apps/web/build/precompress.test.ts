import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

describe('precompressDir (the build step behind the API\'s Content-Encoding)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies of text files of 1 kB or more, and none of small or binary files', async () => {
    const chunk = Array.from({ length: 500 }, (_, i) => `export const f${i} = () => ${i};`).join('\n');
    writeFileSync(join(dir, 'FinanceChart-Ab12.js'), chunk);
    writeFileSync(join(dir, 'index-Cd34.css'), `.a{color:red}\n`.repeat(200));
    writeFileSync(join(dir, 'tiny-Ef56.js'), 'export {};');
    writeFileSync(join(dir, 'logo-Gh78.png'), Buffer.alloc(4096, 7));
    expect(await precompressDir(dir)).toEqual(['FinanceChart-Ab12.js', 'index-Cd34.css']);
    expect(brotliDecompressSync(readFileSync(join(dir, 'FinanceChart-Ab12.js.br'))).toString()).toBe(chunk);
    expect(gunzipSync(readFileSync(join(dir, 'FinanceChart-Ab12.js.gz'))).toString()).toBe(chunk);
    expect(readFileSync(join(dir, 'FinanceChart-Ab12.js.br')).length).toBeLessThan(chunk.length / 4);
    expect(existsSync(join(dir, 'index-Cd34.css.br')) && existsSync(join(dir, 'index-Cd34.css.gz'))).toBe(true);
    expect([existsSync(join(dir, 'tiny-Ef56.js.br')), existsSync(join(dir, 'logo-Gh78.png.gz'))]).toEqual([false, false]);
  });
});
