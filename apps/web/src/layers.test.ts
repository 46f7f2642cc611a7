import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web's layers, bottom to top: platform/ (http, session, envelope, toast, catalogue: no UI
 * of its own), engine/ (screens built from metadata, with addon slots), screens/<domain>/
 * (handwritten screens and addons), app/ (the shell, the refine wiring and the registries that
 * name screens and addons). A layer imports only from below; i18n/ sits beside platform/.
 */
const SRC = __dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []);
}

/** The source file a relative specifier names (a stylesheet or an unknown path: none). */
function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((f) => existsSync(f) && statSync(f).isFile());
}

/** Relative imports of a file: static, type-only, re-exports and import(); comment lines skipped. */
function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8').split('\n').filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line)).join('\n');
  const specs = [...code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]);
  return specs.map((spec) => resolveImport(file, spec)).filter((f): f is string => f !== undefined);
}

const FILES = sourceFiles(SRC);
const GRAPH = new Map(FILES.map((f) => [f, importsOf(f)]));
const rel = (file: string) => relative(SRC, file).split(sep).join('/');
const inFolder = (file: string, folder: string) => rel(file).startsWith(`${folder}/`);

/** `from -> to` for each import of a file under `from` into one of the `to` folders. */
function offences(from: string, to: string[]): string[] {
  return [...GRAPH].filter(([file]) => inFolder(file, from))
    .flatMap(([file, targets]) => targets.filter((t) => to.some((folder) => inFolder(t, folder))).map((t) => `${rel(file)} -> ${rel(t)}`));
}

/** Every circle of imports (a file reaching itself through the files it imports), by depth-first search. */
function importCircles(): string[] {
  const done = new Set<string>();
  const path: string[] = [];
  const circles: string[] = [];
  const visit = (file: string) => {
    path.push(file);
    for (const next of GRAPH.get(file) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) circles.push([...path.slice(at), next].map(rel).join(' -> '));
      else if (!done.has(next)) visit(next);
    }
    path.pop();
    done.add(file);
  };
  FILES.forEach((f) => done.has(f) || visit(f));
  return circles;
}

describe('layers of the web app', () => {
  it('reads the imports of every layer', () => {
    for (const folder of ['platform', 'engine', 'screens', 'app']) expect(offences(folder, ['platform']).length, folder).toBeGreaterThan(0);
  });

  it('the engine imports neither the shell nor a handwritten screen', () => {
    expect(offences('engine', ['app', 'screens'])).toEqual([]);
  });

  it('the platform imports nothing above it', () => {
    expect(offences('platform', ['engine', 'app', 'screens'])).toEqual([]);
    expect(offences('i18n', ['engine', 'app', 'screens'])).toEqual([]);
  });

  it('screens do not reach into the shell', () => {
    expect(offences('screens', ['app/shell'])).toEqual([]);
  });

  it('no file imports itself through others', () => {
    expect(importCircles()).toEqual([]);
  });
});
