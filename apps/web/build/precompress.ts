import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What is worth compressing: text. Images and fonts (woff2) are compressed already. */
const TEXT = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside each text file of
 * `dir` of at least 1 kB, once, at build time, so that the server sends them without
 * compressing on each request (apps/api/src/core/http/precompressed.ts). A copy no smaller
 * than its original is not written. Returns the files it compressed.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const names = (await readdir(dir)).filter((n) => TEXT.test(n));
  const done: string[] = [];
  await Promise.all(names.map(async (name) => {
    const bytes = await readFile(join(dir, name));
    if (bytes.length < MIN_BYTES) return;
    const [br, gzipped] = await Promise.all([
      brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
      gz(bytes, { level: 9 }),
    ]);
    if (br.length < bytes.length) await writeFile(join(dir, `${name}.br`), br);
    if (gzipped.length < bytes.length) await writeFile(join(dir, `${name}.gz`), gzipped);
    done.push(name);
  }));
  return done.sort();
}

/** The Vite plugin: precompresses the hashed files of `assets/` once the bundle is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  let assetsDir = 'assets';
  return {
    name: 'console-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
      assetsDir = config.build.assetsDir;
    },
    async writeBundle() {
      await precompressDir(join(outDir, assetsDir));
    },
  };
}
