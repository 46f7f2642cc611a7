import type { EntityManager } from 'typeorm';
import { carrierService, shippingAccount } from '@console/resources';
import { AppException } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import { entitySchemaOf } from '../../engine/entity-schema';
import type { Row } from '../../engine/row';
import type { QuoteService } from '../pricing/quote.service';
import { PARCEL_ORDERS, type LabelledKind } from './labels/labelled-kind';
import { quoteBodyOf } from './labels/order-labels';
import { ORDER_MESSAGES, addressOf } from './order-rules';

/** An active service (resources/pricing ACTIVE_STATUS). */
const ACTIVE = 1;

/**
 * Get Rate (02 §2) of a parcel order (or a cross-dock order: `kind`): its packages priced by the pricing domain's quote, from
 * the sender to the recipient, with the order's service or, to compare, another active service
 * of the order's shipping account (the services of its carrier, the ones the shared call
 * `.../shippingAccount/query/carrierService` offers with the account). Nothing of the order
 * changes and no rated shipment is kept. Refused: a recipient outside the US (02 §5 Parcel
 * order), a service the account does not offer; an address whose zip codes have no zone is the
 * quote's own 'The address is incorrect, so the estimated rate and delivery time cannot be
 * calculated' (02 §8).
 */
export async function rateOrder(em: EntityManager, quotes: QuoteService, current: Row, admin: CurrentAdmin, serviceId?: number, kind: LabelledKind = PARCEL_ORDERS) {
  const recipient = addressOf(current.recipient);
  const sender = addressOf(current.sender);
  // 02 §5 Parcel order: 'Get Rate is not supported for non-US recipient countries'
  if (!recipient || !sender || recipient.countryCode.trim().toUpperCase() !== 'US') throw new AppException(400, ORDER_MESSAGES.rateNotUs);
  const carrierServiceId = serviceId ?? Number(current.carrierServiceId);
  if (serviceId !== undefined && serviceId !== Number(current.carrierServiceId)) await assertServiceOfAccount(em, Number(current.shippingAccountId), serviceId);
  const rows = await em.getRepository(entitySchemaOf(kind.packages)).find({ where: { [kind.foreignKey]: Number(current.id) }, order: { id: 'ASC' } }) as Row[];
  // no package: the quote answers its own failure (ok: false), as the quote API does
  const body = { ...quoteBodyOf(current, rows, sender, recipient, new Date().toISOString().slice(0, 10), false), carrierServiceId };
  const answer = await quotes.quote(body, admin);
  return { ...answer.result, zone: answer.resolved.zone, carrierServiceId };
}

/** Another service priced for an order must be an active one of the account's carrier. */
async function assertServiceOfAccount(em: EntityManager, accountId: number, serviceId: number): Promise<void> {
  const service = await em.getRepository(entitySchemaOf(carrierService)).findOneBy({ id: serviceId }) as Row | null;
  const account = await em.getRepository(entitySchemaOf(shippingAccount)).findOneBy({ id: accountId }) as Row | null;
  const offered = service && account && Number(service.carrier) === Number(account.carrier) && Number(service.status) === ACTIVE;
  if (!offered) {
    const text = ORDER_MESSAGES.serviceNotOfAccount;
    throw new AppException(400, text, {}, { errors: [{ field: 'carrierServiceId', message: text.en, zhMessage: text.zh }] });
  }
}
