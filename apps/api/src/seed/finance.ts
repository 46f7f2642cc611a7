import type { EntityManager } from 'typeorm';
import { CHANGE_TYPE, DEDUCTION_TYPE, chargeLinesOf, parseUnits, periodAt, periodOf, type ChargeItemInput } from '@console/ledger';
import { client, financeAccount, funding, invoice } from '@console/resources';
import { entitySchemaOf } from '../engine/entity-schema';
import { openAccount, postInTransaction } from '../modules/finance/ledger-writes';
import { CLIENT_INVOICES } from '../modules/finance/invoices/client-invoice-book';
import type { InvoiceBook } from '../modules/finance/invoices/invoice-book';
import { buildInvoice } from '../modules/finance/invoices/invoice-builder';
import { writeCharge, type ChargeSource } from '../modules/finance/transactions/charge-writes';
import { CountCache } from '../engine/count-cache';
import { RecordWriter } from '../engine/record-writer';

/** Clients with a ledger in the demo: the first of the seeded ones. */
const CLIENTS = 24;
const DAY = 86_400_000;

/**
 * Believable ledgers for the demo, posted through the ledger's own writes so every figure adds up
 * and the verification finds no drift: per client over the last 60 days, two approved fundings
 * (bank transfer, PayPal), labels and OMS orders charged as transactions with their items, tracking
 * holds settled by carrier bills (one still on hold), a voided label refunded; and fundings still
 * pending or denied for Funding History's actions. Skipped when any account exists.
 */
