import type { EntityManager } from 'typeorm';
import { INBOUND_STATUS, inboundOrder, inboundOrderLine, inboundReceipt } from '@console/resources';
import { AppException } from '../../../core/envelope/app-exception';
import { forUpdate } from '../../../core/database/row-lock';
import { entitySchemaOf } from '../../../engine/entity-schema';
import type { HookContext } from '../../../engine/hooks';
import type { Row } from '../../../engine/row';
import type { StockService } from '../../inventory/stock.service';
import { fieldError, refuse, say } from '../order-rules';

const orders = () => entitySchemaOf(inboundOrder);
const lines = () => entitySchemaOf(inboundOrderLine);
const S = INBOUND_STATUS;

/** The inbound order, locked for this transaction: receipts of one order are counted one at a time. */
async function lockedOrder(em: EntityManager, id: number): Promise<Row> {
  const order = await forUpdate(em.getRepository(orders()).createQueryBuilder('o').where('o.id = :id', { id })).getOne() as Row | null;
  if (!order) throw new AppException(404, 'notFound');
  return order;
}

const receivedOf = (line: Row) => Number(line.receivedStandard) + Number(line.receivedDamage);
const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The order's lines, as committed now: a locking read (a plain one on MariaDB reads the
 * transaction's snapshot, taken before the order's lock was granted, and two receivers racing on
 * a line's last units both saw room for them).
 */
const linesOf = (em: EntityManager, orderId: number, sku?: string) =>
  forUpdate(em.getRepository(lines()).createQueryBuilder('l').where({ inboundOrderId: orderId, ...(sku === undefined ? {} : { sku }) })).getMany() as Promise<Row[]>;

/** Every line received in full: the order is Received; one short again (a reversal): Awaiting. */
async function statusAfter(em: EntityManager, orderId: number): Promise<number> {
  const all = await linesOf(em, orderId);
  return all.every((l) => receivedOf(l) >= Number(l.expectedQty)) ? S.RECEIVED : S.AWAITING;
}

/**
 * Receiving, in the receipt's create transaction (its `beforeCreate`): the order locked and
 * checked, one receive movement of the inventory (standard and damage into the put-away location,
 * the lot dated today; the inventory refuses a location of another warehouse and a sku that is
 * not the client's product), then the line's received quantities and the order's status. The
 * receipt row is completed with what was posted.
 */
export async function receive(stock: StockService, row: Row, { em, admin, records }: HookContext): Promise<void> {
  const order = await lockedOrder(em, Number(row.inboundOrderId));
  if (Number(order.status) !== S.AWAITING) throw new AppException(409, say('inboundNotAwaiting'));
  const sku = String(row.sku);
  const [line] = await linesOf(em, Number(order.id), sku);
  if (!line) refuse([fieldError('sku', say('inboundSkuNotOnOrder', { sku }))]);
  const standard = Number(row.standard ?? 0);
  const damage = Number(row.damage ?? 0);
  if (receivedOf(line) + standard + damage > Number(line.expectedQty)) {
    const params = { quantity: String(standard + damage), sku, expected: String(line.expectedQty), received: String(receivedOf(line)) };
    refuse([fieldError(standard ? 'standard' : 'damage', say('inboundOverReceipt', params))]);
  }
  const now = new Date();
  const lotDate = today(now);
  const posted = await stock.receiveIn(em, {
    warehouseId: Number(order.warehouseId), locationId: Number(row.locationId), clientId: Number(order.clientId), sku, lotDate,
  }, { standard, damage }, { operator: admin.userName, orderNo: String(order.orderNo), note: `Inbound ${String(order.orderNo)}`, now });
  Object.assign(row, { lotDate, receivedAt: now, operator: admin.userName, movementId: posted.movementId, reversed: false });
  await em.getRepository(lines()).update({ id: Number(line.id) }, {
    receivedStandard: Number(line.receivedStandard) + standard, receivedDamage: Number(line.receivedDamage) + damage, updateTime: now,
  });
  const status = await statusAfter(em, Number(order.id));
  await records.update(inboundOrder, Number(order.id), { status, ...(order.arrivedAt ? {} : { arrivedAt: now }) }, { before: order });
}

/**
 * Reverse on a receipt: its movement undone by a reverse movement (the inventory refuses one
 * whose stock has since been allocated or shipped), the line's quantities taken back, the order
 * Awaiting again. Refused once the order is completed or cancelled: a closed inbound is history.
 */
export async function reverseReceipt(stock: StockService, receipt: Row, { em, admin, records, input }: HookContext): Promise<Row> {
  const order = await lockedOrder(em, Number(receipt.inboundOrderId));
  if (![S.AWAITING, S.RECEIVED].includes(Number(order.status) as 2 | 3)) {
    const label = inboundOrder.fields.status.options.find((o) => o.value === Number(order.status))?.label ?? { en: '', zh: '' };
    throw new AppException(409, { en: say('inboundClosed', { status: label.en.toLowerCase() }).en, zh: say('inboundClosed', { status: label.zh }).zh });
  }
  const note = String(input?.note ?? '');
  const now = new Date();
  await stock.reverseIn(em, Number(receipt.movementId), { operator: admin.userName, note: `Receipt reversed: ${note}`.slice(0, 255), now });
  const [line] = await linesOf(em, Number(order.id), String(receipt.sku));
  await em.getRepository(lines()).update({ id: Number(line.id) }, {
    receivedStandard: Number(line.receivedStandard) - Number(receipt.standard), receivedDamage: Number(line.receivedDamage) - Number(receipt.damage), updateTime: now,
  });
  await records.update(inboundOrder, Number(order.id), { status: await statusAfter(em, Number(order.id)) }, { before: order });
  return records.update(inboundReceipt, Number(receipt.id), { reversed: true, reversedAt: now, reverseNote: note });
}
