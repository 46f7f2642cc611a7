import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../index';

/**
 * Ops run the migrations from the CLI with no entities: the reference rows must load there too
 * (by column name, the time as text). With entities, the API's schema test proves the other path.
 */
describe('reference rows, migrated without entities', () => {
  let ds: DataSource;
  beforeAll(async () => {
    ds = new DataSource({ type: 'better-sqlite3', database: ':memory:', migrations: MIGRATIONS });
    await ds.initialize();
    await ds.runMigrations();
  });
  afterAll(() => ds.destroy());

  it('loads the US ports and airports with their system columns', async () => {
    expect(await ds.query('SELECT COUNT(*) AS n FROM us_port')).toEqual([{ n: 141 }]);
    expect(await ds.query('SELECT COUNT(*) AS n FROM us_airport')).toEqual([{ n: 832 }]);
    const [lax] = await ds.query("SELECT code, name, city, state, type, version, create_time FROM us_airport WHERE code = 'LAX'");
    expect(lax).toMatchObject({ code: 'LAX', name: 'Los Angeles International Airport', city: 'Los Angeles', state: 'CA', type: 1, version: 1 });
    expect(String(lax.create_time)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    const [seattle] = await ds.query("SELECT state FROM us_port WHERE code = 'USSEA'");
    expect(seattle).toEqual({ state: 'WA' });
  });
});
