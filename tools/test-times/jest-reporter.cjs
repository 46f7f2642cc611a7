// A Jest reporter that appends one line per test file to $TEST_TIMES_FILE:
// seconds <TAB> stage ($TEST_STAGE) <TAB> file, for the run's "slowest test files" (report.mjs).
const { appendFileSync } = require('node:fs');
const { relative } = require('node:path');

module.exports = class FileTimes {
  onTestResult(test, result) {
    const out = process.env.TEST_TIMES_FILE;
    if (!out) return;
    const seconds = (result.perfStats.end - result.perfStats.start) / 1000;
    appendFileSync(out, `${seconds.toFixed(1)}\t${process.env.TEST_STAGE ?? 'jest'}\t${relative(process.cwd(), test.path)}\n`);
  }
};
