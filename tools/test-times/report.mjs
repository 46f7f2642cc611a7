#!/usr/bin/env node
// The end of `npm test`: each stage's duration and the ten slowest test files of the run.
// Reads the stages file (name <TAB> seconds <TAB> outcome) and the file times (jest-reporter.cjs,
// node-test-reporter.mjs: seconds <TAB> stage <TAB> file), both written during the run.
import { existsSync, readFileSync } from 'node:fs';

const [stagesFile, timesFile] = process.argv.slice(2);
const rows = (file) => (file && existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => l.split('\t')) : []);
const clock = (s) => `${Math.floor(s / 60)}m${String(Math.round(s % 60)).padStart(2, '0')}s`;

const stages = rows(stagesFile);
console.log('\nStage times:');
for (const [name, seconds, outcome] of stages) console.log(`  ${name.padEnd(28)} ${clock(Number(seconds)).padStart(7)}  ${outcome}`);
const total = stages.reduce((sum, [, s]) => sum + Number(s), 0);
console.log(`  ${'total'.padEnd(28)} ${clock(total).padStart(7)}`);

const slowest = rows(timesFile).sort((a, b) => Number(b[0]) - Number(a[0])).slice(0, 10);
if (slowest.length) {
  console.log('\nThe ten slowest test files:');
  for (const [seconds, stage, file] of slowest) console.log(`  ${`${Number(seconds).toFixed(1)} s`.padStart(8)}  ${stage.padEnd(16)} ${file}`);
}
