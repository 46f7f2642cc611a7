import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createConnection } from 'mysql2/promise';
import { addMoney } from '@console/contracts';
import { datetime, decimal, defineResource, money } from '@console/metadata';
import { entitySchemaOf } from '../../src/engine/entity-schema';

/**
 * mysql2 returns DECIMAL/BIGINT as strings, SQLite has no decimal type: the money kind must
 * read back exactly what was written on both, including amounts beyond a double's precision.
 */
const ledger = defineResource({
  name: 'money-probe', table: 'money_probe', label: { en: 'Probe', zh: '探针' }, menu: { group: 'tech' },
  permission: { module: 'tech', sub: 'feature-flag' }, actions: [],
  fields: {
    amount: money({ en: 'Amount', zh: '金额' }, { required: true, sort: true }),
    weight: decimal({ en: 'Weight', zh: '重量' }, { scale: 2 }),
    at: datetime({ en: 'At', zh: '时间' }),
  },
  defaultSort: { field: 'amount', order: 'asc' },
});

describe('money column on the test database', () => {
  let ds: DataSource;
  let cleanup = async () => {};
  beforeAll(async () => {
    const mysqlBase = process.env.TEST_MYSQL_URL;
    const entities = [entitySchemaOf(ledger)];
    if (mysqlBase) {
      const name = `console_money_${process.pid}_${Date.now()}`;
      const c = await createConnection(mysqlBase);
      await c.query(`CREATE DATABASE \`${name}\``);
      await c.end();
      ds = new DataSource({ type: 'mariadb', url: `${mysqlBase}/${name}`, entities, synchronize: true, timezone: 'Z', supportBigNumbers: true });
      cleanup = async () => {
        const d = await createConnection(mysqlBase);
        await d.query(`DROP DATABASE \`${name}\``);
        await d.end();
      };
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'money-'));
      ds = new DataSource({ type: 'better-sqlite3', database: join(dir, 'm.sqlite'), entities, synchronize: true });
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    }
    await ds.initialize();
  });
  afterAll(async () => {
    await ds.destroy();
    await cleanup();
  });

  it('saves 4 decimals and reads the same string back, sorting numerically', async () => {
    const repo = ds.getRepository(entitySchemaOf(ledger));
    const amounts = ['0.1000', '0.2000', '-5.5000', '99999999999.9999', '10.0001'];
    await repo.insert(amounts.map((amount) => ({ amount, weight: '1.25', at: new Date('2026-11-22T03:04:05Z'), version: 1, createTime: new Date(), updateTime: new Date() })));
    const rows = await repo.find({ order: { amount: 'ASC' } });
    expect(rows.map((r) => r.amount)).toEqual(['-5.5000', '0.1000', '0.2000', '10.0001', '99999999999.9999']);
    expect(rows[0].weight).toBe('1.25');
    expect((rows[0].at as Date).toISOString()).toBe('2026-11-22T03:04:05.000Z');
    expect(addMoney(rows[1].amount as string, rows[2].amount as string)).toBe('0.3000');
    const [{ total }] = await ds.query(`SELECT SUM(amount) AS total FROM money_probe`);
    expect(String(total)).toBe('1000000000048000'); // ten-thousandths, exact
  });
});
