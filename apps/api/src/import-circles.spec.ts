import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * No file of the API imports itself back, directly or through others (`import type` included):
 * a circle makes load order decide what is still undefined at start-up, and ties files that
 * should be read, tested and moved one at a time (docs/architecture.md).
 */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []);
}

/** The source files a file imports by relative path (`from './x'`, `import('./x')`, `export ... from`). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((m) => m[1]);
  return specifiers.flatMap((s) => {
    const target = resolve(dirname(file), s);
    return [`${target}.ts`, join(target, 'index.ts')].filter((candidate) => existsSync(candidate)).slice(0, 1);
  });
}

/** Every circle a depth-first walk meets, as `a -> b -> a`, once per edge that closes one. */
function circlesOf(graph: Map<string, string[]>): string[][] {
  const circles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') circles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return circles;
}

describe('imports of the API', () => {
  it('finds a circle when there is one', () => {
    const graph = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]);
    expect(circlesOf(graph)).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('form no circle of imports', () => {
    const files = sourceFiles(__dirname);
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    const circles = circlesOf(graph).map((circle) => circle.map((file) => relative(__dirname, file)).join(' -> '));
    expect(circles).toEqual([]);
  });
});
