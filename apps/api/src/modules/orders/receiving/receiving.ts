import type { EntityManager } from 'typeorm';
import { INBOUND_STATUS, product } from '@console/resources';
import { childSums, nextOrderNo } from '../order-numbers';
import type { ResourceHooks } from '../../../engine/hooks';
import { AppException } from '../../../core/envelope/app-exception';
import { forUpdate } from '../../../core/database/row-lock';
import { entitySchemaOf } from '../../../engine/entity-schema';
import type { HookContext } from '../../../engine/hooks';
import type { Row } from '../../../engine/row';
import type { StockService } from '../../inventory/stock.service';
import { fieldError, refuse, say } from '../order-rules';
import type { ReceivingKind } from './receiving-kind';

const S = INBOUND_STATUS;

/** The order, locked for this transaction: what is handled on one order is counted one record at a time. */
export async function lockedOrder(em: EntityManager, kind: Pick<ReceivingKind, 'order'>, id: number): Promise<Row> {
  const order = await forUpdate(em.getRepository(entitySchemaOf(kind.order)).createQueryBuilder('o').where('o.id = :id', { id })).getOne() as Row | null;
  if (!order) throw new AppException(404, 'notFound');
  return order;
}

/**
 * The order's lines, as committed now: a locking read (a plain one on MariaDB reads the
 * transaction's snapshot, taken before the order's lock was granted, and two receivers racing on
 * a line's last units both saw room for them).
 */
const linesOf = (em: EntityManager, kind: ReceivingKind, orderId: number, sku?: string) =>
  forUpdate(em.getRepository(entitySchemaOf(kind.line)).createQueryBuilder('l').where({ [kind.foreignKey]: orderId, ...(sku === undefined ? {} : { sku }) })).getMany() as Promise<Row[]>;

const handledOf = (kind: ReceivingKind, line: Row) => kind.done.reduce((sum, f) => sum + Number(line[f] ?? 0), 0);

/** Every line handled in full: the order is Received; one short again (a reversal): Awaiting. */
async function statusAfter(em: EntityManager, kind: ReceivingKind, orderId: number): Promise<number> {
  const all = await linesOf(em, kind, orderId);
  return all.every((l) => handledOf(kind, l) >= Number(l[kind.expected])) ? S.RECEIVED : S.AWAITING;
}

/** Adds (or, reversed, takes back) a record's quantities to its line. */
async function addToLine(em: EntityManager, kind: ReceivingKind, line: Row, deltas: Record<string, number>, sign: 1 | -1, now: Date): Promise<void> {
  const set = Object.fromEntries(Object.entries(deltas).map(([f, d]) => [f, Number(line[f] ?? 0) + sign * d]));
  await em.getRepository(entitySchemaOf(kind.line)).update({ id: Number(line.id) }, { ...set, updateTime: now });
}

/**
 * A record of units handled, in its create transaction (the record's `beforeCreate`): the order
 * locked and awaiting, the sku on one of its lines, not beyond the line's quantity; then `post`
 * moves the stock (or not: a disposal) and answers the movement, the line adds the record's
 * quantities and the order's status follows (Received once every line is in full; the first
 * record dates its arrival). The record is completed with the day, the operator and the movement.
 */
export async function handle(
  kind: ReceivingKind, row: Row, { em, admin, records }: HookContext,
  post: (order: Row, lotDate: string, now: Date) => Promise<number | null>,
): Promise<void> {
  const order = await lockedOrder(em, kind, Number(row[kind.foreignKey]));
  if (Number(order.status) !== S.AWAITING) throw new AppException(409, say(kind.messages.notAwaiting));
  const sku = String(row.sku);
  const [line] = await linesOf(em, kind, Number(order.id), sku);
  if (!line) refuse([fieldError('sku', say(kind.messages.skuNotOnOrder, { sku }))]);
  const deltas = kind.deltasOf(row);
  const quantity = Object.values(deltas).reduce((a, b) => a + b, 0);
  if (handledOf(kind, line) + quantity > Number(line[kind.expected])) {
    const params = { quantity: String(quantity), sku, expected: String(line[kind.expected]), done: String(handledOf(kind, line)) };
    refuse([fieldError(kind.quantityField(row), say(kind.messages.over, params))]);
  }
  const now = new Date();
  const lotDate = now.toISOString().slice(0, 10);
  const movementId = await post(order, lotDate, now);
  Object.assign(row, { lotDate, operator: admin.userName, movementId, reversed: false });
  await addToLine(em, kind, line, deltas, 1, now);
  await records.update(kind.order, Number(order.id), { status: await statusAfter(em, kind, Number(order.id)), ...(order.arrivedAt ? {} : { arrivedAt: now }) }, { before: order });
}

/**
 * Reverse on a record: its movement, when it moved stock, undone by a reverse movement (the
 * inventory refuses one whose stock has since been allocated or shipped), the line's quantities
 * taken back, the order Awaiting again. Refused once the order is completed or cancelled: a
 * closed order is history.
 */
