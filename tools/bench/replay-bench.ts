import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';

interface Result { seconds: number; cpuSeconds: number; shipments: number; failed: number; delta: string; rssBeforeMb: number; peakRssMb: number }

/** The replay of 1,000,000 stored shipments, in a child process per database. */
export function replayBench(dataDir: string, databaseUrl?: string): void {
  const child = (mode: string) => execFileSync('node', [join(__dirname, 'replay-child.js'), mode, dataDir, databaseUrl ?? ''], { encoding: 'utf8', maxBuffer: 1 << 20 });
  child('prepare');
  const out = child('run');
  const r = JSON.parse(out.trim().split('\n').pop()!) as Result;
  console.log(`  replay of ${r.shipments} shipments (${r.failed} unpriceable), a default-level draft   ${r.seconds.toFixed(1)} s (${r.cpuSeconds.toFixed(1)} s of CPU), ${Math.round(r.shipments / r.seconds)} shipments/s`);
  console.log(`  RSS ${r.rssBeforeMb.toFixed(0)} MB before (the API started), peak ${r.peakRssMb.toFixed(0)} MB during (+${(r.peakRssMb - r.rssBeforeMb).toFixed(0)} MB)   (aim: <= 30 s, <= 300 MB; load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`);
}
