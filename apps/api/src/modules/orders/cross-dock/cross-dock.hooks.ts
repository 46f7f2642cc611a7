import { Injectable } from '@nestjs/common';
import { TRACKING_STATUS } from '@console/carriers';
import { INBOUND_STATUS, crossDockOrder, crossDockOrderLine, crossDockOrderPackage, location } from '@console/resources';
import { AppException } from '../../../core/envelope/app-exception';
import { HookRegistry, defineHooks, type HookContext } from '../../../engine/hooks';
import { entitySchemaOf } from '../../../engine/entity-schema';
import type { Row } from '../../../engine/row';
import { StockService } from '../../inventory/stock.service';
import { QuoteService } from '../../pricing/quote.service';
import { applyLabelChoice } from '../labels/label-replace';
import { CROSS_DOCK_ORDERS } from '../labels/labelled-kind';
import { LIVE, OrderLabels } from '../labels/order-labels';
import { nextOrderNo } from '../order-numbers';
import { rateOrder } from '../order-rate';
import { ORDER_MESSAGES } from '../order-rules';
import { releaseOrder, shipOrder } from '../order-stock';
import { assertProductOf, lineHooks, lockedOrder, withLineTotals } from '../receiving/receiving';
import { checkShipping, packageHooks } from '../shipping-checks';

const S = INBOUND_STATUS;
/** What the receiving code's helpers read of a cross-dock order: its lines, their key, the totals the list shows. */
const KIND = { order: crossDockOrder, line: crossDockOrderLine, foreignKey: 'crossDockOrderId', totals: { qty: ['qty'], receivedQty: ['receivedQty'] } };
/** Location kind receiving (resources/inventory LOCATION_KIND_OPTIONS): the dock the delivery is counted on. */
const RECEIVING = 3;

/**
 * Cross-dock orders (resources/orders/cross-dock-order.ts): the number (CD and 10 digits), the
 * shipping checks of a parcel order (service of the account's carrier, 02 §5's address form, the
 * packages against the carrier), the lines (the client's products, each once), and the moves:
 * Submit (lines needed); Receive, the order locked, every line in full onto the warehouse's
 * receiving location (a receive movement, lot of the day) and allocated to the order at once (an
 * allocate movement: held for it, no other order takes it), all in one transaction; Ship, with a
 * live label, sends what is allocated (ship movements); Complete; Cancel releases what was
 * received onto the dock (the allocation released: the client's stock, to be put away). The
 * label actions, Get Rate and the three choices of 02 §4 are the parcel orders' code (labels/,
 * order-rate.ts).
 */
