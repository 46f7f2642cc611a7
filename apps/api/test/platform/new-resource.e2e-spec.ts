import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answered } from '../answered';

/*
 * `npm run new:resource` as a new developer runs it, in a temp copy of resources/ and migrations/:
 * a resource in an existing domain, and one with an inline child table in a new domain. The files
 * it writes compile, their migrations create what the definitions describe, and the suites derived
 * from definitions (the generic API suite and the permission matrix, as added-resource.e2e-spec
 * runs them) pass over them without an edit: the generator's output is a finished definition.
 */
const repo = join(__dirname, '..', '..', '..', '..');
const root = mkdtempSync(join(tmpdir(), 'new-resource-'));
for (const dir of ['resources', 'migrations']) {
  cpSync(join(repo, dir), join(root, dir), { recursive: true, filter: (src) => !/[/\\](dist|node_modules)$/.test(src) });
}
cpSync(join(repo, 'tsconfig.base.json'), join(root, 'tsconfig.base.json'));
symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const run = (args: string[]) => spawnSync(join(repo, 'node_modules', '.bin', 'tsx'), [join(repo, 'tools', 'new-resource', 'cli.ts'), ...args, '--root', root], { encoding: 'utf8' });
const generated = (args: string[]) => {
  const out = run(args);
  if (out.status !== 0) throw new Error(`npm run new:resource -- ${args.join(' ')}: ${out.stderr}`);
  return out;
};

// Written before the suites are declared: they walk what the generator wrote.
const bill = generated(['finance/shipping-bill', '--zh', '物流账单', '--timestamp', '1769100000000', '--fields',
  'billNo/账单号:text:required:unique:max=32,amount/金额:money:required:min=0,billType/类型:enum=FREIGHT/运费|STORAGE/仓储,'
  + 'billDate/账单日期:date,paid:boolean,warehouseId/仓库:relation=co-warehouse,note/备注:longtext']);
const yard = generated(['yard/pallet-manifest', '--permission', 'fulfillment/shipping-bills', '--menu', 'fulfillment', '--timestamp', '1769100000100',
  '--fields', 'manifestNo/清单号:text:required:unique:max=32,clientId/客户:relation=client:required,status/状态:enum=OPEN/未结|CLOSED/已结:required:default=OPEN,'
  + 'shipDate:date,totalWeight/总重量:decimal:scale=3:min=0,memo/备注:longtext',
  '--child', 'pallet-manifest-box/箱=boxNo/箱号:text:required:max=20,weightKg/重量:decimal:min=0']);

/** The written resources as a folder the harness loads (TEST_EXTRA_RESOURCES): an index and its migrations. */
const folder = join(root, 'added');
mkdirSync(folder);
writeFileSync(join(folder, 'index.ts'), [
  "import type { DomainIndex } from '@console/metadata';",
  "import { shippingBill } from '../resources/finance/shipping-bill';",
  "import yard from '../resources/yard';",
  'export default { resources: [shippingBill, ...yard.resources], pages: [] } satisfies DomainIndex;', '',
].join('\n'));
for (const [domain, file] of [['finance', '1769100000000-shipping-bill'], ...readdirSync(join(root, 'migrations', 'yard')).filter((f) => /^\d{13}-/.test(f)).map((f) => ['yard', f.replace(/\.ts$/, '')])]) {
  writeFileSync(join(folder, `${file}.ts`), `export * from '../migrations/${domain}/${file}';\n`);
}
process.env.TEST_EXTRA_RESOURCES = folder;
process.env.TEST_WALKS = 'extra';
/* eslint-disable @typescript-eslint/no-require-imports */
const { TEST_RESOURCES, bearer, startApi } = require('../harness') as typeof import('../harness');
/* eslint-enable @typescript-eslint/no-require-imports */

const read = (...path: string[]) => readFileSync(join(root, ...path), 'utf8');

