import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

/**
 * The dependency rule of docs/architecture.md, checked on every import of the API's source:
 * arrows point from domain modules to the engine to the core, never back, so a layer can be
 * read, tested and replaced without the ones built on it.
 */
const FORBIDDEN: Record<string, string[]> = {
  core: ['engine', 'modules', 'realtime', 'seed'],
  engine: ['modules', 'seed'],
  realtime: ['engine', 'modules', 'seed'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []);
}

/** Top-level folders of src/ that a file imports by relative path. */
function importedLayers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((m) => m[1]);
  return specifiers.map((s) => relative(__dirname, resolve(file, '..', s)).split(sep)[0]);
}

describe('layers of the API', () => {
  it.each(Object.entries(FORBIDDEN))('%s imports none of %j', (layer, forbidden) => {
    const offences = sourceFiles(join(__dirname, layer)).flatMap((file) =>
      importedLayers(file).filter((l) => forbidden.includes(l)).map((l) => `${relative(__dirname, file)} -> ${l}/`));
    expect(offences).toEqual([]);
  });
});
