// Unit tests beside the code (src, *.spec.ts) and API end-to-end tests on a real database (test, *.e2e-spec.ts).
const tsJest = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.test.json' }];
// globalsCleanup off: Jest 30's 'soft' clean-up wraps a finished file's globals in setters that call
// themselves (jest-util deleteProperty), so a late write (an API closing after its file) ended a file
// that had passed with 'Maximum call stack size exceeded'. Every file has its own API and database.
const common = {
  testEnvironment: 'node', testEnvironmentOptions: { globalsCleanup: 'off' },
  transform: { '^.+\\.ts$': tsJest }, moduleFileExtensions: ['ts', 'js', 'json'],
};
module.exports = {
  // A global option: per-project values are ignored. API tests start a real server and database.
  testTimeout: 60000,
  // A handle left open (a timer, a worker, a socket) must never hang CI after every test passed:
  // one did (the file sniffer's worker, now fixed), and the run sat until CI's time limit.
  // Find leaks with `npx jest --detectOpenHandles`.
  forceExit: true,
  projects: [
    { ...common, displayName: 'unit', rootDir: __dirname, testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    {
      ...common, displayName: 'e2e', rootDir: __dirname, testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      // One migrated and seeded database per run, copied per API (test/db-template.ts).
      globalSetup: '<rootDir>/test/global-setup.ts', globalTeardown: '<rootDir>/test/global-teardown.ts',
    },
  ],
};
