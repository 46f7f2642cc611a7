import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { formatFigures, formatUnits, ZERO_FIGURES, type ChangeType, type DeductionType } from '@console/ledger';
import { balanceEntry, client, financeAccount } from '@console/resources';
import { AppException } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import { WRITE_LOCK } from '../../core/tokens';
import type { WriteLock } from '../../core/database/write-lock';
import { retryingDeadlocks } from '../../core/database/driver-errors';
import { afterCommit } from '../../engine/after-commit';
import { CountCache } from '../../engine/count-cache';
import { entitySchemaOf } from '../../engine/entity-schema';
import { ResourceRegistry } from '../../engine/resource-registry';
import { NoAccount, figuresOfRow, openAccount, postInTransaction, units } from './ledger-writes';
import type { Row } from '../../engine/row';
import type { PostingRequest } from './posting-request';

/** The account's figures as the API answers them (4-decimal strings). */
export interface AccountAnswer {
  clientId: number;
  totalFunded: string;
  totalBilled: string;
  balance: string;
  unBilled: string;
  available: string;
  creditLimit: string;
}

const accounts = () => entitySchemaOf(financeAccount);

/**
 * The finance ledger's service (02 §2 Finance): it checks who may post to which client, runs a
 * posting in its own transaction through ledger-writes.ts (the account row locked — SELECT ...
 * FOR UPDATE on MySQL; on SQLite every write already goes through the write queue — a repeated
 * idempotency key answering its first entry, libs/ledger's `post()` deciding whether and how it
 * lands), and drops the lists' cached totals. So no update is lost and every entry's before is
 * the previous entry's after.
 */
@Injectable()
export class LedgerService {
  constructor(
    private readonly ds: DataSource,
    private readonly counts: CountCache,
    @Inject(WRITE_LOCK) private readonly lock: WriteLock,
    private readonly registry: ResourceRegistry,
  ) {}

  /**
   * A manual posting from checked input (TRANSACTION_INPUT's movement: LedgerEntryDto, or the
   * Create Transaction action's input) and its key. The key is kept as `manual:{key}`: a
   * person's key can never stand for one the platform makes (`funding:{id}`), which would turn
   * an approval into a "repeat" that posts nothing.
   */
  requestOf(input: Row, idempotencyKey: string): PostingRequest {
    return {
      changeType: Number(input.changeType) as ChangeType,
      amount: units(input.amount),
      pendingDelta: units(input.pendingDelta),
      ...(input.deductionType !== undefined && input.deductionType !== null ? { deductionType: Number(input.deductionType) as DeductionType } : {}),
      note: String(input.note),
      idempotencyKey: `manual:${idempotencyKey}`,
      source: { type: 'manual' },
    };
  }

  /**
   * 404 unless the client exists and is in this user's data scope (a sales user: its own). The
   * finance sub-roles are checked by the route: seeing an account needs no right on the client screen.
   */
  async assertClientVisible(clientId: number, admin: CurrentAdmin): Promise<void> {
    const row = await this.ds.manager.getRepository(entitySchemaOf(client)).findOne({ where: { id: clientId }, select: { id: true, salesId: true } });
    if (!row || (admin.assignedOnly && Number(row.salesId) !== admin.id)) throw new AppException(404, 'notFound');
  }

  async account(clientId: number, admin: CurrentAdmin): Promise<AccountAnswer> {
    await this.assertClientVisible(clientId, admin);
    const row = await this.ds.manager.getRepository(accounts()).findOneBy({ clientId });
    return answerOf(clientId, row);
  }

  /**
   * Posts in a transaction of its own; answers the entry's id and whether it was a repeat. The
   * common case costs one locked read and three writes: a client with an account was checked
   * when it was opened, so only a sales user's scope is checked again.
   */
  async post(clientId: number, request: PostingRequest, admin: CurrentAdmin): Promise<{ entryId: number; repeated: boolean }> {
    if (admin.assignedOnly) await this.assertClientVisible(clientId, admin);
    const run = () => retryingDeadlocks(() => this.lock.run(() => this.ds.transaction((em) => this.postIn(em, clientId, request, admin))));
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof NoAccount)) throw error;
      await this.assertClientVisible(clientId, admin);
      await this.openAccount(this.ds.manager, clientId);
      return run();
    }
  }

  /** Posts (see `post`) and answers the entry as its list shows it, with `repeated`. */
  async postAndShow(clientId: number, request: PostingRequest, admin: CurrentAdmin): Promise<Row> {
    const { entryId, repeated } = await this.post(clientId, request, admin);
    return { ...(await this.registry.find(balanceEntry.name)!.get(entryId, admin)), repeated };
  }

  /**
   * Posts inside the caller's transaction (a funding's approval): ledger-writes.ts's posting,
   * then the cached list totals dropped. The account must exist (`openAccount` first).
   */
  async postIn(em: EntityManager, clientId: number, request: PostingRequest, admin?: CurrentAdmin): Promise<{ entryId: number; repeated: boolean }> {
    const posted = await postInTransaction(em, clientId, request, admin?.userName ?? null);
    if (!posted.repeated) {
      for (const name of [balanceEntry.name, financeAccount.name]) {
        this.counts.invalidate(name);
        afterCommit(em, () => this.counts.invalidate(name));
      }
    }
    return posted;
  }

  /** Opens the client's account when it has none (race-free: ledger-writes.ts's `openAccount`). */
  async openAccount(em: EntityManager, clientId: number): Promise<void> {
    if (await openAccount(em, clientId)) this.counts.invalidate(financeAccount.name);
  }
}

function answerOf(clientId: number, row: Row | null): AccountAnswer {
  // no account yet: every figure is zero
  return { clientId, ...formatFigures(row ? figuresOfRow(row) : ZERO_FIGURES), creditLimit: formatUnits(units(row?.creditLimit)) };
}

