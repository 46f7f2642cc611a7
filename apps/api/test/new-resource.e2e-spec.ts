import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResourceDef } from '@console/metadata';
import type { MigrationInterface } from 'typeorm';
import { Harness, bearer, startApi } from './harness';
import { sampleOf } from './samples';

const repo = join(__dirname, '..', '..', '..');

/**
 * `npm run new:resource` in a temp copy of resources/ and migrations/: the files it writes
 * compile, and the new resource answers the generic API on this run's database.
 */
describe('the resource generator', () => {
  const root = mkdtempSync(join(tmpdir(), 'new-resource-'));
  let api: Harness | undefined;
  beforeAll(() => {
    for (const dir of ['resources', 'migrations']) {
      cpSync(join(repo, dir), join(root, dir), { recursive: true, filter: (src) => !/[/\\](dist|node_modules)$/.test(src) });
    }
    cpSync(join(repo, 'tsconfig.base.json'), join(root, 'tsconfig.base.json'));
    symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'));
  });
  afterAll(async () => {
    await api?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const run = (args: string[]) => spawnSync(join(repo, 'node_modules', '.bin', 'tsx'), [join(repo, 'tools', 'new-resource', 'cli.ts'), ...args, '--root', root], { encoding: 'utf8' });

  it('writes the definition, the migration and the index lines of the domain folder', () => {
    const out = run(['fulfillment/shipping-bill', '--fields', 'billNo:text,amount:money,billType:enum,billDate:date,paid:boolean,warehouseId:relation=co-warehouse', '--timestamp', '1769100000000']);
    expect(out.stderr).toBe('');
    expect(out.status).toBe(0);
    expect(out.stdout).toContain('resources/fulfillment/shipping-bill.ts');
    expect(readFileSync(join(root, 'resources', 'fulfillment', 'index.ts'), 'utf8')).toMatch(/resources: \[coWarehouse, [^\]]*shippingBill\]/);
    expect(readFileSync(join(root, 'migrations', 'fulfillment', 'index.ts'), 'utf8')).toContain('  ShippingBill1769100000000,\n];');
    const migration = readFileSync(join(root, 'migrations', 'fulfillment', '1769100000000-shipping-bill.ts'), 'utf8');
    // Columns as the kind registry gives them: money in ten-thousandths (bigint), the text's length.
    expect(migration).toContain("column('amount', { type: 'bigint' })");
    expect(migration).toContain("column('bill_no', { type: 'varchar', length: 64 }, true)");
  });

  it('creates a new domain folder and lists it in both top indexes', () => {
    const out = run(['billing/carrier-invoice', '--permission', 'fulfillment/invoices', '--menu', 'fulfillment', '--zh', '--timestamp', '1769100000100']);
    expect(out.stderr).toBe('');
    expect(readFileSync(join(root, 'resources', 'index.ts'), 'utf8')).toMatch(/import billing from '\.\/billing';[\s\S]*DOMAINS: DomainIndex\[\] = \[[^\]]*billing\][\s\S]*export \* from '\.\/billing';/);
    expect(readFileSync(join(root, 'migrations', 'index.ts'), 'utf8')).toMatch(/orderMigrations\(\[[^\]]*billing\]\)/);
    expect(readFileSync(join(root, 'resources', 'billing', 'carrier-invoice.ts'), 'utf8')).toContain("zh: '待翻译：Carrier Invoice'");
  });

  it('refuses a sub-role the permission catalogue does not have, writing nothing', () => {
    const out = run(['fulfillment/pallet-label']);
    expect(out.status).toBe(1);
    expect(out.stderr).toContain('no single sub-role of the permission catalogue is named "pallet-label"');
    expect(existsSync(join(root, 'resources', 'fulfillment', 'pallet-label.ts'))).toBe(false);
  });

  it('writes the migration again from an edited definition', () => {
    const file = join(root, 'resources', 'billing', 'carrier-invoice.ts');
    writeFileSync(file, readFileSync(file, 'utf8').replace("fields: {\n", "fields: {\n    memo: { kind: 'text', label: { en: 'Memo', zh: '备注' }, maxLength: 500 },\n"));
    const out = run(['billing/carrier-invoice', '--migration']);
    expect(out.stderr).toBe('');
    expect(readFileSync(join(root, 'migrations', 'billing', '1769100000100-carrier-invoice.ts'), 'utf8')).toContain("column('memo', { type: 'varchar', length: 500 })");
  });

  it('writes code that compiles', () => {
    for (const project of ['resources', 'migrations']) {
      const tsc = spawnSync(join(repo, 'node_modules', '.bin', 'tsc'), ['--noEmit', '-p', join(root, project, 'tsconfig.json')], { encoding: 'utf8' });
      expect(`${project}: ${tsc.stdout}${tsc.stderr}`).toBe(`${project}: `);
    }
  }, 180_000);

  it('gives a resource that answers the generic API from its sample', async () => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { shippingBill } = require(join(root, 'resources', 'fulfillment', 'shipping-bill.ts')) as { shippingBill: ResourceDef };
    const file = readdirSync(join(root, 'migrations', 'fulfillment')).find((f) => f.endsWith('-shipping-bill.ts'))!;
    const migration = Object.values(require(join(root, 'migrations', 'fulfillment', file)) as Record<string, new () => MigrationInterface>)[0];
    /* eslint-enable @typescript-eslint/no-require-imports */
    api = await startApi({}, { extraResources: [shippingBill], extraMigrations: [migration] });
    const token = await api.login();
    const base = '/api/resources/shipping-bill';
    const sample = sampleOf(shippingBill);
    const created = (await api.http().post(base).set(bearer(token)).send(sample.body).expect(201)).body.data;
    expect(created).toMatchObject({ ...sample.body, amount: '99.9900', version: 1 });
    const found = await api.http().get(base).query({ [sample.filter!.field]: sample.filter!.value }).set(bearer(token)).expect(200);
    expect(found.body.data.records.map((r: { id: number }) => r.id)).toEqual([created.id]);
    const money = await api.http().get(base).query({ amount: '0,100' }).set(bearer(token)).expect(200);
    expect(money.body.data.total).toBe(1);
    const updated = await api.http().put(`${base}/${created.id}`).set(bearer(token)).send({ ...sample.change, version: 1 }).expect(200);
    expect(updated.body.data).toMatchObject({ ...sample.change, version: 2 });
    await api.http().post(`${base}/export`).set(bearer(token)).send({}).expect(202);
    await api.http().delete(`${base}/${created.id}?version=2`).set(bearer(token)).expect(200);
    await api.http().get(`${base}/${created.id}`).set(bearer(token)).expect(404);
  }, 120_000);
});
