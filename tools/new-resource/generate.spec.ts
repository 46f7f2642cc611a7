import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RESOURCES } from '@console/resources';
import { parseChild, parseField, parseFields } from './field-spec';
import { planResource, type ResourcePlan } from './resource-source';
import { generateResource } from './generate';
import { newMigrationIndex } from './index-files';

const repo = join(__dirname, '..', '..');

describe('the --fields language', () => {
  it('reads kind, Chinese label, rules and list flags of a field', () => {
    expect(parseField('billNo/账单号:text:required:unique:max=32:list:filter:copyable')).toEqual({
      key: 'billNo', kind: 'text', en: 'Bill No', zh: '账单号', required: true, unique: true, max: 32, list: true, filter: true, copyable: true,
    });
    expect(parseField('warehouseId:relation=co-warehouse:createonly')).toEqual({ key: 'warehouseId', kind: 'relation', en: 'Warehouse', target: 'co-warehouse', createOnly: true });
    expect(parseField('amount:money:min=0:filter=gte')).toMatchObject({ kind: 'money', min: 0, filter: 'gte' });
    expect(parseField('notes:longtext')).toMatchObject({ kind: 'longtext', en: 'Notes' });
  });

  it('stores UPPER_CASE option codes as they are and numbers words, each with its Chinese', () => {
    expect(parseField('status:enum=IN_TRANSIT/运输中|DELIVERED:default=DELIVERED')).toMatchObject({
      options: [{ value: 'IN_TRANSIT', en: 'In Transit', zh: '运输中' }, { value: 'DELIVERED', en: 'Delivered', zh: undefined }], default: 'DELIVERED',
    });
    expect(parseField('stage:enum=Draft/草稿|Active:default=Active')).toMatchObject({ options: [{ value: 1, en: 'Draft', zh: '草稿' }, { value: 2, en: 'Active' }], default: 2 });
    expect(parseField('status:enum=activeInactive:default=1')).toMatchObject({ options: 'activeInactive', default: 1 });
  });

  it('says what is wrong, naming the field', () => {
    expect(() => parseField('amount')).toThrow('field "amount": write it as key[/中文]:kind');
    expect(() => parseField('amount:currency')).toThrow('field "amount": kind "currency" is not one of text, email');
    expect(() => parseField('status:enum')).toThrow('field "status": write its options');
    expect(() => parseField('ownerId:relation')).toThrow('field "ownerId": name the resource it points at');
    expect(() => parseField('name:text:mandatory')).toThrow('field "name": unknown flag "mandatory"');
    expect(() => parseField('name:text:max=long')).toThrow('field "name": max= needs a number');
    expect(() => parseField('stage:enum=A|B:default=C')).toThrow('field "stage": default "C" is not one of its options');
    expect(() => parseFields('name:text,name:email')).toThrow('field "name" is given twice');
  });

  it('reads a child table as name[/中文]=fields', () => {
    expect(parseChild('bill-line/账单明细=code:text:required,quantity:integer')).toMatchObject({
      name: 'bill-line', zh: '账单明细', fields: [{ key: 'code', kind: 'text', required: true }, { key: 'quantity', kind: 'integer' }],
    });
    expect(() => parseChild('bill-line')).toThrow('write it as <name>[/中文]=<fields>');
  });
});

