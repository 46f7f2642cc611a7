import { Injectable } from '@nestjs/common';
import { supplierEntry } from '@console/resources';
import { HookRegistry, defineHooks } from '../../../engine/hooks';
import { PayablesService } from './payables.service';

/**
 * Supplier&OMS TRs' Record Supplier Transaction (a list action): one posting to the supplier's
 * payable, its key the dialog's Idempotency-Key header, so a retried submit finds the first.
 */
@Injectable()
export class SupplierEntryHooks {
  constructor(registry: HookRegistry, payables: PayablesService) {
    registry.register(defineHooks(supplierEntry, {
      listActions: { recordSupplierTransaction: ({ admin, input, idempotencyKey }) => payables.record(input, idempotencyKey, admin) },
    }));
  }
}