export async function reverseHandled(kind: ReceivingKind, stock: StockService, record: Row, { em, admin, records, input }: HookContext): Promise<Row> {
  const order = await lockedOrder(em, kind, Number(record[kind.foreignKey]));
  if (Number(order.status) !== S.AWAITING && Number(order.status) !== S.RECEIVED) {
    const label = kind.order.fields.status.options?.find((o) => o.value === Number(order.status))?.label ?? { en: '', zh: '' };
    throw new AppException(409, { en: say(kind.messages.closed, { status: label.en.toLowerCase() }).en, zh: say(kind.messages.closed, { status: label.zh }).zh });
  }
  const note = String(input?.note ?? '');
  const now = new Date();
  if (record.movementId) await stock.reverseIn(em, Number(record.movementId), { operator: admin.userName, note: `Reversed: ${note}`.slice(0, 255), now });
  const [line] = await linesOf(em, kind, Number(order.id), String(record.sku));
  await addToLine(em, kind, line, kind.deltasOf(record), -1, now);
  await records.update(kind.order, Number(order.id), { status: await statusAfter(em, kind, Number(order.id)) }, { before: order });
  return records.update(kind.handled, Number(record.id), { reversed: true, reversedAt: now, reverseNote: note });
}

/** Records of the order not reversed. */
const liveRecords = (em: EntityManager, kind: ReceivingKind, orderId: number) =>
  em.getRepository(entitySchemaOf(kind.handled)).existsBy({ [kind.foreignKey]: orderId, reversed: false });

/**
 * The order's actions: Submit (a draft with lines, to Awaiting), Complete (closes it once
 * something was handled: in full or short), Cancel (with a reason, nothing handled).
 */
export function orderActions(kind: ReceivingKind): Record<string, (current: Row, ctx: HookContext) => Promise<unknown>> {
  const answer = (current: Row, status: number) => ({ id: Number(current.id), orderNo: current.orderNo, status });
  return {
    submit: async (current, { em, records }) => {
      if (!(await em.getRepository(entitySchemaOf(kind.line)).existsBy({ [kind.foreignKey]: Number(current.id) }))) throw new AppException(400, say(kind.messages.linesRequired));
      await records.update(kind.order, Number(current.id), { status: S.AWAITING, submittedAt: new Date() });
      return answer(current, S.AWAITING);
    },
    complete: async (current, { em, records }) => {
      if (!(await liveRecords(em, kind, Number(current.id)))) throw new AppException(409, say(kind.messages.nothingDone));
      await records.update(kind.order, Number(current.id), { status: S.COMPLETED, completedAt: new Date() });
      return answer(current, S.COMPLETED);
    },
    cancel: async (current, { em, records, input }) => {
      if (await liveRecords(em, kind, Number(current.id))) throw new AppException(409, say(kind.messages.hasRecords));
      await records.update(kind.order, Number(current.id), { status: S.CANCELLED, cancelReason: String(input?.reason ?? '') });
      return answer(current, S.CANCELLED);
    },
  };
}

/**
 * The order's hooks: its number (`prefix` and 10 digits, from the order's own sequence), what the
 * create must also satisfy (`checkNew`), the line totals, and its actions (the definition's
 * `editWhen` keeps edits to drafts).
 */
export function orderHooks(kind: ReceivingKind, prefix: string, checkNew?: (row: Row, em: EntityManager) => Promise<void>): ResourceHooks {
  return {
    beforeCreate: async (row, { em }) => {
      await checkNew?.(row, em);
      row.orderNo = await nextOrderNo(em, kind.order.name, prefix);
    },
    afterRead: async (rows, { em }) => withLineTotals(em, kind, rows),
    actions: orderActions(kind),
  };
}

/** The order's totals over its lines (the definition's computed fields), one query for a page of orders; cross-dock orders too. */
export async function withLineTotals(em: EntityManager, kind: Pick<ReceivingKind, 'line' | 'foreignKey' | 'totals'>, rows: Row[]): Promise<void> {
  const sums = await childSums(em, entitySchemaOf(kind.line), kind.foreignKey, kind.totals, rows.map((r) => Number(r.id)));
  for (const row of rows) for (const total of Object.keys(kind.totals)) row[total] = sums.get(Number(row.id))?.[total] ?? 0;
}

/**
 * The lines' hooks: each sku once per order, then `checkSku` on the line and its order (a product
 * of the client; for a return from an order, what the order shipped). Cross-dock lines too.
 */
export function lineHooks(kind: Pick<ReceivingKind, 'order' | 'line' | 'foreignKey'>, checkSku: (em: EntityManager, order: Row, line: Row) => Promise<void>): ResourceHooks {
  const checked = async (em: EntityManager, line: Row) => {
    const order = await em.getRepository(entitySchemaOf(kind.order)).findOneBy({ id: Number(line[kind.foreignKey]) }) as Row | null;
    if (!order) throw new AppException(404, 'notFound');
    const sku = String(line.sku ?? '');
    const twin = await em.getRepository(entitySchemaOf(kind.line)).findOneBy({ [kind.foreignKey]: Number(order.id), sku }) as Row | null;
    if (twin && Number(twin.id) !== Number(line.id)) refuse([fieldError('sku', say('skuTwice', { sku }))]);
    await checkSku(em, order, line);
  };
  return {
    beforeCreate: async (row, { em }) => checked(em, row),
    beforeUpdate: async (current, changes, { em }) => checked(em, { ...current, ...changes }),
  };
}

/** A standalone line: its sku is a product of the order's client. */
export async function assertProductOf(em: EntityManager, order: Row, line: Row): Promise<void> {
  const sku = String(line.sku ?? '');
  if (!(await em.getRepository(entitySchemaOf(product)).existsBy({ clientId: Number(order.clientId), sku }))) refuse([fieldError('sku', say('skuNotOfClient', { sku }))]);
}
