#!/usr/bin/env node
/**
 * Browser flows against the real server. Global set-up and tear-down around `node --test`:
 *  1. skip (exit 0) when Debian's Chromium is absent — never download a browser;
 *  2. build the web app (unless E2E_SKIP_BUILD=1) so the server serves the current code;
 *  3. start one Chromium (lib/browser-server.ts) that every file connects to;
 *  4. start E2E_SHARDS servers (default 2: this machine has two cores, and a flow spends much of
 *     its time waiting on the page), each `apps/api/dist/main.js --migrate --seed` on a free port
 *     with a throw-away SQLite database of its own, so flows in different shards never see each
 *     other's records;
 *  5. run specs/*.spec.ts one file at a time per shard, each shard taking the next file from one
 *     queue, the longest known first; a file's output is printed whole when it ends; stop all.
 * E2E_EXTRA_RESOURCES=<folder>[:<folder>...] (resource folders: index + definitions + timestamped
 * migrations, e.g. apps/api/test/fixtures/added-resource) builds the web app and starts the
 * server with those folders added to the catalogue, and the walks over every screen go through
 * them instead (lib/resources.ts): the proof that a resource added as a folder needs no edit to a
 * flow. Combine it with a fresh build.
 * TEST_TIMES_FILE (npm test sets it) receives each file's time (tools/test-times).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const CHROMIUM = '/usr/bin/chromium';
const SERVER = join(repo, 'apps', 'api', 'dist', 'main.js');

if (!existsSync(CHROMIUM)) {
  console.log('SKIPPED browser flows: /usr/bin/chromium not found — install it with: apt-get install -y chromium');
  process.exit(0);
}
if (!existsSync(SERVER)) {
  console.error(`browser flows need the API build: ${SERVER} is missing (npm run build -w api)`);
  process.exit(1);
}

/**
 * Several folders (E2E_EXTRA_RESOURCES=a:b) become one, so that one web build and one pair of
 * servers serve them all: a folder of its own whose index merges theirs, whose hooks file lists
 * theirs, and whose migration files re-export theirs (the server finds migrations by their
 * timestamped file names).
 */
function combinedFolder(folders) {
  if (folders.length === 1) return folders[0];
  const dir = mkdtempSync(join(tmpdir(), 'console-e2e-resources-'));
  const lines = folders.map((folder, i) => `import * as folder${i} from ${JSON.stringify(join(folder, 'index.ts'))};`);
  // an index compiled to CommonJS arrives wrapped in one more default
  lines.push('const indexOf = (m: any) => (m.default?.resources ? m.default : m.default?.default ?? m);');
  lines.push(`const indexes = [${folders.map((_, i) => `indexOf(folder${i})`).join(', ')}];`);
  lines.push('export default { resources: indexes.flatMap((i) => i.resources), pages: indexes.flatMap((i) => i.pages ?? []) };');
  writeFileSync(join(dir, 'index.ts'), `${lines.join('\n')}\n`);
  // their hooks (a folder's `hooks` file, read by the server only), as one list
  const withHooks = folders.filter((folder) => existsSync(join(folder, 'hooks.ts')));
  if (withHooks.length) {
    const hooks = withHooks.map((folder, i) => `import * as hooks${i} from ${JSON.stringify(join(folder, 'hooks.ts'))};`);
    hooks.push('const listOf = (m: any) => (Array.isArray(m.default) ? m.default : m.default?.default ?? []);');
    hooks.push(`export default [${withHooks.map((_, i) => `...listOf(hooks${i})`).join(', ')}];`);
    writeFileSync(join(dir, 'hooks.ts'), `${hooks.join('\n')}\n`);
  }
  for (const folder of folders) {
    for (const file of readdirSync(folder).filter((f) => /^\d{13}-[a-z0-9-]+\.ts$/.test(f))) {
      writeFileSync(join(dir, file), `export * from ${JSON.stringify(join(folder, file))};\n`);
    }
  }
  return dir;
}
const extraFolders = (process.env.E2E_EXTRA_RESOURCES ?? '').split(delimiter).filter(Boolean).map((f) => resolve(f));
const extraResources = extraFolders.length ? combinedFolder(extraFolders) : undefined;
// With an extra folder the web app is built apart (never over apps/web/dist, which `npm start` serves).
const extraWeb = extraResources ? mkdtempSync(join(tmpdir(), 'console-e2e-web-')) : undefined;
const extraEnv = extraResources ? { EXTRA_RESOURCES_DIR: extraResources, E2E_EXTRA_RESOURCES: extraResources, WEB_DIST: extraWeb } : {};

