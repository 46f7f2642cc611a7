import { charge, translateBillingMessage, type ChargeInput, type ChargeResult } from '@console/billing';
import { engineItemOf } from '@console/resources';
import type { SampleOrder } from './sample-order';

/** The fields of a charge item the engine needs before it can price anything (02 §5: required). */
export const PREVIEW_NEEDS = ['workOrderTypeId', 'chargeTrigger', 'chargeMethod', 'calculation', 'chargeMode', 'freightType'] as const;

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** The item's values the preview reads: the form's live ones over the record (an edit form does not hold those set once). */
export const itemValues = (values: Record<string, unknown> | undefined, record?: Record<string, unknown>) => ({ ...record, ...values });

/** The needed fields still empty, in the form's order. */
export const missingForPreview = (item: Record<string, unknown>): string[] => PREVIEW_NEEDS.filter((key) => blank(item[key]));

/**
 * The engine's input for the preview: the sample order as the event of the item's work order
 * type at the item's trigger, and the item as engineItemOf maps a record (the API's own mapping),
 * made active: an item saved inactive still shows what it would charge.
 */
export function previewInput(item: Record<string, unknown>, workOrderTypeCode: string, sample: SampleOrder): ChargeInput {
  const engineItem = { ...engineItemOf(item, workOrderTypeCode), active: true };
  return { event: { ...sample, workOrderType: engineItem.workOrderType, trigger: engineItem.trigger }, items: [engineItem] };
}

/** What the preview shows: the engine's result, or its refusal in the UI's language and whether the item or the sample is at fault. */
export type Preview =
  | { kind: 'priced'; result: Extract<ChargeResult, { ok: true }> }
  | { kind: 'refused'; message: string; fault: 'item' | 'sample' };

export function preview(input: ChargeInput, language: string): Preview {
  const result = charge(input);
  if (result.ok) return { kind: 'priced', result };
  return { kind: 'refused', message: translateBillingMessage(result.message, language.startsWith('zh') ? 'zh' : 'en'), fault: result.item === undefined ? 'sample' : 'item' };
}
