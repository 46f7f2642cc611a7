import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web's dependency rule: the engine builds screens from metadata and never imports a
 * handwritten screen; the app's screen registry is where handwritten screens are named.
 */
const SRC = resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []);
}

function importedFolders(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((m) => relative(SRC, resolve(file, '..', m[1])).split(sep)[0]);
}

describe('layers of the web app', () => {
  it('the engine imports no handwritten screen', () => {
    const offences = sourceFiles(join(SRC, 'engine')).filter((f) => importedFolders(f).includes('screens')).map((f) => relative(SRC, f));
    expect(offences).toEqual([]);
  });
});
