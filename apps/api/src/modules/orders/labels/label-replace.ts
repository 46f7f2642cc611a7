import type { EntityManager } from 'typeorm';
import { TRACKING_STATUS } from '@console/carriers';
import { AppException } from '../../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../../core/http/request-context';
import { entitySchemaOf } from '../../../engine/entity-schema';
import type { SaveNotice } from '../../../engine/hooks';
import type { BoundRecordWriter } from '../../../engine/record-writer';
import type { Row } from '../../../engine/row';
import { choiceRequired } from '../../../engine/save-choice';
import { ORDER_MESSAGES } from '../order-rules';
import { PARCEL_ORDERS, type LabelledKind } from './labelled-kind';
import type { OrderLabels } from './order-labels';

/** The choices of the order's `saveChoices` (resources/orders/parcel-parts.ts LABEL_SAVE_CHOICES). */
export type LabelChoice = 'void' | 'replace';

interface SaveContext { em: EntityManager; admin: CurrentAdmin; records: BoundRecordWriter; choice?: string; childrenBefore: Record<string, Row[]> }

/** What a package is priced and labelled by: a change of any of them is a change of the packages. */
const PACKAGE_FIELDS = ['length', 'width', 'height', 'dimUnit', 'weight', 'weightUnit'];

const packageKey = (row: Row) => [Number(row.id), ...PACKAGE_FIELDS.map((f) => (f === 'dimUnit' || f === 'weightUnit' ? String(row[f] ?? '') : Number(row[f])))].join('|');

/** Whether the packages differ: a row added, removed or changed (compared by id, then by the fields above). */
export function packagesChanged(before: Row[], after: Row[]): boolean {
  const a = before.map(packageKey).sort();
  const b = after.map(packageKey).sort();
  return a.length !== b.length || a.some((key, i) => key !== b[i]);
}

/** Whether the service changed: the shipping account or the carrier service. */
export function serviceChanged(before: Row, after: Row): boolean {
  return Number(before.shippingAccountId) !== Number(after.shippingAccountId) || Number(before.carrierServiceId) !== Number(after.carrierServiceId);
}

/**
 * 02 §4 "Changing the service or package on an order that has a label offers three choices":
 * run after an edit's record and packages are written, in its transaction. Without a change of
 * either, or without a label, nothing happens. Otherwise the edit carries a choice (409 asking for
 * one, `data.choiceRequired`): `void` gives the label's money back (order-labels.ts, void
 * pending); `replace` voids it and creates a new one priced and paid anew. A replacement the
 * carrier or the balance refuses is undone alone (a savepoint): the edit and the void stay, the
 * order is marked for a new label (`labelReplaceNeeded`, the replace-label list) and the answer
 * says so (02 §8). A label the carrier scanned, or one already void, is not replaced.
 */
export async function applyLabelChoice(labels: OrderLabels, before: Row, after: Row, ctx: SaveContext, kind: LabelledKind = PARCEL_ORDERS): Promise<SaveNotice | void> {
  if (!before.trackingNo) return;
  const rows = await ctx.em.getRepository(entitySchemaOf(kind.packages)).find({ where: { [kind.foreignKey]: Number(after.id) }, order: { id: 'ASC' } }) as Row[];
  const changed = serviceChanged(before, after) || packagesChanged(ctx.childrenBefore.packages ?? [], rows);
  const status = Number(before.trackingStatus);
  // a void label holds nothing to choose about: the edit is saved as any other (a choice sent is still answered)
  if (!changed || (!ctx.choice && [TRACKING_STATUS.VOID_PENDING, TRACKING_STATUS.VOIDED].includes(status as 4 | 6))) return;
  if (!ctx.choice) throw choiceRequired(ORDER_MESSAGES.labelChoiceRequired);
  const choice = ctx.choice as LabelChoice;
  // 02 §8: a scanned label (in transit, delivered, exception) or a void one is not replaced
  if (choice === 'replace' && status !== TRACKING_STATUS.LABEL_CREATED) throw new AppException(409, ORDER_MESSAGES.cannotReplace);
  // void answers 02 §8's own messages for a void or scanned label
  await labels.void(after, ctx, kind);
  if (choice === 'void') return;
  const voided = await ctx.em.getRepository(entitySchemaOf(kind.order)).findOneByOrFail({ id: Number(after.id) }) as Row;
  try {
    // a savepoint: a refused label leaves nothing of its own behind (rated shipment, file, ledger)
    await ctx.em.transaction(() => labels.create(voided, ctx, kind));
  } catch (error) {
    if (!(error instanceof AppException) || error.getStatus() >= 500) throw error;
    await ctx.records.update(kind.order, Number(after.id), { labelReplaceNeeded: true });
    return ORDER_MESSAGES.replaceFailed;
  }
}