describe('the resource generator', () => {
  it('writes a definition with the builders, its migration and the index lines of the domain folder', () => {
    expect(bill.stdout).toContain('resources/finance/shipping-bill.ts');
    expect(bill.stdout).toContain("Chinese to write: 1 label(s) read '待翻译：…'");
    const definition = read('resources', 'finance', 'shipping-bill.ts');
    expect(definition).toContain("import { boolean, date, defineResource, enumOf, longText, money, relation, text } from '@console/metadata';");
    expect(definition).toContain("label: { en: 'Shipping Bill', zh: '物流账单' },");
    expect(definition).toContain("billNo: text({ en: 'Bill No', zh: '账单号' }, { required: true, maxLength: 32, unique: true, rules: ['trim'], list: true, filter: 'contains', sort: true }),");
    expect(definition).toContain("{ value: 'STORAGE', label: { en: 'Storage', zh: '仓储' } },");
    expect(definition).toContain("note: longText({ en: 'Note', zh: '备注' }, { maxLength: 1000 }),");
    expect(definition).toContain("billDate: date({ en: 'Bill Date', zh: '账单日期' }, { list: true, sort: true }),");
    // the sixth field is not listed: a list shows the first five unless flags say otherwise
    expect(definition).toContain("warehouseId: relation({ en: 'Warehouse', zh: '仓库' }, { resource: 'co-warehouse', labelField: 'warehouse' }),");
    expect(read('resources', 'finance', 'index.ts')).toMatch(/resources: \[financeAccount, [^\]]*shippingBill\]/);
    expect(read('migrations', 'finance', 'index.ts')).toContain('  ShippingBill1769100000000,\n];');
    const migration = read('migrations', 'finance', '1769100000000-shipping-bill.ts');
    // columns as the kind registry gives them: money in ten-thousandths (bigint), each text its length
    expect(migration).toContain("column('amount', { type: 'bigint' }, true)");
    expect(migration).toContain("column('bill_no', { type: 'varchar', length: 32 }, true)");
    expect(migration).toContain("[index('shipping_bill', ['bill_no'], true)]");
  });

  it('writes an inline child table: the child with the parent\'s id, the parent\'s children entry, both migrations', () => {
    const parent = read('resources', 'yard', 'pallet-manifest.ts');
    expect(parent).toContain("{ resource: 'pallet-manifest-box', foreignKey: 'palletManifestId', key: 'boxes', inline: { max: 50 }, onParentDelete: 'cascade' },");
    // a required link to a client, which has a data scope: the manifest is scoped through it, its boxes through the manifest
    expect(parent).toContain("dataScope: { through: 'clientId' },");
    const child = read('resources', 'yard', 'pallet-manifest-box.ts');
    expect(child).toContain("menu: { group: 'fulfillment', hidden: true },");
    expect(child).toContain("palletManifestId: relation({ en: 'Pallet Manifest', zh: '待翻译：Pallet Manifest' }, { resource: 'pallet-manifest', labelField: 'manifestNo' }, {");
    expect(child).toContain("dataScope: { through: 'palletManifestId' },");
    expect(read('migrations', 'yard', '1769100000101-pallet-manifest-box.ts')).toContain("[index('pallet_manifest_box', ['pallet_manifest_id'])]");
  });

  it('creates a new domain folder and lists it in both top indexes', () => {
    expect(yard.stdout).toContain('resources/yard/index.ts');
    expect(read('resources', 'index.ts')).toMatch(/import yard from '\.\/yard';[\s\S]*DOMAINS: DomainIndex\[\] = \[[^\]]*yard\][\s\S]*export \* from '\.\/yard';/);
    expect(read('migrations', 'index.ts')).toMatch(/orderMigrations\(\[[^\]]*yard\]\)/);
    expect(read('resources', 'yard', 'index.ts')).toContain('resources: [palletManifest, palletManifestBox],');
    expect(read('migrations', 'yard', 'index.ts')).toContain('  PalletManifest1769100000100,\n  PalletManifestBox1769100000101,\n];');
  });

  it('refuses a sub-role the permission catalogue does not have, writing nothing', () => {
    const out = run(['finance/pallet-label']);
    expect(out.status).toBe(1);
    expect(out.stderr).toContain('no single sub-role of the permission catalogue is named "pallet-label"');
    expect(existsSync(join(root, 'resources', 'finance', 'pallet-label.ts'))).toBe(false);
  });

  it('writes the migration again from an edited definition', () => {
    const out = run(['billing/carrier-invoice', '--permission', 'fulfillment/invoices', '--menu', 'fulfillment', '--timestamp', '1769100000200']);
    expect(out.stderr).toBe('');
    const file = join(root, 'resources', 'billing', 'carrier-invoice.ts');
    writeFileSync(file, readFileSync(file, 'utf8').replace('  fields: {\n', "  fields: {\n    memo: text({ en: 'Memo', zh: '备注' }, { maxLength: 500 }),\n"));
    const again = run(['billing/carrier-invoice', '--migration']);
    expect(again.stderr).toBe('');
    expect(read('migrations', 'billing', '1769100000200-carrier-invoice.ts')).toContain("column('memo', { type: 'varchar', length: 500 })");
  });

  it('writes code that compiles', () => {
    for (const project of ['resources', 'migrations']) {
      const tsc = spawnSync(join(repo, 'node_modules', '.bin', 'tsc'), ['--noEmit', '-p', join(root, project, 'tsconfig.json')], { encoding: 'utf8' });
      expect(`${project}: ${tsc.stdout}${tsc.stderr}`).toBe(`${project}: `);
    }
  }, 240_000);

  it('migrates to what the definitions describe, and saves a parent with its child rows', async () => {
    expect(TEST_RESOURCES.map((r) => r.name)).toEqual(expect.arrayContaining(['shipping-bill', 'pallet-manifest', 'pallet-manifest-box']));
    const api = await startApi();
    try {
      const pending = await api.ds.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).toEqual([]);
      const token = await api.login();
      const base = '/api/resources/pallet-manifest';
      const body = { manifestNo: 'PM-1', clientId: 1, status: 'OPEN', boxes: [{ boxNo: 'B1', weightKg: '2.5' }, { boxNo: 'B2' }] };
      const created = (await api.http().post(base).set(bearer(token)).send(body).expect(answered(201))).body.data;
      expect(created.boxes).toMatchObject([{ boxNo: 'B1', weightKg: '2.50', palletManifestId: created.id }, { boxNo: 'B2' }]);
      const kept = created.boxes[1];
      const updated = (await api.http().put(`${base}/${created.id}`).set(bearer(token)).send({ version: 1, boxes: [{ id: kept.id, boxNo: 'B2-A' }] }).expect(answered(200))).body.data;
      expect(updated.boxes).toMatchObject([{ id: kept.id, boxNo: 'B2-A' }]);
      // a bad row names itself; the child table has no create route of its own
      const bad = await api.http().put(`${base}/${created.id}`).set(bearer(token)).send({ version: 2, boxes: [{ boxNo: '' }] }).expect(answered(400));
      expect(bad.body.data.errors[0].field).toBe('boxes.0.boxNo');
      await api.http().post('/api/resources/pallet-manifest-box').set(bearer(token)).send({ palletManifestId: created.id, boxNo: 'B9' }).expect(answered(404));
      await api.http().delete(`${base}/${created.id}?version=2`).set(bearer(token)).expect(answered(200));
      await api.http().get(`/api/resources/pallet-manifest-box/${kept.id}`).set(bearer(token)).expect(answered(404));
    } finally {
      await api.close();
    }
  }, 120_000);
});

// The suites derived from definitions, over the written resources only (TEST_WALKS=extra).
require('./resources.e2e-spec');
require('./authorization-matrix.e2e-spec');
