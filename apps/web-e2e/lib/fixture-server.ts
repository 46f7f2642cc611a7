import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A server of its own for a flow over test-only resources (a fixture of apps/api/test/fixtures):
 * the web built with the fixture's definitions (EXTRA_RESOURCES_DIR, a folder whose index lists them), and the API
 * test harness serving them with the fixture's hooks (apps/api/test/fixture-server.ts, compiled
 * by tsc for Nest's decorator metadata). The fixture is never added to RESOURCES.
 */
const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export interface FixtureServer {
  url: string;
  stop(): Promise<void>;
}

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

export async function startFixtureServer(fixture: string, resourcesDir: string): Promise<FixtureServer> {
  const webDist = mkdtempSync(join(tmpdir(), `console-web-${fixture}-`));
  run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', webDist, '--emptyOutDir'], join(repo, 'apps', 'web'), { EXTRA_RESOURCES_DIR: resourcesDir });
  run('npx', ['tsc', '-p', 'tsconfig.fixture-server.json'], join(repo, 'apps', 'api'));
  const server: ChildProcess = spawn(process.execPath, [join(repo, 'apps', 'api', 'dist', 'fixture-server', 'test', 'fixture-server.js'), fixture], {
    cwd: repo, env: { ...process.env, WEB_DIST: webDist }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`fixture server not ready in 90 s:\n${log}`)), 90_000);
    server.stdout!.on('data', (d: Buffer) => {
      log += d;
      const ready = /READY (\S+)/.exec(log);
      if (ready) { clearTimeout(timer); resolve(ready[1]); }
    });
    server.stderr!.on('data', (d: Buffer) => (log += d));
    server.on('exit', (code) => { clearTimeout(timer); reject(new Error(`fixture server exited (${code}):\n${log}`)); });
  });
  return {
    url,
    stop: () => new Promise((resolve) => {
      server.removeAllListeners('exit');
      server.once('exit', () => { rmSync(webDist, { recursive: true, force: true }); resolve(); });
      server.kill('SIGTERM');
    }),
  };
}
