// Unit tests beside the code (src, *.spec.ts) and API end-to-end tests on a real database (test, *.e2e-spec.ts).
const tsJest = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.test.json' }];
const common = { testEnvironment: 'node', transform: { '^.+\\.ts$': tsJest }, moduleFileExtensions: ['ts', 'js', 'json'] };
module.exports = {
  // A global option: per-project values are ignored. API tests start a real server and database.
  testTimeout: 60000,
  projects: [
    { ...common, displayName: 'unit', rootDir: __dirname, testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    { ...common, displayName: 'e2e', rootDir: __dirname, testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'] },
  ],
};
