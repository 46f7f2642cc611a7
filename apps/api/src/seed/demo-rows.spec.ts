import { RESOURCES, engineItemOf } from '@console/resources';
import { brokenRecordRules, firstBroken, kindOf, rulesOf } from '@console/metadata';
import { DEMO_ROWS, refsIn, seedOrder } from './demo-rows';
import { cardRowProblems } from '@console/pricing';
import { checkChargeItems } from '@console/billing';
import { storageRuleProblem } from '../modules/billing/storage-rule.hooks';

/**
 * The demo seed writes its rows straight into the tables (fast, and with the times it wants),
 * so nothing else checks them: every value must pass its field's rules and every row its
 * record rules, as a create through the API would require.
 */
describe('demo data', () => {
  it.each(Object.keys(DEMO_ROWS))('%s rows pass their definition\'s rules', (name) => {
    const def = RESOURCES.find((r) => r.name === name)!;
    expect(def).toBeDefined();
    const problems: string[] = [];
    DEMO_ROWS[name].forEach((row, i) => {
      for (const [key, field] of Object.entries(def.fields)) {
        if (row[key] === undefined || field.storage === 'computed' || refsIn(row[key]).length) continue;
        // Rows are inserted through the entities, whose column transformers store them (money in
        // ten-thousandths): a row holds the API's form, except what a column gives back as itself.
        const value = row[key] instanceof Date ? (row[key] as Date).toISOString() : field.kind === 'money' ? row[key] : kindOf(field).fromColumn(row[key], field);
        const broken = firstBroken(rulesOf(field).filter((r) => r.type !== 'required'), value);
        if (broken) problems.push(`row ${i} ${key}=${JSON.stringify(row[key])}: ${broken.message}`);
      }
      for (const e of brokenRecordRules(def.recordRules, def.fields, row as Record<string, unknown>)) problems.push(`row ${i}: ${e.message}`);
    });
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('has 200 OMS and warehouse clients, each with users, owned by sales or the admin', () => {
    const clients = DEMO_ROWS.client;
    expect(clients).toHaveLength(200);
    expect(new Set(clients.map((c) => c.clientKind))).toEqual(new Set(['oms', 'own-warehouse']));
    expect(new Set(clients.map((c) => c.auditStatus))).toEqual(new Set(['PENDING', 'APPROVED', 'REJECTED', 'SUSPENDED']));
    expect(new Set(clients.map((c) => c.clientId)).size).toBe(200);
    const users = DEMO_ROWS['client-user'];
    expect(new Set(users.map((u) => (u.clientId as { index: number }).index)).size).toBe(200);
    expect(new Set(users.map((u) => u.loginName)).size).toBe(users.length);
  });

  it('has 13 weekly fuel rates per carrier, each from a Monday, the last one this week', () => {
    const rates = DEMO_ROWS['fuel-rate'];
    for (const carrier of [1, 2, 3, 4]) expect(rates.filter((r) => r.carrier === carrier)).toHaveLength(13);
    for (const r of rates) expect(new Date(`${r.effectiveFrom}T00:00:00Z`).getUTCDay()).toBe(1);
    const latest = rates.map((r) => String(r.effectiveFrom)).sort().pop()!;
    const daysAgo = (Date.now() - Date.parse(`${latest}T00:00:00Z`)) / 86_400_000;
    expect(daysAgo).toBeGreaterThanOrEqual(0);
    expect(daysAgo).toBeLessThan(7);
  });

  it("has rate cards whose rows pass 02 §5's rules", () => {
    expect(DEMO_ROWS['rate-card'].length).toBeGreaterThan(0);
    for (const card of DEMO_ROWS['rate-card']) expect(cardRowProblems(card.rows)).toEqual([]);
  });

  it('has charge items of both parties whose rules the charge engine accepts, as a save would', () => {
    const items = DEMO_ROWS['charge-item'];
    expect(new Set(items.map((row) => row.party))).toEqual(new Set(['client', 'supplier']));
    // the migration's work order types: 1 Outbound, 2 Inbound, 3 Return, 4 Cross Dock
    const codes = ['OUTBOUND', 'INBOUND', 'RETURN', 'CROSS_DOCK'];
    expect(checkChargeItems(items.map((row, i) => engineItemOf({ ...row, id: i + 1 }, codes[Number(row.workOrderTypeId) - 1])))).toEqual({ ok: true });
  });

  it('has storage rules of both parties, each unit among them, that a save would accept', () => {
    const rules = DEMO_ROWS['storage-rule'];
    expect(new Set(rules.map((row) => row.party))).toEqual(new Set(['client', 'supplier']));
    expect(new Set(rules.map((row) => row.unit))).toEqual(new Set(['PIECE_DAY', 'CBF_DAY', 'CBM_DAY', 'PALLET_DAY']));
    for (const row of rules) expect(storageRuleProblem(row)).toBeNull();
  });

  it("has billing plans of both parties whose charge items and storage rules are active ones of the plan's own party", () => {
    const plans = DEMO_ROWS['billing-plan'];
    expect(new Set(plans.map((plan) => plan.party))).toEqual(new Set(['client', 'supplier']));
    for (const plan of plans) {
      for (const [list, resource] of [['chargeItemIds', 'charge-item'], ['storageRuleIds', 'storage-rule']] as const) {
        for (const ref of refsIn(plan[list])) {
          expect(ref.$ref).toBe(resource);
          expect(DEMO_ROWS[resource][ref.index]).toMatchObject({ party: plan.party, status: 1 });
        }
      }
    }
  });

  it('has 300 clients across the four kinds', () => {
    const kinds = DEMO_ROWS.client.length + DEMO_ROWS['wms-client'].length + DEMO_ROWS['label-server-client'].length;
    expect(kinds).toBe(300);
    expect(new Set(DEMO_ROWS['wms-client'].map((o) => o.subscriptionStatus)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(DEMO_ROWS['label-server-client'].map((o) => o.domain)).size).toBe(40);
  });

  it('has a believable address book: 2,000 entries, senders and recipients, US and Canada', () => {
    const book = DEMO_ROWS['address-book'];
    expect(book).toHaveLength(2000);
    expect(new Set(book.map((a) => a.type))).toEqual(new Set([1, 2]));
    expect(new Set(book.map((a) => a.countryCode))).toEqual(new Set(['US', 'CA']));
  });

  it('goes in an order where every row names only rows seeded before it', () => {
    const order = seedOrder(RESOURCES, DEMO_ROWS).map((def) => def.name);
    expect(new Set(order).size).toBe(RESOURCES.length);
    for (const [name, rows] of Object.entries(DEMO_ROWS)) {
      const named = new Set(rows.flatMap((row) => Object.values(row).flatMap(refsIn).map((ref) => ref.$ref)));
      for (const earlier of named) expect(order.indexOf(earlier)).toBeLessThan(order.indexOf(name));
    }
    // clients come before the warehouses in the catalogue, yet a client names its warehouse
    expect(order.indexOf('warehouse')).toBeLessThan(order.indexOf('client'));
  });
});
