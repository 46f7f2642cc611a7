import type { ChangeType, DeductionType, Units } from '@console/ledger';

/** A posting as the ledger takes it: the request's movement plus where it came from. */
export interface PostingRequest {
  changeType: ChangeType;
  amount: Units;
  pendingDelta: Units;
  deductionType?: DeductionType;
  note: string;
  idempotencyKey: string;
  /** The source document (02 §3): a funding, a label, a bill, an order, billing automation's day, or manual. */
  source?: { type: 'manual' | 'funding' | 'label' | 'bill' | 'order' | 'billing'; id?: string };
  chargeItemCount?: number;
}
