import type { FormMode } from '../../../engine/form-values';
import type { Period } from '../../../engine/form/PeriodPicker';

/** The party whose plans the preview serves: the API's route is the client billing automation's only (02 §2). */
export const PREVIEW_PARTY = 'client';

/** Where the preview is asked for (POST; 202, a job followed at GET /api/jobs/{id}). */
export const REBILL_PATH = '/billing/client-billing-automation/rebill-preview';

/** The request: a past period and the draft plan, over the plan's clients or those chosen. */
export interface RebillRequest {
  from: string;
  to: string;
  /** The plan edited (its clients are previewed when none are chosen); absent for a new plan. */
  planId?: number;
  chargeItemIds: number[];
  storageRuleIds: number[];
  clientIds?: number[];
}

/**
 * Whether the form offers the preview: a client plan (a supplier plan has no preview), for a
 * user who may edit client plans — `editable` is the billed parties whose plans the user may
 * edit (null: every party).
 */
export function previewable(party: unknown, editable: readonly string[] | null): boolean {
  return party === PREVIEW_PARTY && (editable === null || editable.includes(PREVIEW_PARTY));
}

/** The record ids of a multi-select's value, in its order, each once (an empty or unset picker: none). */
export function idList(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const ids = value.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)];
}

/**
 * The request for the form's values as they are now, unsaved (read when Run is pressed): the
 * plan's charge items and storage rules, the record's id on edit, and the clients chosen (none:
 * the API takes the plan's own).
 */
export function rebillRequest(
  values: Record<string, unknown>,
  mode: FormMode,
  record: Record<string, unknown> | undefined,
  period: Period,
  clientIds: readonly number[],
): RebillRequest {
  const planId = mode === 'edit' ? idList([record?.id])[0] : undefined;
  return {
    from: period[0],
    to: period[1],
    ...(planId ? { planId } : {}),
    chargeItemIds: idList(values.chargeItemIds),
    storageRuleIds: idList(values.storageRuleIds),
    ...(clientIds.length ? { clientIds: [...clientIds] } : {}),
  };
}
