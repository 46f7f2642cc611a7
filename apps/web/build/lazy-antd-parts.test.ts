import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { LAZY_PARTS, lazyAntdParts, lazyPartModule } from './lazy-antd-parts';

const require = createRequire(import.meta.url);
const plugin = lazyAntdParts() as unknown as {
  resolveId: (source: string, importer?: string) => string | null;
  load: (id: string) => string | null;
};

describe('lazyAntdParts (antd parts the app never shows, kept out of the pages that import their users)', () => {
  it('still matches antd: each importer imports its part by that path', () => {
    for (const part of LAZY_PARTS) {
      const importer = require.resolve(part.importer);
      expect(plugin.resolveId(part.source, importer)).toBe(`\0lazy-antd:${part.component}`);
      expect(readFileSync(importer, 'utf8')).toContain(`from '${part.source}'`);
      expect(() => require.resolve(part.component)).not.toThrow();
    }
  });

  it('hands the form label a lazy Tooltip and everyone else the real one', () => {
    const label = '/repo/node_modules/antd/es/form/FormItemLabel.js';
    const id = plugin.resolveId('../tooltip', label);
    expect(id).toBe('\0lazy-antd:antd/es/tooltip');
    expect(plugin.resolveId('../tooltip', '/repo/node_modules/antd/es/menu/MenuItem.js')).toBeNull();
    expect(plugin.resolveId('../tabs', label)).toBeNull();
    expect(plugin.load(id!)).toBe(lazyPartModule('antd/es/tooltip'));
    expect(plugin.load('/repo/src/main.tsx')).toBeNull();
  });

  it('loads the part on first render and shows its children meanwhile', () => {
    const code = lazyPartModule('antd/es/tabs');
    expect(code).toContain('lazy(() => import("antd/es/tabs"))');
    expect(code).toContain('fallback: props.children ?? null');
  });
});