export async function seedFinance(em: EntityManager, today = new Date()): Promise<void> {
  if ((await em.getRepository(entitySchemaOf(financeAccount)).count()) > 0) return;
  const clients = await em.getRepository(entitySchemaOf(client)).find({ select: { id: true }, order: { id: 'ASC' }, take: CLIENTS });
  const fundings = em.getRepository(entitySchemaOf(funding));
  let seed = 7;
  const rand = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
  const money = (min: number, max: number) => (min + rand() * (max - min)).toFixed(2);

  for (const [n, row] of clients.entries()) {
    const clientId = Number(row.id);
    const start = today.getTime() - 60 * DAY;
    await openAccount(em, clientId, new Date(start));
    let at = start;
    const tick = (hours: number) => new Date((at += hours * 3_600_000));
    let k = 0;
    const postAt = (when: Date, body: { changeType: 1 | 2 | 3 | 5 | 6 | 7; amount: string; pendingDelta?: string; note: string; source?: { type: 'funding' | 'label' | 'bill'; id: string } }) =>
      postInTransaction(em, clientId, {
        changeType: body.changeType, amount: parseUnits(body.amount)!, pendingDelta: parseUnits(body.pendingDelta ?? '0')!,
        ...(body.pendingDelta ? { deductionType: DEDUCTION_TYPE.HOLDING } : {}),
        note: body.note, idempotencyKey: `demo-${clientId}-${++k}`, source: body.source ?? { type: 'label', id: `DEMO${clientId}-${k}` },
      }, n % 2 ? 'finance' : 'admin', when);

    const records = new RecordWriter(new CountCache(0, 0)).in(em);
    const charge = (when: Date, c: { kind: 'shipping' | 'oms'; source: ChargeSource; sourceId: string; items: ChargeItemInput[] }) => {
      const priced = chargeLinesOf(c.items);
      if (!priced.ok) throw new Error(`demo charge ${c.sourceId}: ${priced.problem}`);
      return writeCharge(em, records, {
        kind: c.kind, clientId, source: c.source, sourceId: c.sourceId, lines: priced.lines, total: priced.total, note: null, correctsId: null, idempotencyKey: `demo-${c.sourceId}`,
      }, (tx, id, posting) => postInTransaction(tx, id, posting, n % 2 ? 'finance' : 'admin', when), n % 2 ? 'finance' : 'admin', when);
    };
    for (const [i, kind] of [3, 1].entries()) {
      const when = tick(i ? 600 : 2);
      const amount = money(400, 2500);
      const inserted = await fundings.insert({
        clientId, amount, fundingType: kind, reference: `${kind === 3 ? 'WIRE' : 'PP'}-${clientId}-${i + 1}`, status: 1, decidedBy: 'finance',
        version: 2, createTime: when, updateTime: when,
      });
      const fundingId = Number(inserted.identifiers[0].id);
      const { entryId } = await postAt(when, { changeType: CHANGE_TYPE.ADD_FUNDS, amount, note: `Funding ${kind === 3 ? 'WIRE' : 'PP'}-${clientId}-${i + 1}`, source: { type: 'funding', id: String(fundingId) } });
      await fundings.update({ id: fundingId }, { entryId });
      // labels and orders as transactions: their items, and the entry each posts (the charges' own writes)
      for (let label = 0; label < 8; label++) {
        const when = tick(10 + rand() * 30);
        const tracking = `1ZDEMO${clientId}${i}${label}`;
        await charge(when, { kind: 'shipping', source: 'label', sourceId: tracking, items: [
          { code: 'POSTAGE', description: `UPS Ground ${tracking}`, quantity: 1, unitPrice: money(6, 24) },
          { code: 'FUEL', description: 'Fuel surcharge', quantity: 1, unitPrice: money(0.5, 3) },
          ...(label % 3 === 0 ? [{ code: 'RESI', description: 'Residential delivery', quantity: 1, unitPrice: '5.85' }] : []),
        ] });
      }
      for (let order = 0; order < 2; order++) {
        const units = 1 + Math.floor(rand() * 6);
        await charge(tick(4 + rand() * 10), { kind: 'oms', source: 'order', sourceId: `SO-${clientId}-${i}${order}`, items: [
          { code: 'PICK', description: 'Pick per unit', quantity: units, unitPrice: '0.35' },
          { code: 'PACK', description: 'Pack per order', quantity: 1, unitPrice: '1.25' },
          { code: 'CARTON', description: 'Carton', quantity: 1, unitPrice: money(0.6, 2.4) },
        ] });
      }
      const hold = money(15, 40);
      await postAt(tick(5), { changeType: CHANGE_TYPE.TRACKING_HOLD, amount: '0', pendingDelta: hold, note: 'Tracking hold' });
      await postAt(tick(48), { changeType: CHANGE_TYPE.BILLS_DEDUCTION, amount: `-${(Number(hold) * (0.85 + rand() * 0.2)).toFixed(2)}`, pendingDelta: `-${hold}`, note: 'Carrier bill settled', source: { type: 'bill', id: `BILL-${clientId}-${i + 1}` } });
    }
    await postAt(tick(12), { changeType: CHANGE_TYPE.VOIDING_LABELS, amount: money(6, 20), note: 'Label voided, refunded' });
    // one hold still waiting for its bill
    await postAt(tick(6), { changeType: CHANGE_TYPE.TRACKING_HOLD, amount: '0', pendingDelta: money(10, 30), note: 'Tracking hold' });
    if (n % 6 === 0) {
      const when = tick(3);
      await fundings.insert({ clientId, amount: money(200, 1500), fundingType: 3, reference: `WIRE-${clientId}-P`, status: 2, version: 1, createTime: when, updateTime: when });
    }
    if (n % 8 === 1) {
      const when = tick(3);
      await fundings.insert({ clientId, amount: money(100, 500), fundingType: 1, reference: `PP-${clientId}-D`, status: 3, denyReason: 'The payment was reversed by PayPal', decidedBy: 'finance', version: 2, createTime: when, updateTime: when });
    }
  }
}

/**
 * The demo ledgers' invoices: every month before this one issued (by finance), this month's a
 * draft, built by the invoices' own code so their totals are their entries'.
 */
export async function seedInvoices(em: EntityManager, today = new Date()): Promise<void> {
  if ((await em.getRepository(entitySchemaOf(invoice)).count()) > 0) return;
  const clients = await em.getRepository(entitySchemaOf(financeAccount)).find({ select: { clientId: true }, order: { clientId: 'ASC' } });
  await seedInvoiceMonths(em, CLIENT_INVOICES, clients.map((c) => Number(c.clientId)), today);
}

/** A book's invoices of the parties over the demo's two months: past months issued by finance, this one a draft. */
export async function seedInvoiceMonths(em: EntityManager, book: InvoiceBook, partyIds: number[], today: Date): Promise<void> {
  const records = new RecordWriter(new CountCache(0, 0)).in(em);
  const current = periodAt(today);
  const first = periodAt(new Date(today.getTime() - 60 * DAY));
  for (const partyId of partyIds) {
    for (let period = periodOf(first)!; period.period <= current; period = periodOf(periodAt(period.end))!) {
      await buildInvoice(em, records, book, partyId, period, { issue: period.period < current, issuedBy: 'finance' });
    }
  }
}
