import { CHARGE_TRANSACTION_INPUT } from '@console/resources';
import type { ChargeItemInput } from '@console/ledger';
import { RefuseUnknownFields } from '../../../../core/validation/refuse-unknown';
import { FieldOf } from '../../../../engine/field-of';

const input = CHARGE_TRANSACTION_INPUT;

/**
 * The body of `POST /api/finance/transactions` (02 §2 `transactions`): each field by
 * CHARGE_TRANSACTION_INPUT's rules, any other key refused. Its source against its kind and its
 * items (libs/ledger `chargeLinesOf`) are the service's to judge.
 */
@RefuseUnknownFields()
export class ChargeTransactionDto {
  @FieldOf(input.kind)
  kind!: string;

  @FieldOf(input.clientId)
  clientId!: number;

  @FieldOf(input.sourceType)
  sourceType!: string;

  @FieldOf(input.sourceId)
  sourceId?: string | null;

  @FieldOf(input.items)
  items!: ChargeItemInput[];

  @FieldOf(input.note)
  note?: string | null;

  @FieldOf(input.correctsId)
  correctsId?: number | null;

  @FieldOf(input.idempotencyKey)
  idempotencyKey!: string;
}
