import { Injectable } from '@nestjs/common';
import { balanceEntry } from '@console/resources';
import { HookRegistry, defineHooks } from '../../engine/hooks';
import { LedgerService } from './ledger.service';

/**
 * Available Balance History's Create Transaction (a list action): the same posting as
 * `POST /api/finance/accounts/{clientId}/entries`, its idempotency key the dialog's header, so
 * a submit retried after a lost answer finds the first entry instead of posting twice.
 */
@Injectable()
export class BalanceEntryHooks {
  constructor(registry: HookRegistry, ledger: LedgerService) {
    registry.register(defineHooks(balanceEntry, {
      listActions: {
        createTransaction: ({ admin, input, idempotencyKey }) =>
          ledger.postAndShow(Number(input.clientId), ledger.requestOf(input, idempotencyKey), admin),
      },
    }));
  }
}
