import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { SUPPLIER_ENTRY_TYPE, ZERO_PAYABLE, formatUnits, postPayable, type PayableFigures, type SupplierEntryType } from '@console/ledger';
import { SUPPLIER_ENTRY_INPUT, supplier, supplierEntry } from '@console/resources';
import { AppException, badRequest } from '../../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../../core/http/request-context';
import { WRITE_LOCK } from '../../../core/tokens';
import type { WriteLock } from '../../../core/database/write-lock';
import { afterCommit } from '../../../engine/after-commit';
import { CountCache } from '../../../engine/count-cache';
import { entitySchemaOf } from '../../../engine/entity-schema';
import { ResourceRegistry } from '../../../engine/resource-registry';
import { validateInput } from '../../../engine/validation';
import { units } from '../ledger-writes';
import type { Row } from '../../../engine/row';

/** A posting to a supplier's payable: checked input and the caller's key. */
interface PayableRequest {
  entryType: SupplierEntryType;
  amount: bigint;
  sourceType: string;
  sourceId: string | null;
  note: string;
  idempotencyKey: string;
}

/** `GET /api/finance/suppliers/{id}/payable`: the supplier's figures as its last entry left them (4-decimal strings). */
export interface PayableAnswer {
  supplierId: number;
  totalCharged: string;
  totalPaid: string;
  owed: string;
  entries: number;
}

const figuresOf = (last: Row | null): PayableFigures => (last
  ? { totalCharged: units(last.chargedAfter), totalPaid: units(last.paidAfter), owed: units(last.owedAfter) }
  : ZERO_PAYABLE);

/**
 * What the platform owes each supplier (resources/finance/supplier-entry.ts): postings one at a
 * time per supplier (its row locked FOR UPDATE on MySQL, the write queue on SQLite), each entry
 * carrying the figures before and after it, so the next one starts where it ended; the
 * supplier's key again answers the first entry and writes nothing.
 */
@Injectable()
export class PayablesService {
  constructor(
    private readonly ds: DataSource,
    private readonly registry: ResourceRegistry,
    private readonly counts: CountCache,
    @Inject(WRITE_LOCK) private readonly lock: WriteLock,
  ) {}

  /** Record Supplier Transaction: checked input, the dialog's key; answers the entry as its list shows it. */
  async record(body: Row, idempotencyKey: string, admin: CurrentAdmin): Promise<Row> {
    const input = validateInput(SUPPLIER_ENTRY_INPUT, body);
    const supplierId = Number(input.supplierId);
    const id = await this.post(supplierId, {
      entryType: Number(input.entryType) as SupplierEntryType, amount: units(input.amount), sourceType: input.sourceType ? String(input.sourceType) : 'manual',
      sourceId: input.sourceId ? String(input.sourceId) : null, note: String(input.note), idempotencyKey: `manual:${idempotencyKey}`,
    }, admin.userName);
    return this.registry.find(supplierEntry.name)!.get(id, admin);
  }

  /** Posts in a transaction of its own; answers the entry's id (the first one's for a repeated key). */
  post(supplierId: number, request: PayableRequest, operator: string | null): Promise<number> {
    return this.lock.run(() => this.ds.transaction(async (em) => {
      const id = await postPayableIn(em, supplierId, request, operator);
      this.counts.invalidate(supplierEntry.name);
      afterCommit(em, () => this.counts.invalidate(supplierEntry.name));
      return id;
    }));
  }

  async payable(supplierId: number): Promise<PayableAnswer> {
    if (!(await this.ds.getRepository(entitySchemaOf(supplier)).existsBy({ id: supplierId }))) throw new AppException(404, 'notFound');
    const last = await lastEntry(this.ds.manager, supplierId);
    const figures = figuresOf(last);
    return { supplierId, totalCharged: formatUnits(figures.totalCharged), totalPaid: formatUnits(figures.totalPaid), owed: formatUnits(figures.owed), entries: Number(last?.seq ?? 0) };
  }
}

/**
 * One posting inside the caller's transaction (the service's, the demo seed's): the supplier's
 * row locked, the key checked, the figures carried on from its last entry (libs/ledger
 * `postPayable`). Answers the entry's id.
 */
export async function postPayableIn(em: EntityManager, supplierId: number, request: PayableRequest, operator: string | null, now = new Date()): Promise<number> {
  await lockSupplier(em, supplierId);
  const entries = em.getRepository(entitySchemaOf(supplierEntry));
  const first = await entries.findOneBy({ supplierId, idempotencyKey: request.idempotencyKey }) as Row | null;
  if (first) {
    // a repeat is the same posting again; the key with another one is refused
    const movement = request.entryType === SUPPLIER_ENTRY_TYPE.PAYMENT ? -request.amount : request.amount;
    const same = Number(first.entryType) === request.entryType && units(first.amount) === movement && String(first.note ?? '') === request.note
      && String(first.sourceType ?? '') === request.sourceType && (first.sourceId ?? null) === request.sourceId;
    if (!same) throw new AppException(422, 'idempotencyKeyReused');
    return Number(first.id);
  }
  const last = await lastEntry(em, supplierId);
  const outcome = postPayable(figuresOf(last), request.entryType, request.amount);
  if (!outcome.ok) throw badRequest(outcome.problem);
  const inserted = await entries.insert({
    recordTime: now, supplierId, seq: Number(last?.seq ?? 0) + 1, entryType: request.entryType, amount: formatUnits(outcome.movement),
    owedBefore: formatUnits(outcome.before.owed), owedAfter: formatUnits(outcome.after.owed),
    chargedAfter: formatUnits(outcome.after.totalCharged), paidAfter: formatUnits(outcome.after.totalPaid),
    sourceType: request.sourceType, sourceId: request.sourceId, recordOperator: operator, note: request.note, idempotencyKey: request.idempotencyKey,
    version: 1, createTime: now, updateTime: now,
  });
  return Number(inserted.identifiers[0].id);
}

/** The supplier's row locked for this posting (404 when there is none). */
export async function lockSupplier(em: EntityManager, supplierId: number): Promise<void> {
  const qb = em.getRepository(entitySchemaOf(supplier)).createQueryBuilder('s').select('s.id').where('s.id = :supplierId', { supplierId });
  if (['mysql', 'mariadb'].includes(em.connection.options.type)) qb.setLock('pessimistic_write');
  if (!(await qb.getRawOne())) throw new AppException(404, 'notFound');
}

async function lastEntry(em: EntityManager, supplierId: number): Promise<Row | null> {
  return await em.getRepository(entitySchemaOf(supplierEntry)).findOne({ where: { supplierId }, order: { seq: 'DESC' } }) as Row | null;
}
