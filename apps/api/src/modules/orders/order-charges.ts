import type { EntityManager } from 'typeorm';
import { chargeLinesOf, formatUnits } from '@console/ledger';
import { balanceEntry, client, financeAccount, omsTransaction } from '@console/resources';
import { AppException } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import { afterCommit } from '../../engine/after-commit';
import type { CountCache } from '../../engine/count-cache';
import { entitySchemaOf } from '../../engine/entity-schema';
import type { RecordWriter } from '../../engine/record-writer';
import type { Row } from '../../engine/row';
import { openAccount, postInTransaction } from '../finance/ledger-writes';
import { correctedAlready, writeCharge } from '../finance/transactions/charge-writes';

/** The fee code of an order's handling charge on its OMS transaction (02 §3 transaction items). */
export const ORDER_CHARGE_CODE = 'ORDER-HANDLING';

interface ChargeContext { em: EntityManager; admin: CurrentAdmin; records: ReturnType<RecordWriter['in']>; input: Row }

/**
 * Edit Charges of an order that has left the warehouse (02 §4: 'Editing a completed order's
 * charges creates a new transaction'): the order's handling charge is an OMS transaction of the
 * finance domain (source order, the order number); the first edit charges it, each later one is
 * a new transaction that corrects the latest (finance's charge-writes.ts: the difference posted
 * as one adjustment, change type 8), never an edit of the old. In the action's transaction with
 * the client's account locked by the posting. An edit to the amount the order is charged already
 * (a double click) answers the latest transaction and writes nothing; two edits of one latest transaction at once:
 * the second is refused ('transactionCorrected', 409) and the user edits the new latest.
 */
export async function editOrderCharges(current: Row, { em, admin, records, input }: ChargeContext, counts: CountCache) {
  const clientId = Number(current.clientId);
  const orderNo = String(current.orderNo);
  const charged = chargeLinesOf([{ code: ORDER_CHARGE_CODE, description: 'Order handling', quantity: 1, unitPrice: String(input.amount) }]);
  if (!charged.ok) throw new AppException(400, 'invalidData');
  // the latest of the order's chain: each correction is newer than what it corrects
  const latest = await em.getRepository(entitySchemaOf(omsTransaction)).findOne({
    where: { clientId, sourceType: 'order', sourceId: orderNo }, order: { id: 'DESC' },
  }) as Row | null;
  // the charge as it stands (a double click, a second look): nothing to correct
  if (latest && String(latest.chargeTotal) === formatUnits(charged.total)) return answerOf(current, latest);
  await openAccount(em, clientId);
  const id = await writeCharge(em, records, {
    kind: 'oms', clientId, source: 'order', sourceId: orderNo, lines: charged.lines, total: charged.total,
    note: String(input.note), correctsId: latest ? Number(latest.id) : null,
    idempotencyKey: `order-charges:${orderNo}:${latest ? Number(latest.id) : 0}:${formatUnits(charged.total)}`,
  }, async (tx, owner, posting) => {
    const posted = await postInTransaction(tx, owner, posting, admin.userName);
    for (const name of [balanceEntry.name, financeAccount.name, client.name]) afterCommit(tx, () => counts.invalidate(name));
    return { entryId: posted.entryId };
  }, admin.userName).catch((error: unknown) => {
    if (correctedAlready(error)) throw new AppException(409, 'transactionCorrected');
    throw error;
  });
  return answerOf(current, await em.getRepository(entitySchemaOf(omsTransaction)).findOneByOrFail({ id }) as Row);
}

function answerOf(order: Row, doc: Row) {
  return { id: Number(order.id), orderNo: order.orderNo, transactionId: Number(doc.id), transactionNo: doc.transactionNo, chargeTotal: doc.chargeTotal, amount: doc.amount, correctsId: doc.correctsId ?? null };
}
