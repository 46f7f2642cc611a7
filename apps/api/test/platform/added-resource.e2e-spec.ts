import { join } from 'node:path';

/*
 * The proof that resources added as a folder (definitions + migrations: the fixture
 * fixtures/added-resource, a bill and its inline lines written by `npm run new:resource`) need no
 * other edit: the generic API suite (create, read, filter, update, version conflict, delete,
 * export, required fields; the lines, which have no create route, made through a bill) and the
 * permission matrix (every seeded role x the folder's routes; every route of the whole catalogue
 * must still be covered) run over them, served with the catalogue. The suites read TEST_RESOURCES,
 * so they are loaded after the variable is set.
 */
process.env.TEST_EXTRA_RESOURCES = join(__dirname, '..', 'fixtures', 'added-resource');
// The suites walk the added resources; the catalogue's own are walked by their own files.
process.env.TEST_WALKS = 'extra';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { TEST_RESOURCES } = require('../harness') as typeof import('../harness');

it('carries the added resource in the catalogue the suites walk through', () => {
  expect(TEST_RESOURCES.map((r) => r.name)).toEqual(expect.arrayContaining(['shipping-bill', 'shipping-bill-line']));
});

require('./resources.e2e-spec');
require('./authorization-matrix.e2e-spec');