if (process.env.E2E_SKIP_BUILD !== '1' || extraWeb) {
  const args = ['vite', 'build', '--logLevel', 'warn', ...(extraWeb ? ['--outDir', extraWeb, '--emptyOutDir'] : [])];
  const build = spawnSync('npx', args, { cwd: join(repo, 'apps', 'web'), stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * The longest files first, so that no shard is left with a long one at the end: seconds of a run
 * on this 2-core machine (2026-11-29, TEST_TIMES_FILE), rounded; a file not listed counts as 20.
 */
const KNOWN_SECONDS = {
  '02-resources.spec.ts': 140, '13-shell-polish.spec.ts': 80, '14-forms-hardening.spec.ts': 30, '10-exports.spec.ts': 60,
  '12-roles-and-users.spec.ts': 36, '28-pricing-replay.spec.ts': 32, '27-shipping-fee.spec.ts': 31, '08-settings.spec.ts': 30,
  '19-children.spec.ts': 50, '31-invoices.spec.ts': 30, '33-support-desk.spec.ts': 30, '35-billing-automation.spec.ts': 28,
  '36-rule-editor.spec.ts': 38, '37-rebill-preview.spec.ts': 24, '40-freight-orders.spec.ts': 55, '41-cross-dock.spec.ts': 60,
  '42-batch-pack.spec.ts': 22,
};
const byKnownLength = (a, b) => (KNOWN_SECONDS[b] ?? 20) - (KNOWN_SECONDS[a] ?? 20) || a.localeCompare(b);

const only = process.argv.slice(2);
const specs = readdirSync(join(here, 'specs'))
  .filter((f) => f.endsWith('.spec.ts') && (only.length === 0 || only.some((o) => f.includes(o))))
  .sort(byKnownLength);
const shardCount = Math.max(1, Math.min(Number(process.env.E2E_SHARDS ?? 2) || 1, specs.length));

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/** Everything started, to stop at the end (or at a failure). */
const children = [];
const folders = [...(extraWeb ? [extraWeb] : []), ...(extraResources && !extraFolders.includes(extraResources) ? [extraResources] : [])];
let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => stop(130));
process.on('SIGTERM', () => stop(143));

/** An API of its own (database, files) for one shard; resolves once GET /api/health answers. */
async function startServer() {
  const port = await freePort();
  // The web app reports screen errors here (WEB_SENTRY_DSN): flow 07 listens on it while it runs.
  const errorPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-'));
  folders.push(dataDir);
  const baseUrl = `http://127.0.0.1:${port}`;
  // The extra folder is TypeScript: the server then loads it through tsx.
  const server = spawn(process.execPath, [...(extraResources ? ['--import', 'tsx'] : []), SERVER, '--migrate', '--seed'], {
    cwd: repo,
    // 5,000 rated shipments, not the demo's 50,000: seeding and replaying those (flow 28) took
    // minutes of both cores, and no flow reads their number; the bench measures that scale.
    env: {
      DEMO_RATED_SHIPMENTS: '5000', ...process.env, ...extraEnv,
      PORT: String(port), DATABASE_URL: `sqlite://${join(dataDir, 'e2e.sqlite')}`, DATA_DIR: dataDir, NODE_ENV: 'test',
      WEB_SENTRY_DSN: `http://public@127.0.0.1:${errorPort}/1`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(server);
  let serverLog = '';
  server.stdout.on('data', (d) => (serverLog += d));
  server.stderr.on('data', (d) => (serverLog += d));
  server.on('exit', (code) => {
    if (!stopping) {
      console.error(`the server at ${baseUrl} stopped (exit ${code}) before the flows ended:\n${serverLog}`);
      stop(1);
    }
  });
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, errorPort };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer from ${baseUrl}/api/health within 90 s:\n${serverLog}`);
}

/** The one Chromium (lib/browser-server.ts), started through tsx as the specs' helper is TypeScript. */
function startBrowser() {
  const browser = spawn(process.execPath, ['--import', 'tsx', join(here, 'lib', 'browser-server.ts')], {
    cwd: here, env: { ...process.env, CHROMIUM_PATH: CHROMIUM }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(browser);
  return new Promise((resolve, reject) => {
    let out = '';
    browser.stdout.on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.startsWith('ws://'));
      if (line) resolve(line.trim());
    });
    browser.once('exit', (code) => reject(new Error(`the browser server stopped (exit ${code}) before it started`)));
  });
}

let servers, browserWs;
try {
  [browserWs, ...servers] = await Promise.all([startBrowser(), ...Array.from({ length: shardCount }, startServer)]);
} catch (e) {
  console.error(e.message);
  stop(1);
}

const reporter = join(repo, 'tools', 'test-times', 'node-test-reporter.mjs');
/** Runs one spec file against one shard's server; its output is printed whole at its end. */
function runFile(file, baseUrl, errorPort) {
  const reporters = ['--test-reporter=spec', '--test-reporter-destination=stdout', ...(process.env.TEST_TIMES_FILE ? [`--test-reporter=${reporter}`, '--test-reporter-destination=stderr'] : [])];
  const child = spawn(process.execPath, ['--test', ...reporters, '--import', 'tsx', join('specs', file)], {
    cwd: here,
    env: { ...process.env, ...extraEnv, BASE_URL: baseUrl, CHROMIUM_PATH: CHROMIUM, E2E_BROWSER_WS: browserWs, E2E_ERROR_PORT: String(errorPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise((resolve) => child.on('exit', (code) => {
    process.stdout.write(`\n── ${file} (${baseUrl}) ${code === 0 ? 'passed' : 'FAILED'}\n${output}`);
    resolve(code ?? 1);
  }));
}

const queue = [...specs];
const failed = [];
await Promise.all(servers.map(async ({ baseUrl, errorPort }) => {
  for (let file = queue.shift(); file; file = queue.shift()) {
    if ((await runFile(file, baseUrl, errorPort)) !== 0) failed.push(file);
  }
}));
console.log(`\nbrowser flows: ${specs.length - failed.length} of ${specs.length} files passed${failed.length ? `; failed: ${failed.join(', ')}` : ''} (${shardCount} shard${shardCount > 1 ? 's' : ''})`);
stop(failed.length ? 1 : 0);

