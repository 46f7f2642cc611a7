import { TRANSACTION_INPUT } from '@console/resources';
import { RefuseUnknownFields } from '../../../core/validation/refuse-unknown';
import { FieldOf } from '../../../engine/field-of';

const input = TRANSACTION_INPUT;

/**
 * The body of `POST /api/finance/accounts/{clientId}/entries` (Create Transaction): the movement
 * and its idempotency key, each by TRANSACTION_INPUT's rules (the ones the Create Transaction
 * dialog runs); any other key is refused. The ledger's own rules (libs/ledger `post`) follow.
 */
@RefuseUnknownFields()
export class LedgerEntryDto {
  @FieldOf(input.changeType)
  changeType!: number;

  @FieldOf(input.amount)
  amount!: string | number;

  @FieldOf(input.pendingDelta)
  pendingDelta?: string | number | null;

  @FieldOf(input.deductionType)
  deductionType?: number | null;

  @FieldOf(input.note)
  note!: string;

  @FieldOf(input.idempotencyKey)
  idempotencyKey!: string;
}
