import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

interface Result { seconds: number; peakRssMb: number; exportPeakRssMb: number; rows: number }

function run(mode: 'app' | 'memory', dataDir: string): Result {
  const out = execFileSync('node', [join(__dirname, 'export-child.js'), mode, dataDir], { encoding: 'utf8', maxBuffer: 1 << 20 });
  return JSON.parse(out.trim().split('\n').pop()!) as Result;
}

/** The 1,000,000-row export next to exceljs writing the same rows from memory. */
export function exportBench(dataDir: string): void {
  const app = run('app', dataDir);
  const memory = run('memory', dataDir);
  console.log(`  export job, ${app.rows} rows        ${app.seconds.toFixed(1)} s, peak RSS ${app.exportPeakRssMb.toFixed(0)} MB during the export (${app.peakRssMb.toFixed(0)} MB over the process, with start-up and the sign-in's Argon2)`);
  console.log(`  exceljs from memory, ${memory.rows} rows  ${memory.seconds.toFixed(1)} s, peak RSS ${memory.peakRssMb.toFixed(0)} MB`);
  console.log(`  ratio (time)                    ${(app.seconds / memory.seconds).toFixed(2)}x   (aim: <= 60 s and <= 250 MB)`);
}
