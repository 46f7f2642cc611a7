// Unit tests of the tools (*.spec.ts beside the code): the generator's field language and output.
// The files it writes are compiled and served by apps/api/test/new-resource.e2e-spec.ts.
module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/new-resource/**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json' }] },
};
