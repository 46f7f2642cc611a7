import { join } from 'node:path';

/*
 * The proof of issue 10 that a resource added as a folder (definition + migration: the fixture
 * fixtures/added-resource, written by `npm run new:resource`) needs no other edit: the generic
 * API suite (create, read, filter, update, version conflict, delete, export, required fields)
 * and the permission matrix (every seeded role x the folder's routes; every route of the whole
 * catalogue must still be covered) run over the catalogue plus that folder. The suites read
 * TEST_RESOURCES, so they are loaded after the variable is set.
 */
process.env.TEST_EXTRA_RESOURCES = join(__dirname, 'fixtures', 'added-resource');
// The matrix walks the added resource's routes; the catalogue's own are walked by its own file.
process.env.TEST_MATRIX_WALKS = 'extra';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { TEST_RESOURCES } = require('./harness') as typeof import('./harness');

it('carries the added resource in the catalogue the suites walk through', () => {
  expect(TEST_RESOURCES.map((r) => r.name)).toContain('shipping-bill');
});

require('./resources.e2e-spec');
require('./authorization-matrix.e2e-spec');
