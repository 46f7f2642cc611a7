import type { EntityManager } from 'typeorm';
import type { FieldError } from '@console/contracts';
import { FREIGHT_STATUS, freightOrder, freightOrderItem, freightOrderPackage } from '@console/resources';
import { AppException } from '../../../core/envelope/app-exception';
import { entitySchemaOf } from '../../../engine/entity-schema';
import { FileEntity } from '../../../engine/files/file.entity';
import type { Row } from '../../../engine/row';
import { addressOf, addressProblems, fieldError, say } from '../order-rules';

const DELIVERY_TYPE_FREIGHT = 1;

/**
 * 02 §5 Freight order rules on a save: the recipient's address form (a PO box street only for
 * carrier delivery, as the carriers that take PO boxes do; freight trucks do not), the PO box flag
 * refused for freight, and a related order not used by another freight order (not cancelled).
 */
export async function saveProblems(em: EntityManager, merged: Row, id?: number): Promise<FieldError[]> {
  const poBox = merged.poBox === true || merged.poBox === 1;
  const freight = Number(merged.deliveryType) === DELIVERY_TYPE_FREIGHT;
  const errors = addressProblems({ recipient: merged.recipient }, poBox && !freight ? 'USPS' : undefined);
  if (poBox && freight) errors.push(fieldError('poBox', say('freightPoBox')));
  const related = String(merged.relatedOrderNo ?? '').trim();
  if (related) {
    const other = await em.getRepository(entitySchemaOf(freightOrder)).createQueryBuilder('f')
      .where('f.relatedOrderNo = :related AND f.status <> :cancelled', { related, cancelled: FREIGHT_STATUS.CANCELLED })
      .andWhere(id ? 'f.id <> :id' : '1 = 1', { id }).getOne() as Row | null;
    if (other) errors.push(fieldError('relatedOrderNo', say('freightRelatedUsed', { relatedOrderNo: related, orderNo: String(other.orderNo) })));
  }
  return errors;
}

/**
 * 02 §5 on Submit: packages or items (something to ship), and for an international order (a
 * recipient outside the US) its ITN first and a shipping label among its documents.
 */
export async function assertSubmittable(em: EntityManager, order: Row): Promise<void> {
  const id = Number(order.id);
  const cargo = await em.getRepository(entitySchemaOf(freightOrderPackage)).existsBy({ freightOrderId: id })
    || await em.getRepository(entitySchemaOf(freightOrderItem)).existsBy({ freightOrderId: id });
  if (!cargo) throw new AppException(400, say('freightNeedsCargo'));
  const country = addressOf(order.recipient)?.countryCode?.trim().toUpperCase();
  if (country && country !== 'US') {
    if (!String(order.itn ?? '').trim()) throw new AppException(400, say('freightItnFirst'), {}, { errors: [fieldError('itn', say('freightItnFirst'))] });
    const labelled = await em.getRepository(FileEntity).existsBy({ resource: freightOrder.name, recordId: id, field: 'shippingLabels' });
    if (!labelled) throw new AppException(400, say('freightLabelRequired'), {}, { errors: [fieldError('shippingLabels', say('freightLabelRequired'))] });
  }
}
