import { PERMISSION_CATALOGUE } from '@console/contracts';
import { checkCatalogue } from '@console/metadata';
import { PAGES, RESOURCES } from '@console/resources';
import { loadConfig } from './core/config';
import { createApp } from './app.factory';

/** The real catalogue (resources/ and the permission catalogue) is consistent; the API refuses one that is not. */
describe('the resource catalogue', () => {
  it('has no problem', () => {
    expect(checkCatalogue(RESOURCES, PAGES, PERMISSION_CATALOGUE)).toEqual([]);
  });

  it('gives every resource a sample the test suites derive their records from (a read-only one: a record as the platform writes it)', () => {
    expect(RESOURCES.filter((r) => !r.sample).map((r) => r.name)).toEqual([]);
  });

  it('stops the API at start-up with the list of problems', async () => {
    const broken = { ...RESOURCES[0], name: 'broken-thing', table: 'broken_thing', permission: { module: 'tech' as const, sub: 'feature-flags' } };
    await expect(createApp(loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'sqlite://:memory:' }), { resources: [...RESOURCES, broken] }))
      .rejects.toThrow('resource broken-thing: sub-role "feature-flags" is not in module "tech" of the permission catalogue');
  });
});
