import { Harness, startApi } from '../harness';

/** Migrations and the metadata must describe the same schema, on SQLite and MySQL alike. */
describe('migrations', () => {
  let api: Harness;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('leave nothing for the schema builder to change', async () => {
    const pending = await api.ds.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('revert one by one and apply again', async () => {
    const count = api.ds.migrations.length;
    for (let i = 0; i < count; i++) await api.ds.undoLastMigration({ transaction: 'each' });
    const tables = await api.ds.createQueryRunner().getTables(['admin_user', 'feature_flag']);
    expect(tables).toHaveLength(0);
    const applied = await api.ds.runMigrations({ transaction: 'each' });
    expect(applied).toHaveLength(count);
  });
});
