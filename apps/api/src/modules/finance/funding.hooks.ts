import { Injectable } from '@nestjs/common';
import { CHANGE_TYPE, parseUnits } from '@console/ledger';
import { funding, paymentRecord } from '@console/resources';
import { AppException } from '../../core/envelope/app-exception';
import { forUpdate } from '../../core/database/row-lock';
import { entitySchemaOf } from '../../engine/entity-schema';
import { HookRegistry, defineHooks } from '../../engine/hooks';
import { LedgerService } from './ledger.service';

/**
 * Funding History's approve and deny (02 §2 Finance). Approval writes one add-funds entry, exactly
 * once: the funding's status moves first with the version the action read (two approvals at the
 * same moment: the second finds the row changed and gets 409), and the entry carries the
 * idempotency key `funding:{id}`, so even a retry that got past the status answers the same entry.
 * A funding a received payment is matched to cannot be denied (unmatch the payment first).
 */
@Injectable()
export class FundingHooks {
  constructor(registry: HookRegistry, private readonly ledger: LedgerService) {
    registry.register(defineHooks(funding, {
      // The client is one the user may pick: the engine checks a relation against its data scope.
      beforeCreate: (row) => {
        row.status = 2;
      },
      actions: {
        approve: async (current, { em, admin, records }) => {
          const id = Number(current.id);
          await records.update(funding, id, { status: 1, decidedBy: admin.userName, denyReason: null }, { before: current, expectedVersion: Number(current.version) });
          const clientId = Number(current.clientId);
          await this.ledger.openAccount(em, clientId);
          const { entryId } = await this.ledger.postIn(em, clientId, {
            changeType: CHANGE_TYPE.ADD_FUNDS, amount: parseUnits(String(current.amount))!, pendingDelta: 0n,
            note: `Funding ${current.reference}`, idempotencyKey: `funding:${id}`, source: { type: 'funding', id: String(id) },
          }, admin);
          // The link to its entry, without a second version: the approval is one change.
          await em.createQueryBuilder().update(entitySchemaOf(funding)).set({ entryId }).where('id = :id', { id }).execute();
          return { entryId };
        },
        // A funding a received payment is matched to was paid: denying it would leave the payment
        // matched to a denied funding. The status moves first (the row is then this transaction's),
        // and a match found rolls it back.
        deny: async (current, { em, admin, records, input }) => {
          await records.update(funding, Number(current.id), { status: 3, denyReason: String(input.reason), decidedBy: admin.userName }, { before: current, expectedVersion: Number(current.version) });
          // a locking read: it sees a match committed after this transaction's snapshot was taken
          // (the match locks the funding row too, so it finished before the status moved, or waits)
          const matched = await forUpdate(em.getRepository(entitySchemaOf(paymentRecord)).createQueryBuilder('p').select('p.id').where('p.funding_id = :id', { id: Number(current.id) })).getOne();
          if (matched) throw new AppException(409, 'fundingPaid');
        },
      },
    }));
  }
}
