// Unit tests of the migration helpers (lib/*.spec.ts); the migrations' tables are proven by the API's schema test.
module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/lib/**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['ts-jest'] },
};