describe('a planned definition', () => {
  const plan = (fields: string): ResourcePlan => ({
    domain: 'finance', name: 'shipping-bill', label: { en: 'Shipping Bill', zh: '物流账单' }, menuGroup: 'fulfillment',
    permission: { module: 'fulfillment', sub: 'shipping-bills' }, fields: parseFields(fields), children: [],
  });

  it('is written with the builders, each field with what its flags say', () => {
    const { source, def } = planResource(plan('billNo/账单号:text:required:unique:max=32,amount:money:required:min=0,status/状态:enum=OPEN/未结|PAID/已付,notes:longtext,warehouseId:relation=co-warehouse'), RESOURCES);
    expect(source).toContain("import { defineResource, enumOf, longText, money, relation, text } from '@console/metadata';");
    expect(source).toContain("billNo: text({ en: 'Bill No', zh: '账单号' }, { required: true, maxLength: 32, unique: true, rules: ['trim'], list: true, filter: 'contains', sort: true }),");
    expect(source).toContain("amount: money({ en: 'Amount', zh: '待翻译：Amount' }, { required: true, min: 0, list: true }),");
    expect(source).toContain("status: enumOf({ en: 'Status', zh: '状态' }, [\n      { value: 'OPEN', label: { en: 'Open', zh: '未结' } },");
    expect(source).toContain("warehouseId: relation({ en: 'Warehouse', zh: '待翻译：Warehouse' }, { resource: 'co-warehouse', labelField: 'warehouse' }, { list: true }),");
    // a long text: a textarea, on the record's page, not in the list
    expect(def.fields.notes).toMatchObject({ kind: 'longText', maxLength: 1000 });
    expect(def.fields.notes.list).toBeUndefined();
    expect(def.sample).toEqual({ billNo: 'Sample Bill No', amount: '99.99', status: 'OPEN', notes: 'Sample Notes', warehouseId: 1 });
  });

  it('lists the first five fields and filters the title and the enums unless the flags say', () => {
    const defaults = planResource(plan('a:text,b:integer,c:enum=X|Y,d:date,e:boolean,f:text'), RESOURCES).def.fields;
    expect(Object.entries(defaults).filter(([, f]) => f.list).map(([k]) => k)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(Object.fromEntries(Object.entries(defaults).filter(([, f]) => f.filter).map(([k, f]) => [k, f.filter]))).toEqual({ a: 'contains', c: 'eq' });
    expect(Object.entries(defaults).filter(([, f]) => f.sort).map(([k]) => k)).toEqual(['a', 'd']);
    const flagged = planResource(plan('a:text,b:integer:list:filter,c:enum=X|Y:filter=in'), RESOURCES).def.fields;
    expect(Object.entries(flagged).filter(([, f]) => f.list).map(([k]) => k)).toEqual(['b']);
    expect(Object.fromEntries(Object.entries(flagged).filter(([, f]) => f.filter).map(([k, f]) => [k, f.filter]))).toEqual({ b: 'between', c: 'in' });
  });

  it('starts with hidden the columns past the first screen at 1280 px (the create time first, then the last fields)', () => {
    expect(planResource(plan('a:text,b:text,c:text,d:text,e:text'), RESOURCES).def.listHidden).toEqual(['d', 'e', 'createTime']);
    // (a placeholder's 待翻译 widens a Chinese title: these have their Chinese)
    const { def, source } = planResource(plan('billNo/单号:text:max=32,amount/金额:money,billType/类型:enum=A|B,billDate/日期:date,warehouseId/合作仓:relation=co-warehouse'), RESOURCES);
    expect(def.listHidden).toEqual(['createTime']);
    expect(source).toContain("  // the first screen at 1280 px shows billNo, amount, billType, billDate, warehouseId; the rest are offered in the column chooser\n  listHidden: ['createTime'],");
    expect(planResource(plan('code:text,qty:integer'), RESOURCES).def.listHidden).toBeUndefined();
  });

  it('keeps a filter the generic API suite can find the sample by', () => {
    // a relation as the title filters with eq, which the suite cannot match: the first text field is filtered too
    const { def } = planResource(plan('warehouseId:relation=co-warehouse,code:text'), RESOURCES);
    expect(def.fields.code.filter).toBe('contains');
    const explicit = planResource(plan('warehouseId:relation=co-warehouse:filter,code:text'), RESOURCES);
    expect(explicit.notes).toEqual([expect.stringContaining('the generic API suite finds the sample\'s record by one')]);
  });

  it('scopes a record through a required relation to a scoped resource', () => {
    const { def, source } = planResource(plan('title:text,clientId:relation=client:required'), RESOURCES);
    expect(def.dataScope).toEqual({ through: 'clientId' });
    expect(source).toContain("dataScope: { through: 'clientId' },");
  });

  it('keeps the sample within the bounds', () => {
    const { def } = planResource(plan('code:text:min=20:max=24,qty:integer:min=5,price:money:max=10'), RESOURCES);
    expect(def.sample).toEqual({ code: 'Sample Codexxxxxxxxx', qty: 5, price: '10' });
  });
});

describe('generateResource with a child table', () => {
  const root = mkdtempSync(join(tmpdir(), 'new-resource-unit-'));
  beforeAll(() => {
    symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'));
    mkdirSync(join(root, 'migrations', 'finance'), { recursive: true });
    mkdirSync(join(root, 'resources', 'finance'), { recursive: true });
    writeFileSync(join(root, 'resources', 'finance', 'index.ts'), readFileSync(join(repo, 'resources', 'finance', 'index.ts'), 'utf8'));
    writeFileSync(join(root, 'migrations', 'finance', 'index.ts'), newMigrationIndex('finance'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('writes the parent with its children entry, the child hidden with the parent\'s id, and both migrations', () => {
    const generated = generateResource({
      root, domain: 'finance', name: 'shipping-bill', zh: '物流账单', catalogue: RESOURCES, timestamp: 1769100000000,
      fields: 'billNo:text:required:unique', children: ['shipping-bill-line/账单明细=code:text:required,quantity:integer:min=1'],
    });
    expect(generated.files).toEqual([
      'resources/finance/shipping-bill.ts', 'resources/finance/index.ts', 'migrations/finance/1769100000000-shipping-bill.ts', 'migrations/finance/index.ts',
      'resources/finance/shipping-bill-line.ts', 'migrations/finance/1769100000001-shipping-bill-line.ts',
    ]);
    expect(generated.definition.children).toEqual([
      { resource: 'shipping-bill-line', foreignKey: 'shippingBillId', key: 'lines', inline: { max: 50 }, onParentDelete: 'cascade' },
    ]);
    const [line] = generated.children;
    expect(line).toMatchObject({
      menu: { group: 'fulfillment', hidden: true }, actions: [], permission: { module: 'fulfillment', sub: 'shipping-bills' }, defaultSort: { field: 'id', order: 'asc' }, listTimes: [],
    });
    expect(line.fields.shippingBillId).toMatchObject({ kind: 'relation', relation: { resource: 'shipping-bill', labelField: 'billNo' }, label: { en: 'Shipping Bill', zh: '物流账单' }, required: true, filter: 'eq', index: true });
    expect(line.sample).toEqual({ shippingBillId: 1, code: 'Sample Code', quantity: 1 });
    expect(readFileSync(join(root, 'resources', 'finance', 'index.ts'), 'utf8')).toMatch(/resources: \[[^\]]*shippingBill, shippingBillLine\]/);
    expect(readFileSync(join(root, 'migrations', 'finance', '1769100000001-shipping-bill-line.ts'), 'utf8'))
      .toContain("column('shipping_bill_id', { type: 'integer' }, true),");
    expect(readFileSync(join(root, 'migrations', 'finance', '1769100000001-shipping-bill-line.ts'), 'utf8'))
      .toContain("[index('shipping_bill_line', ['shipping_bill_id'])]");
    // 'Bill No', 'Code', 'Quantity' still to translate
    expect(generated.untranslated).toBe(3);
  });

  it('writes nothing when the catalogue check would refuse the definitions', () => {
    expect(() => generateResource({
      root, domain: 'finance', name: 'pallet-label', permission: 'fulfillment/no-such-sub', catalogue: RESOURCES, fields: 'code:text',
    })).toThrow('sub-role "no-such-sub" is not in module "fulfillment"');
    expect(existsSync(join(root, 'resources', 'finance', 'pallet-label.ts'))).toBe(false);
    expect(() => generateResource({ root, domain: 'finance', name: 'shipping-bill', catalogue: RESOURCES })).toThrow('resources/finance/shipping-bill.ts exists already');
  });
});
