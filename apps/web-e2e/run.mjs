#!/usr/bin/env node
/**
 * Browser flows against the real server. Global set-up and tear-down around `node --test`:
 *  1. skip (exit 0) when Debian's Chromium is absent — never download a browser;
 *  2. build the web app (unless E2E_SKIP_BUILD=1) so the server serves the current code;
 *  3. start `apps/api/dist/main.js --migrate --seed` on a free port with a throw-away SQLite
 *     database, wait for GET /api/health;
 *  4. run specs/*.spec.ts one file at a time with BASE_URL set; stop the server at the end.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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

if (process.env.E2E_SKIP_BUILD !== '1') {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: join(repo, 'apps', 'web'), stdio: 'inherit' });
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
const server = spawn(process.execPath, [SERVER, '--migrate', '--seed'], {
  cwd: repo,
  env: { ...process.env, PORT: String(port), DATABASE_URL: `sqlite://${join(dataDir, 'e2e.sqlite')}`, DATA_DIR: dataDir, NODE_ENV: 'test' },
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
  env: { ...process.env, BASE_URL: baseUrl, CHROMIUM_PATH: CHROMIUM },
  stdio: 'inherit',
});
run.on('exit', (code) => stop(code ?? 1));
