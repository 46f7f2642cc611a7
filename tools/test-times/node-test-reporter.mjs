// A node:test reporter (the browser flows) that appends one line per spec file to $TEST_TIMES_FILE,
// in the format of jest-reporter.cjs. node:test reports no total per file, so a file's time runs
// from its start (taken off the queue) to its last event (the flows run one file at a time).
import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';

export default async function* fileTimes(source) {
  const seen = new Map();
  for await (const event of source) {
    const file = event.data?.file;
    if (!file) continue;
    // a file waits in the queue from its enqueue: it starts when it is taken from it
    const now = Date.now();
    const span = seen.get(file) ?? { first: now, last: now };
    if (event.type === 'test:dequeue' && event.data.name === file) span.first = now;
    span.last = now;
    seen.set(file, span);
  }
  const out = process.env.TEST_TIMES_FILE;
  if (!out) return;
  for (const [file, { first, last }] of seen) {
    appendFileSync(out, `${((last - first) / 1000).toFixed(1)}\t${process.env.TEST_STAGE ?? 'flows'}\t${relative(process.cwd(), file)}\n`);
  }
}
