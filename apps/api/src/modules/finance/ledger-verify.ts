import type { EntityManager } from 'typeorm';
import {
  checkAccount, formatFigures, startChain, unitsFromStorage, walkChain, type AccountCheck, type ChainEntry, type ChainState, type Figures, type FlowType,
} from '@console/ledger';

/** The verdict on one account, as `GET /api/finance/accounts/{clientId}/verify` answers it. */
export interface AccountVerdict {
  clientId: number;
  stored: Record<keyof Figures, string>;
  recomputed: Record<keyof Figures, string>;
  entries: number;
  chainOk: boolean;
  drift: boolean;
  firstBreak?: AccountCheck['firstBreak'];
}

/** `GET /api/finance/verify`: every account. */
export interface LedgerVerdict {
  accounts: number;
  entries: number;
  drifted: number;
  firstDrifted?: AccountVerdict;
  checkedAt: string;
  ms: number;
}

const BATCH = 5000;
type Raw = Record<string, string | number | null>;
const storedOf = (a: Raw): Figures => ({
  totalFunded: unitsFromStorage(a.total_funded), totalBilled: unitsFromStorage(a.total_billed), balance: unitsFromStorage(a.balance),
  unBilled: unitsFromStorage(a.un_billed), available: unitsFromStorage(a.available),
});
const chainEntryOf = (r: Raw): ChainEntry => ({
  id: Number(r.id), seq: Number(r.seq), flowType: Number(r.flow_type) as FlowType,
  amount: unitsFromStorage(r.amount), pendingDelta: unitsFromStorage(r.pending_amount),
  balanceBefore: unitsFromStorage(r.balance_before), pendingBefore: unitsFromStorage(r.pending_before), availableBefore: unitsFromStorage(r.available_balance_before),
  balanceAfter: unitsFromStorage(r.balance_after), pendingAfter: unitsFromStorage(r.pending_after), availableAfter: unitsFromStorage(r.available_balance_after),
});
const ENTRY_COLUMNS = ['id', 'client_id', 'seq', 'flow_type', 'amount', 'pending_amount', 'balance_before', 'pending_before', 'available_balance_before', 'balance_after', 'pending_after', 'available_balance_after'];

function verdictOf(account: Raw, state: ChainState): AccountVerdict {
  const stored = storedOf(account);
  const check = checkAccount(stored, state);
  return {
    clientId: Number(account.client_id), stored: formatFigures(stored), recomputed: formatFigures(check.recomputed), entries: state.entries,
    // The cached count must match too: a lost entry shows here even when the sums happen to agree.
    chainOk: check.chainOk && Number(account.entry_count) === state.entries, drift: check.drift,
    ...(check.firstBreak ? { firstBreak: check.firstBreak } : {}),
  };
}

/**
 * Entries of the given clients (or all), in (client, seq) order, read by keyset in batches: the
 * millionth costs what the first did, and memory stays one batch.
 */
async function* entriesInOrder(em: EntityManager, clientId?: number, salesId?: number): AsyncGenerator<Raw[]> {
  let key: { c: number; s: number } | null = null;
  for (;;) {
    const qb = em.createQueryBuilder().select(ENTRY_COLUMNS.map((c) => `e.${c}`).join(', ')).from('ledger_entry', 'e');
    if (clientId !== undefined) qb.where('e.client_id = :clientId', { clientId });
    if (salesId !== undefined) qb.innerJoin('client', 'c', 'c.id = e.client_id AND c.sales_id = :salesId', { salesId });
    if (key) qb.andWhere('(e.client_id > :kc OR (e.client_id = :kc AND e.seq > :ks))', { kc: key.c, ks: key.s });
    const rows = (await qb.orderBy('e.client_id', 'ASC').addOrderBy('e.seq', 'ASC').limit(BATCH).getRawMany()) as Raw[];
    if (!rows.length) return;
    yield rows;
    const last = rows[rows.length - 1];
    key = { c: Number(last.client_id), s: Number(last.seq) };
    if (rows.length < BATCH) return;
  }
}

const ACCOUNT_COLUMNS = 'a.client_id, a.total_funded, a.total_billed, a.balance, a.un_billed, a.available, a.entry_count';

/** One account: its stored figures against the walk of its entries. */
export async function verifyAccount(em: EntityManager, clientId: number): Promise<AccountVerdict> {
  const account = ((await em.createQueryBuilder().select(ACCOUNT_COLUMNS).from('finance_account', 'a').where('a.client_id = :clientId', { clientId }).getRawOne()) as Raw | undefined)
    ?? { client_id: clientId, total_funded: 0, total_billed: 0, balance: 0, un_billed: 0, available: 0, entry_count: 0 };
  let state = startChain();
  for await (const batch of entriesInOrder(em, clientId)) for (const r of batch) state = walkChain(state, chainEntryOf(r));
  return verdictOf(account, state);
}

/**
 * Every account, in one pass over all entries in (client, seq) order beside the accounts in
 * client order. An account with entries but no account row counts as drifted (its cache is lost).
 * With `salesId`, only the accounts of that sales owner's clients (a sales user's own check).
 */
export async function verifyLedger(em: EntityManager, salesId?: number): Promise<LedgerVerdict> {
  const started = Date.now();
  const accountsQuery = em.createQueryBuilder().select(ACCOUNT_COLUMNS).from('finance_account', 'a');
  if (salesId !== undefined) accountsQuery.innerJoin('client', 'c', 'c.id = a.client_id AND c.sales_id = :salesId', { salesId });
  const rows = (await accountsQuery.orderBy('a.client_id', 'ASC').getRawMany()) as Raw[];
  const accounts = new Map(rows.map((a) => [Number(a.client_id), a]));
  const walked = new Map<number, ChainState>();
  let entries = 0;
  let current = null as { clientId: number; state: ChainState } | null;
  for await (const batch of entriesInOrder(em, undefined, salesId)) {
    for (const r of batch) {
      const clientId = Number(r.client_id);
      if (current?.clientId !== clientId) {
        if (current) walked.set(current.clientId, current.state);
        current = { clientId, state: startChain() };
      }
      current.state = walkChain(current.state, chainEntryOf(r));
      entries++;
    }
  }
  if (current) walked.set(current.clientId, current.state);
  let drifted = 0;
  let firstDrifted: AccountVerdict | undefined;
  const ids = [...new Set([...accounts.keys(), ...walked.keys()])].sort((a, b) => a - b);
  for (const clientId of ids) {
    const account = accounts.get(clientId) ?? { client_id: clientId, total_funded: 0, total_billed: 0, balance: 0, un_billed: 0, available: 0, entry_count: -1 };
    const verdict = verdictOf(account, walked.get(clientId) ?? startChain());
    if (verdict.drift || !verdict.chainOk) {
      drifted++;
      firstDrifted ??= verdict;
    }
  }
  return { accounts: ids.length, entries, drifted, ...(firstDrifted ? { firstDrifted } : {}), checkedAt: new Date().toISOString(), ms: Date.now() - started };
}
