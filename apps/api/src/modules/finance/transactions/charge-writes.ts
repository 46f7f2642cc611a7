import type { EntityManager } from 'typeorm';
import { CHANGE_TYPE, formatUnits, postingOfCharge, type ChangeType, type ChargeLine, type Units } from '@console/ledger';
import type { ResourceDef } from '@console/metadata';
import { clientTransaction, clientTransactionItem, omsTransaction, omsTransactionItem } from '@console/resources';
import { AppException } from '../../../core/envelope/app-exception';
import { forUpdate } from '../../../core/database/row-lock';
import { uniqueViolationOf } from '../../../core/database/driver-errors';
import { entitySchemaOf } from '../../../engine/entity-schema';
import { nextInSequence } from '../../../engine/number-sequence';
import type { BoundRecordWriter } from '../../../engine/record-writer';
import type { PostingRequest } from '../posting-request';
import { units } from '../ledger-writes';
import type { Row } from '../../../engine/row';

export type ChargeSource = NonNullable<PostingRequest['source']>['type'];

/** Each kind's documents, number prefix, and the change type a first charge of each of its sources posts as (02 §9). */
export const CHARGE_KINDS: Record<string, { doc: ResourceDef; item: ResourceDef; prefix: string; sources: Partial<Record<ChargeSource, ChangeType>> }> = {
  shipping: { doc: clientTransaction, item: clientTransactionItem, prefix: 'TR', sources: { label: CHANGE_TYPE.CREATING_LABELS, bill: CHANGE_TYPE.BILLS_DEDUCTION, manual: CHANGE_TYPE.OTHER } },
  oms: { doc: omsTransaction, item: omsTransactionItem, prefix: 'OT', sources: { order: CHANGE_TYPE.BILLS_DEDUCTION, manual: CHANGE_TYPE.OTHER } },
};

/** A checked charge: its kind and source known, its lines priced (libs/ledger `chargeLinesOf`). */
export interface ChargeRequest {
  kind: keyof typeof CHARGE_KINDS;
  clientId: number;
  source: ChargeSource;
  sourceId: string | null;
  lines: ChargeLine[];
  total: Units;
  note: string | null;
  correctsId: number | null;
  idempotencyKey: string;
}

/** How the caller posts to the ledger in this transaction (the service drops cached counts; the seed posts at its own times). */
type PostCharge = (em: EntityManager, clientId: number, posting: PostingRequest) => Promise<{ entryId: number }>;

/**
 * Writes one charge inside the caller's transaction, the client's account open: the client's
 * key again answers the first document (422 when it comes with another charge); else the difference against the corrected one (if any)
 * is posted as one entry (none when nothing changed), then the document and its items. Answers
 * the document's id.
 */
export async function writeCharge(em: EntityManager, records: BoundRecordWriter, request: ChargeRequest, post: PostCharge, operator: string | null, now = new Date()): Promise<number> {
  const kind = CHARGE_KINDS[request.kind];
  const docs = em.getRepository(entitySchemaOf(kind.doc));
  const first = await docs.findOneBy({ clientId: request.clientId, idempotencyKey: request.idempotencyKey }) as Row | null;
  if (first) {
    const lines = await em.getRepository(entitySchemaOf(kind.item)).find({ where: { transactionId: Number(first.id) }, order: { id: 'ASC' } }) as Row[];
    if (!sameCharge(first, lines, request)) throw new AppException(422, 'idempotencyKeyReused');
    return Number(first.id);
  }
  const previous = request.correctsId === null ? null : await correctable(em, kind.doc, request.correctsId, request.clientId);
  const posting = postingOfCharge(request.total, previous ? units(previous.chargeTotal) : null, kind.sources[request.source]!);
  const entryId = posting.amount === 0n ? null : (await post(em, request.clientId, {
    changeType: posting.changeType, amount: posting.amount, pendingDelta: 0n,
    note: request.note ?? `${kind.doc.singular?.en ?? 'Transaction'} ${request.sourceId ?? ''}`.trim(),
    idempotencyKey: `${request.kind}:${request.idempotencyKey}`, source: { type: request.source, ...(request.sourceId ? { id: request.sourceId } : {}) },
    chargeItemCount: request.lines.length,
  })).entryId;
  // numbered per client and kind from the client's sequence: writers at once never take one number
  const number = await nextInSequence(em, `${kind.doc.name}:${request.clientId}`);
  const doc = await records.insert(kind.doc, {
    transactionNo: `${kind.prefix}-${String(request.clientId).padStart(6, '0')}-${String(number).padStart(5, '0')}`, recordTime: now, clientId: request.clientId,
    sourceType: request.source, sourceId: request.sourceId, itemCount: request.lines.length, chargeTotal: formatUnits(request.total), amount: formatUnits(posting.amount),
    correctsId: previous ? Number(previous.id) : null, entryId, recordOperator: operator, note: request.note, idempotencyKey: request.idempotencyKey,
  });
  const rows = request.lines.map((l) => ({
    transactionId: Number(doc.id), clientId: request.clientId, recordTime: now, code: l.code, description: l.description,
    quantity: formatUnits(l.quantity), unitPrice: formatUnits(l.unitPrice), amount: formatUnits(l.amount), version: 1, createTime: now, updateTime: now,
  }));
  const items = em.getRepository(entitySchemaOf(kind.item));
  for (let i = 0; i < rows.length; i += 200) await items.insert(rows.slice(i, i + 200));
  return Number(doc.id);
}

/**
 * The transaction a correction names: the client's, and not corrected yet (its latest correction
 * is corrected next). Its row is read locked: of corrections of one transaction at once, the
 * first lands and the others wait for it; their snapshot may not show it, but the unique
 * corrects_id index refuses their document, answered alike (`correctedAlready`). A locking read
 * of the correction instead took gap locks that twenty corrections of twenty documents deadlocked on.
 */
async function correctable(em: EntityManager, def: ResourceDef, id: number, clientId: number): Promise<Row> {
  const repo = em.getRepository(entitySchemaOf(def));
  const previous = await forUpdate(repo.createQueryBuilder('t').where('t.id = :id', { id })).getOne() as Row | null;
  if (!previous || Number(previous.clientId) !== clientId) throw new NotCorrectable();
  if (await repo.existsBy({ correctsId: id })) throw new AppException(409, 'transactionCorrected');
  return previous;
}

/** Whether a database error is a second correction of one transaction refused by the unique corrects_id index. */
export function correctedAlready(error: unknown): boolean {
  const violation = uniqueViolationOf(error);
  return !!violation && (violation.index?.endsWith('_corrects_id') === true || violation.columns?.includes('corrects_id') === true);
}

/** The named transaction is not the client's (or none): the service answers it as a field error. */
export class NotCorrectable extends Error {}

/** Whether a stored document and its items are the charge this request asks for (a repeat of it). */
function sameCharge(doc: Row, items: Row[], request: ChargeRequest): boolean {
  const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);
  return String(doc.sourceType) === request.source && same(doc.sourceId, request.sourceId) && same(doc.note, request.note)
    && same(doc.correctsId === null || doc.correctsId === undefined ? null : Number(doc.correctsId), request.correctsId)
    && units(doc.chargeTotal) === request.total && items.length === request.lines.length
    && items.every((item, i) => {
      const line = request.lines[i];
      return String(item.code) === line.code && same(item.description, line.description) && units(item.quantity) === line.quantity && units(item.unitPrice) === line.unitPrice;
    });
}
