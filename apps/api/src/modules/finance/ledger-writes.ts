import type { EntityManager } from 'typeorm';
import { formatFigures, formatUnits, parseUnits, post, type Figures, type PostedFigures } from '@console/ledger';
import { balanceEntry, client, financeAccount } from '@console/resources';
import { AppException, badRequest } from '../../core/envelope/app-exception';
import { uniqueViolationOf } from '../../core/database/driver-errors';
import { entitySchemaOf } from '../../engine/entity-schema';
import type { PostingRequest } from './posting-request';
import type { Row } from '../../engine/row';

/**
 * The ledger's writes, as plain functions of a transaction's manager: the API's LedgerService
 * and the demo seed post through the same code. One posting: the account row locked (FOR UPDATE
 * on MySQL; SQLite's writes are serialized by the caller), libs/ledger's `post()` asked, the
 * entry inserted (the unique client + idempotency key index answers a repeat), the account's
 * figures and the client's balance columns updated — all or nothing with the transaction.
 */
/** The client has no account yet: open it (outside the posting's transaction) and try again. */
export class NoAccount extends Error {}

const accounts = () => entitySchemaOf(financeAccount);
const entries = () => entitySchemaOf(balanceEntry);
export const units = (v: unknown) => parseUnits(String(v ?? '0')) ?? 0n;
export const figuresOfRow = (row: Row): Figures => ({
  totalFunded: units(row.totalFunded), totalBilled: units(row.totalBilled), balance: units(row.balance), unBilled: units(row.unBilled), available: units(row.available),
});

/**
 * Opens the client's account when it has none; true when this call may have opened it. Race-free
 * on MariaDB: the insert meets a twin being opened by another transaction with ON DUPLICATE KEY
 * UPDATE, which waits for that one and then takes the row's exclusive lock, where INSERT IGNORE
 * took a shared one. Two of those shared locks, each then asked up to the posting's FOR UPDATE,
 * were the deadlock of ten approvals at once.
 */
export async function openAccount(em: EntityManager, clientId: number, now = new Date()): Promise<boolean> {
  if (await em.getRepository(accounts()).exists({ where: { clientId } })) return false;
  await em.createQueryBuilder().insert().into(accounts()).values({
    clientId, totalFunded: '0', totalBilled: '0', balance: '0', unBilled: '0', available: '0', creditLimit: '0', entryCount: 0,
    version: 1, createTime: now, updateTime: now,
  }).orUpdate(['client_id'], ['client_id']).execute();
  return true;
}

/**
 * One posting in the caller's transaction; a repeated key answers the first entry, even when
 * the same posting would be refused now, and 422 when it comes with another posting. `now` is the entry's record time (the demo seed's past).
 */
export async function postInTransaction(em: EntityManager, clientId: number, request: PostingRequest, operator: string | null, now = new Date()): Promise<{ entryId: number; repeated: boolean }> {
  const account = await lockAccount(em, clientId);
  const outcome = post(figuresOfRow(account), units(account.creditLimit), request);
  if (!outcome.ok) {
    const first = await firstWithKey(em, clientId, request);
    if (first) return { entryId: first, repeated: true };
    throw badRequest(outcome.message);
  }
  const seq = Number(account.entryCount) + 1;
  // The unique (client, key) index answers a repeat: the common case needs no lookup first.
  let entryId: number;
  try {
    entryId = Number((await em.getRepository(entries()).insert(entryRow(clientId, seq, outcome.entry, request, operator, now))).identifiers[0].id);
  } catch (error) {
    if (!uniqueViolationOf(error)) throw error;
    const first = await firstWithKey(em, clientId, request);
    if (!first) throw error;
    return { entryId: first, repeated: true };
  }
  const figures = formatFigures(outcome.entry.after);
  await em.createQueryBuilder().update(accounts()).set({ ...figures, entryCount: seq, updateTime: now }).where('id = :id', { id: account.id }).execute();
  // The clients' balance columns (01 §3) are a second cache of the same sums, in the same transaction.
  await em.createQueryBuilder().update(entitySchemaOf(client)).set(figures).where('id = :id', { id: clientId }).execute();
  return { entryId, repeated: false };
}

/**
 * The entry the request's key already posted, or null; 422 when that entry is not what this
 * request asks (the key reused for another posting): a repeat is the same request again.
 */
async function firstWithKey(em: EntityManager, clientId: number, request: PostingRequest): Promise<number | null> {
  const first = await em.getRepository(entries()).findOne({ where: { clientId, idempotencyKey: request.idempotencyKey } }) as Row | null;
  if (!first) return null;
  if (!sameRequest(first, request)) throw new AppException(422, 'idempotencyKeyReused');
  return Number(first.id);
}

/** Whether a stored entry is the posting this request asks for: its movement, note and source. */
function sameRequest(entry: Row, request: PostingRequest): boolean {
  return Number(entry.recordType) === request.changeType && units(entry.amount) === request.amount && units(entry.pendingAmount) === request.pendingDelta
    && (request.deductionType === undefined || Number(entry.deductionType) === request.deductionType)
    && String(entry.note ?? '') === request.note && String(entry.sourceType) === (request.source?.type ?? 'manual')
    && (entry.sourceId ?? null) === (request.source?.id ?? null);
}

export async function lockAccount(em: EntityManager, clientId: number): Promise<Row> {
  const qb = em.getRepository(accounts()).createQueryBuilder('a').where('a.client_id = :clientId', { clientId });
  if (['mysql', 'mariadb'].includes(em.connection.options.type)) qb.setLock('pessimistic_write');
  const row = await qb.getOne();
  if (!row) throw new NoAccount();
  return row as Row;
}

function entryRow(clientId: number, seq: number, e: PostedFigures, request: PostingRequest, operator: string | null, now: Date): Row {
  return {
    recordTime: now, clientId, seq, recordType: request.changeType, flowType: e.flowType, deductionType: e.deductionType,
    amount: formatUnits(e.amount), pendingAmount: formatUnits(e.pendingDelta), chargeItemCount: request.chargeItemCount ?? 0,
    balanceBefore: formatUnits(e.before.balance), balanceAfter: formatUnits(e.after.balance),
    pendingBefore: formatUnits(e.before.unBilled), pendingAfter: formatUnits(e.after.unBilled),
    availableBalanceBefore: formatUnits(e.before.available), availableBalanceAfter: formatUnits(e.after.available),
    sourceType: request.source?.type ?? 'manual', sourceId: request.source?.id ?? null,
    recordOperator: operator, note: request.note, idempotencyKey: request.idempotencyKey,
    version: 1, createTime: now, updateTime: now,
  };
}
