import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { parseUnits } from '@console/ledger';
import { funding, paymentRecord } from '@console/resources';
import { AppException } from '../../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../../core/http/request-context';
import { forUpdate } from '../../../core/database/row-lock';
import { entitySchemaOf } from '../../../engine/entity-schema';
import { HookRegistry, defineHooks } from '../../../engine/hooks';
import type { Row } from '../../../engine/row';

const UNMATCHED = 1;
const MATCHED = 2;
const DENIED = 3;

/**
 * Payment Record's matching (resources/finance/payment-record.ts): a payment names the funding
 * it paid, or the one funding of the same client, amount and reference that no payment matched
 * yet is found by itself. A funding named by hand must be the client's, of the same amount and
 * not denied; the unique column refuses a funding matched twice (two saves at once included).
 * The funding's row is read locked, as its deny locks it: a match and a deny at the same moment
 * never both land (the loser gets 409).
 */
@Injectable()
export class PaymentRecordHooks {
  constructor(registry: HookRegistry) {
    registry.register(defineHooks(paymentRecord, {
      beforeCreate: async (row, { em, admin }) => {
        const fundingId = row.fundingId ?? await this.fundingFor(em, row as Row);
        Object.assign(row, await this.matchOf(em, row as Row, fundingId === null || fundingId === undefined ? null : Number(fundingId), admin));
      },
      beforeUpdate: async (current, changes, { em, admin }) => {
        if (!('fundingId' in changes) || changes.fundingId === current.fundingId) return;
        const fundingId = changes.fundingId === null || changes.fundingId === undefined ? null : Number(changes.fundingId);
        Object.assign(changes, await this.matchOf(em, current, fundingId, admin));
      },
    }));
  }

  /** The payment's matched state with `fundingId`, refused when that funding cannot be what it paid. */
  private async matchOf(em: EntityManager, payment: Row, fundingId: number | null, admin: CurrentAdmin): Promise<Row> {
    if (fundingId === null) return { fundingId: null, status: UNMATCHED, matchedBy: null };
    // locked: a deny of this funding running now either finishes first (and is seen) or waits for this match
    const target = await forUpdate(em.getRepository(entitySchemaOf(funding)).createQueryBuilder('f').where('f.id = :fundingId', { fundingId })).getOne() as Row | null;
    const sameAmount = target && parseUnits(String(target.amount)) === parseUnits(String(payment.amount));
    if (!target || Number(target.clientId) !== Number(payment.clientId) || !sameAmount || Number(target.status) === DENIED) {
      throw new AppException(409, 'paymentFundingMismatch');
    }
    return { fundingId, status: MATCHED, matchedBy: admin.userName };
  }

  /** The one funding this payment evidently paid: same client, amount and reference (any case), not denied, not matched. */
  private async fundingFor(em: EntityManager, payment: Row): Promise<number | null> {
    const matched = em.getRepository(entitySchemaOf(paymentRecord)).createQueryBuilder('p').select('p.funding_id').where('p.funding_id IS NOT NULL');
    const sameReference = await em.getRepository(entitySchemaOf(funding)).createQueryBuilder('f')
      .where('f.client_id = :clientId AND f.status <> :denied', { clientId: payment.clientId, denied: DENIED })
      .andWhere('LOWER(f.reference) = LOWER(:reference)', { reference: payment.reference })
      .andWhere(`f.id NOT IN (${matched.getQuery()})`)
      .getMany() as Row[];
    // amounts compared as the ledger's units: the column's storage is the money kind's business
    const amount = parseUnits(String(payment.amount));
    const candidates = sameReference.filter((f) => parseUnits(String(f.amount)) === amount);
    return candidates.length === 1 ? Number(candidates[0].id) : null;
  }
}
