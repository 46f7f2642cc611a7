#!/usr/bin/env node
/**
 * Gzip weight of what each route downloads, following the module graph Vite records in
 * dist/.vite/manifest.json: index.html, the entry and its static imports, plus the lazy chunks
 * the route renders (and their static imports). Sizes are `gzip -c` (zlib level 6).
 *
 *   node scripts/bundle-size.mjs           print the figures
 *   node scripts/bundle-size.mjs --check   also exit 1 when a budget is exceeded
 *   node scripts/bundle-size.mjs --json    machine-readable output for the bench
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/**
 * Which lazy screens each route renders on first load, and its budget in kB gzip. Chunks loaded
 * only on use or for some users are not counted: the header search's suggestions (first focus),
 * antd parts the app never shows (build/lazy-antd-parts.ts), the finance chart (its viewers).
 * `npm run build` runs `--check`.
 */
const ROUTES = {
  '/login': { screens: ['src/screens/access/login/LoginPage.tsx'], budgetKb: 300 },
  '/dashboard': { screens: ['src/app/shell/Shell.tsx', 'src/screens/dashboard/DashboardPage.tsx'], budgetKb: 450 },
};

const gz = new Map();
function gzipSize(file) {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 6 }).length);
  return gz.get(file);
}

/** Files a manifest entry pulls in statically: itself, its CSS and its static imports, recursively. */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest (was the screen renamed?)`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const entryFiles = closure('index.html');
entryFiles.delete(manifest['index.html'].file);
const html = gzipSync(readFileSync(join(dist, 'index.html')), { level: 6 }).length;
const entryGzip = [...closure('index.html')].reduce((sum, f) => sum + gzipSize(f), 0) + html;

const routes = Object.entries(ROUTES).map(([route, { screens, budgetKb }]) => {
  const files = closure('index.html');
  for (const screen of screens) closure(screen, files);
  const gzip = [...files].reduce((sum, f) => sum + gzipSize(f), 0) + html;
  return { route, files: files.size + 1, gzipKb: Number(kb(gzip)), budgetKb, ok: gzip <= budgetKb * 1024 };
});

const lazy = Object.entries(manifest)
  .filter(([, c]) => c.isDynamicEntry)
  .map(([key, c]) => {
    const own = [...closure(key)].filter((f) => !closure('index.html').has(f));
    return { screen: key, file: c.file, gzipKb: Number(kb(gzipSize(c.file))), withImportsKb: Number(kb(own.reduce((s, f) => s + gzipSize(f), 0))) };
  })
  .sort((a, b) => b.withImportsKb - a.withImportsKb);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ entryGzipKb: Number(kb(entryGzip)), routes, lazy }, null, 2));
} else {
  console.log(`entry (index.html + ${manifest['index.html'].file} + ${entryFiles.size} static imports): ${kb(entryGzip)} kB gzip`);
  for (const r of routes) console.log(`${r.route.padEnd(11)} ${String(r.gzipKb).padStart(6)} kB gzip  (${r.files} files, budget ${r.budgetKb} kB) ${r.ok ? 'OK' : 'OVER BUDGET'}`);
  console.log('\nlazy chunks (own file / with static imports not in the entry), kB gzip:');
  for (const l of lazy) console.log(`  ${String(l.gzipKb).padStart(6)} / ${String(l.withImportsKb).padStart(6)}  ${l.screen}`);
}
if (process.argv.includes('--check') && routes.some((r) => !r.ok)) process.exit(1);
