#!/usr/bin/env node
/**
 * Browser flows against the real server. Global set-up and tear-down around `node --test`:
 *  1. skip (exit 0) when Debian's Chromium is absent — never download a browser;
 *  2. build the web app (unless E2E_SKIP_BUILD=1) so the server serves the current code;
 *  3. start `apps/api/dist/main.js --migrate --seed` on a free port with a throw-away SQLite
 *     database, wait for GET /api/health;
 *  4. run specs/*.spec.ts one file at a time with BASE_URL set; stop the server at the end.
 * E2E_EXTRA_RESOURCES=<folder> (a resource folder: index + definitions + timestamped migrations,
 * e.g. apps/api/test/fixtures/added-resource) builds the web app and starts the server with that
 * folder added to the catalogue, and the specs walk through it too (lib/resources.ts): the proof
 * that a resource added as a folder needs no edit to a flow. Combine it with a fresh build.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
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

const extraResources = process.env.E2E_EXTRA_RESOURCES ? resolve(process.env.E2E_EXTRA_RESOURCES) : undefined;
// With an extra folder the web app is built apart (never over apps/web/dist, which `npm start` serves).
const extraWeb = extraResources ? mkdtempSync(join(tmpdir(), 'console-e2e-web-')) : undefined;
const extraEnv = extraResources ? { EXTRA_RESOURCES_DIR: extraResources, E2E_EXTRA_RESOURCES: extraResources, WEB_DIST: extraWeb } : {};

if (process.env.E2E_SKIP_BUILD !== '1' || extraWeb) {
  const args = ['vite', 'build', '--logLevel', 'warn', ...(extraWeb ? ['--outDir', extraWeb, '--emptyOutDir'] : [])];
  const build = spawnSync('npx', args, { cwd: join(repo, 'apps', 'web'), stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-'));
const baseUrl = `http://127.0.0.1:${port}`;
// The extra folder is TypeScript: the server then loads it through tsx.
const server = spawn(process.execPath, [...(extraResources ? ['--import', 'tsx'] : []), SERVER, '--migrate', '--seed'], {
  cwd: repo,
  env: { ...process.env, ...extraEnv, PORT: String(port), DATABASE_URL: `sqlite://${join(dataDir, 'e2e.sqlite')}`, DATA_DIR: dataDir, NODE_ENV: 'test' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let serverLog = '';
server.stdout.on('data', (d) => (serverLog += d));
server.stderr.on('data', (d) => (serverLog += d));

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  if (extraWeb) rmSync(extraWeb, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => stop(130));
process.on('SIGTERM', () => stop(143));
server.on('exit', (code) => {
  if (!stopping) {
    console.error(`the server stopped (exit ${code}) before the flows ended:\n${serverLog}`);
    stop(1);
  }
});

async function waitForHealth(deadline = Date.now() + 60_000) {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer from ${baseUrl}/api/health within 60 s:\n${serverLog}`);
}

try {
  await waitForHealth();
} catch (e) {
  console.error(e.message);
  stop(1);
}

const only = process.argv.slice(2);
const specs = readdirSync(join(here, 'specs'))
  .filter((f) => f.endsWith('.spec.ts') && (only.length === 0 || only.some((o) => f.includes(o))))
  .sort()
  .map((f) => join('specs', f));
const run = spawn(process.execPath, ['--test', '--test-concurrency=1', '--import', 'tsx', ...specs], {
  cwd: here,
  env: { ...process.env, ...extraEnv, BASE_URL: baseUrl, CHROMIUM_PATH: CHROMIUM },
  stdio: 'inherit',
});
run.on('exit', (code) => stop(code ?? 1));
