import type { EntityManager } from 'typeorm';
import type { ChargeMode } from '@console/billing';
import { CHANGE_TYPE, DEDUCTION_TYPE, SUPPLIER_ENTRY_TYPE, parseUnits, type Units } from '@console/ledger';
import { billingCharge, warehouse } from '@console/resources';
import { entitySchemaOf } from '../../engine/entity-schema';
import type { Row } from '../../engine/row';
import { openAccount, postInTransaction } from '../finance/ledger-writes';
import type { PostingRequest } from '../finance/posting-request';
import { postPayableIn } from '../finance/suppliers/payables.service';

/** One priced line about to be stored: its amount (a 4-decimal string) and how it is charged. */
export interface PricedLine {
  amount: string;
  mode: ChargeMode;
}

/** What is posted for one charge key: the note and source the client's transactions show. */
export interface ChargeSource {
  note: string;
  source: NonNullable<PostingRequest['source']>;
}

/** The sum of the lines charged in one mode, in ten-thousandths. */
export const sumOf = (lines: PricedLine[], mode: ChargeMode): Units =>
  lines.filter((l) => l.mode === mode).reduce((sum, l) => sum + parseUnits(l.amount)!, 0n);

/**
 * A charge key's lines on the client's balance, in the caller's transaction: the INSTANT lines'
 * sum debited and the HOLDING lines' sum held (change type 2, bills deduction), each posting
 * keyed by the charge key so that a retry posts nothing more. The ledger's refusal (beyond the
 * credit limit) refuses the caller's whole transaction. Answers the first entry's id, or null
 * when every line is zero.
 */
export async function postCharges(em: EntityManager, clientId: number, chargeKey: string, lines: PricedLine[], what: ChargeSource, operator: string | null): Promise<number | null> {
  const instant = sumOf(lines, 'INSTANT');
  const holding = sumOf(lines, 'HOLDING');
  if (instant === 0n && holding === 0n) return null;
  await openAccount(em, clientId);
  let entryId: number | null = null;
  if (instant !== 0n) {
    entryId = (await postInTransaction(em, clientId, {
      changeType: CHANGE_TYPE.BILLS_DEDUCTION, amount: -instant, pendingDelta: 0n, deductionType: DEDUCTION_TYPE.INSTANT,
      ...what, idempotencyKey: `billing:${chargeKey}:instant`, chargeItemCount: lines.filter((l) => l.mode === 'INSTANT').length,
    }, operator)).entryId;
  }
  if (holding !== 0n) {
    const held = await postInTransaction(em, clientId, {
      changeType: CHANGE_TYPE.BILLS_DEDUCTION, amount: 0n, pendingDelta: holding, deductionType: DEDUCTION_TYPE.HOLDING,
      ...what, idempotencyKey: `billing:${chargeKey}:hold`, chargeItemCount: lines.filter((l) => l.mode === 'HOLDING').length,
    }, operator);
    entryId ??= held.entryId;
  }
  return entryId;
}

/** Whether a charge key has charged already (its lines are stored with the posting, in one transaction). */
export function charged(em: EntityManager, chargeKey: string): Promise<boolean> {
  return em.getRepository(entitySchemaOf(billingCharge)).existsBy({ chargeKey });
}

/** Stores a charge key's lines (billing-charge rows), each with the entry that posted them. */
export async function storeCharges(em: EntityManager, rows: Row[]): Promise<void> {
  const now = new Date();
  const repo = em.getRepository(entitySchemaOf(billingCharge));
  for (let at = 0; at < rows.length; at += 200) {
    await repo.insert(rows.slice(at, at + 200).map((row) => ({ hiddenToClient: false, cancelled: false, rule: null, note: null, ...row, version: 1, createTime: now, updateTime: now })));
  }
}

/** What a supplier posting names: where it came from and its key (supplier-entry). */
export interface OwedSource {
  sourceType: 'order' | 'billing';
  sourceId: string;
  note: string;
  idempotencyKey: string;
}

/**
 * An amount billing automation priced for a supplier, owed to it: a payable charge (supplier-entry)
 * in the caller's transaction, under its key, so a retry posts nothing more. Answers the entry's
 * id, or null for nothing owed.
 */
export async function postOwed(em: EntityManager, supplierId: number, amount: Units, what: OwedSource, operator: string | null): Promise<number | null> {
  if (amount === 0n) return null;
  return postPayableIn(em, supplierId, { entryType: SUPPLIER_ENTRY_TYPE.CHARGE, amount, ...what }, operator);
}

/** The lines' amounts summed, in ten-thousandths. */
export const totalOf = (lines: ReadonlyArray<Record<string, unknown>>): Units => lines.reduce((sum, line) => sum + parseUnits(String(line.amount))!, 0n);

/** The lines' amounts summed by a key of each (a supplier's id), in ten-thousandths. */
export function sumsBy(lines: Row[], keyOf: (line: Row) => number): Map<number, Units> {
  const sums = new Map<number, Units>();
  for (const line of lines) sums.set(keyOf(line), (sums.get(keyOf(line)) ?? 0n) + parseUnits(String(line.amount))!);
  return sums;
}

/** The warehouse supplier running a warehouse for the platform (warehouse.supplierId), or null. */
export async function operatorOf(em: EntityManager, warehouseId: unknown): Promise<number | null> {
  if (warehouseId === null || warehouseId === undefined) return null;
  const row = await em.getRepository(entitySchemaOf(warehouse)).findOne({ select: { id: true, supplierId: true }, where: { id: Number(warehouseId) } }) as Row | null;
  return row?.supplierId ? Number(row.supplierId) : null;
}
