/// <reference types="vitest/config" />
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';
import { lazyAntdParts } from './build/lazy-antd-parts';

const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The workspace packages are CJS builds for Node; the browser bundle takes their
 * TypeScript sources instead so that rolldown sees ESM and can tree-shake them.
 */
const workspaceSources = [
  { find: /^@console\/contracts$/, replacement: root('../../libs/contracts/src/index.ts') },
  { find: /^@console\/metadata$/, replacement: root('../../libs/metadata/src/index.ts') },
  { find: /^@console\/resources$/, replacement: root('../../resources/index.ts') },
  { find: /^@console\/pricing$/, replacement: root('../../libs/pricing/src/index.ts') },
  { find: /^@console\/billing$/, replacement: root('../../libs/billing/src/index.ts') },
  // A resource folder outside resources/ joins the catalogue of this build (the browser flows' fixture).
  {
    find: /^@console\/extra-resources$/,
    replacement: process.env.EXTRA_RESOURCES_DIR ? resolve(process.env.EXTRA_RESOURCES_DIR, 'index.ts') : root('src/app/shell/extra-resources.ts'),
  },
  // qs's bookkeeping of visited objects on the browser's own WeakMap (build/side-channel.cjs).
  { find: /^side-channel$/, replacement: root('build/side-channel.cjs') },
  { find: /^resize-observer-polyfill$/, replacement: root('build/resize-observer.ts') },
];

/**
 * Modules whose top-level code has no effect worth keeping when none of their exports is used.
 * Some dependencies do not say so themselves (no `sideEffects` field; the workspace packages
 * do), which would drag decimal.js, papaparse and react-markdown into every bundle that
 * imports one name from their package.
 */
const SIDE_EFFECT_FREE = [
  {
    test: /node_modules[\\/](decimal\.js|papaparse|pluralize|react-markdown|remark-gfm|micromark[^\\/]*|mdast-util-[^\\/]+|unified|vfile[^\\/]*|property-information|hast-[^\\/]+|error-stack-parser|stackframe)[\\/]/,
    sideEffects: false,
  },
  { test: /node_modules[\\/](rc-[a-z-]+|@rc-component[\\/][^\\/]+)[\\/]/, sideEffects: false },
];

const nodeModule = (pattern: string) => new RegExp(`node_modules[\\\\/](${pattern})[\\\\/]`);

export default defineConfig({
  // brotli and gzip copies of the hashed files, sent by the API as the browser accepts (build/precompress.ts)
  // and antd's label tooltip and card tabs out of the pages that never show them (build/lazy-antd-parts.ts)
  plugins: [react(), precompress(), lazyAntdParts()],
  resolve: { alias: workspaceSources },
  server: {
    // `npm run dev -w web` against a locally started API (PORT 3000 by default).
    proxy: {
      '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: true },
      '/ws': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets scripts/bundle-size.mjs follow the module graph of each route.
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      treeshake: { moduleSideEffects: SIDE_EFFECT_FREE },
      output: {
        codeSplitting: {
          groups: [
            // Long-lived libraries every screen needs: cached across deploys of app code.
            { name: 'vendor-react', test: nodeModule('react|react-dom|scheduler|react-router|cookie|set-cookie-parser'), priority: 40 },
            // Only the parts reachable from the entry; table, pickers, pro-layout stay in lazy chunks.
            { name: 'vendor-refine', test: nodeModule('@refinedev[\\\\/]core|@tanstack|lodash-es|qs|pluralize|papaparse'), tags: ['$initial'], priority: 30 },
            { name: 'vendor-antd', test: nodeModule('antd|rc-[a-z-]+|@rc-component|@ant-design|@babel|classnames|stylis|@emotion'), tags: ['$initial'], priority: 20 },
            { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 10 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
  },
});