@Injectable()
export class CrossDockHooks {
  constructor(registry: HookRegistry, stock: StockService, labels: OrderLabels, quotes: QuoteService) {
    registry.register(defineHooks(crossDockOrder, {
      beforeCreate: async (row, { em }) => {
        await checkShipping(em, row as Row, undefined);
        (row as Row).orderNo = await nextOrderNo(em, crossDockOrder.name, 'CD');
      },
      beforeUpdate: async (current, changes, { em }) => checkShipping(em, changes as Row, current as Row),
      afterUpdate: async (before, after, ctx) => applyLabelChoice(labels, before as Row, after as Row, ctx, CROSS_DOCK_ORDERS),
      afterRead: async (rows, { em }) => withLineTotals(em, KIND, rows as Row[]),
      actions: {
        submit: async (current, { em, records }) => {
          if (!(await em.getRepository(entitySchemaOf(crossDockOrderLine)).existsBy({ crossDockOrderId: Number(current.id) }))) {
            throw new AppException(400, ORDER_MESSAGES.crossDockLinesRequired);
          }
          await records.update(crossDockOrder, Number(current.id), { status: S.AWAITING, submittedAt: new Date() });
          return answer(current as Row, S.AWAITING);
        },
        receive: async (current, ctx) => receive(stock, current as Row, ctx),
        // the cartons priced with the order's service or another of its account's, as a parcel order's (order-rate.ts)
        getRate: async (current, { em, admin, input }) =>
          rateOrder(em, quotes, current as Row, admin, input.carrierServiceId === undefined || input.carrierServiceId === null ? undefined : Number(input.carrierServiceId), CROSS_DOCK_ORDERS),
        createLabel: async (current, ctx) => labels.create(current as Row, ctx, CROSS_DOCK_ORDERS),
        voidLabel: async (current, ctx) => labels.void(current as Row, ctx, CROSS_DOCK_ORDERS),
        // 02 §8: no live label, or one to be replaced, ships nothing
        ship: async (current, { em, admin, records }) => {
          if (!current.trackingNo || !LIVE.includes(Number(current.trackingStatus)) || current.labelReplaceNeeded) throw new AppException(409, ORDER_MESSAGES.shipWithoutLabel);
          const shipped = await shipOrder(em, stock, String(current.orderNo), admin.userName);
          await records.update(crossDockOrder, Number(current.id), { status: S.SHIPPED, shippedAt: new Date() });
          return { ...answer(current as Row, S.SHIPPED), shipped };
        },
        complete: async (current, { records }) => {
          await records.update(crossDockOrder, Number(current.id), { status: S.COMPLETED, completedAt: new Date() });
          return answer(current as Row, S.COMPLETED);
        },
        cancel: async (current, { em, admin, records, input }) => {
          // as a parcel order: a label not yet scanned holds the client's money, so it is voided first
          if (current.trackingNo && Number(current.trackingStatus) === TRACKING_STATUS.LABEL_CREATED) throw new AppException(409, ORDER_MESSAGES.voidBeforeCancel);
          const reason = String(input.reason ?? '');
          await releaseOrder(em, stock, String(current.orderNo), admin.userName, `Cancelled: ${reason}`.slice(0, 255));
          await records.update(crossDockOrder, Number(current.id), { status: S.CANCELLED, cancelReason: reason });
          return answer(current as Row, S.CANCELLED);
        },
      },
    }));

    registry.register({ name: crossDockOrderLine.name, hooks: lineHooks(KIND, assertProductOf) });
    registry.register(defineHooks(crossDockOrderPackage, packageHooks(CROSS_DOCK_ORDERS)));
  }
}

const answer = (order: Row, status: number) => ({ id: Number(order.id), orderNo: order.orderNo, status });

/**
 * Receive: the order locked and still awaiting (two receivers at once: the second finds it
 * received), each line's quantity received onto the dock and allocated to the order, the lines
 * marked received in full, the order Received.
 */
async function receive(stock: StockService, current: Row, { em, admin, records }: HookContext): Promise<Record<string, unknown>> {
  const order = await lockedOrder(em, KIND, Number(current.id));
  // received (or cancelled) by someone else since the page was read
  if (Number(order.status) !== S.AWAITING) throw new AppException(409, 'versionConflict');
  const dock = await em.getRepository(entitySchemaOf(location)).findOne({
    where: { warehouseId: Number(order.warehouseId), kind: RECEIVING, status: 1 }, order: { pickSequence: 'ASC', id: 'ASC' },
  }) as Row | null;
  if (!dock) throw new AppException(409, ORDER_MESSAGES.crossDockNoDock);
  const lines = await em.getRepository(entitySchemaOf(crossDockOrderLine)).find({ where: { crossDockOrderId: Number(order.id) }, order: { id: 'ASC' } }) as Row[];
  const now = new Date();
  const orderNo = String(order.orderNo);
  const operator = admin.userName;
  for (const line of lines) {
    const place = { warehouseId: Number(order.warehouseId), locationId: Number(dock.id), clientId: Number(order.clientId), sku: String(line.sku), lotDate: now.toISOString().slice(0, 10) };
    const received = await stock.receiveIn(em, place, { standard: Number(line.qty) }, { operator, orderNo, note: `Cross-dock ${orderNo}`, now });
    await stock.allocateIn(em, { inventoryId: received.inventoryId, quantity: Number(line.qty), orderNo }, { operator, note: `Cross-dock ${orderNo}: held to ship on` });
    await em.getRepository(entitySchemaOf(crossDockOrderLine)).update({ id: Number(line.id) }, { receivedQty: Number(line.qty), updateTime: now });
  }
  await records.update(crossDockOrder, Number(order.id), { status: S.RECEIVED, arrivedAt: now }, { before: order });
  return { ...answer(order, S.RECEIVED), location: String(dock.code), lines: lines.length };
}
