import type { TFunction } from 'i18next';
import { BILLING_LABELS, type ChargeNote, type SkipReason } from '@console/billing';

const langOf = (language: string) => (language.startsWith('zh') ? 'zh' : 'en');

/** A line's unit as a person reads it: 'order', 'package:2', 'sku:SKU-A' (the engine's names). */
export function unitLabel(t: TFunction, unit: string): string {
  if (unit === 'order') return t('ruleEditor.preview.unitOrder');
  const [kind, rest] = [unit.slice(0, unit.indexOf(':')), unit.slice(unit.indexOf(':') + 1)];
  if (kind === 'package') return t('ruleEditor.preview.unitPackage', { n: rest });
  if (kind === 'sku') return t('ruleEditor.preview.unitSku', { code: rest });
  return unit;
}

/** The engine's codes in words, from its own catalogue (BILLING_LABELS: the Charge & Fees tab reads the same). */
export const skipText = (reason: SkipReason, language: string) => BILLING_LABELS[reason][langOf(language)];
export const noteText = (note: ChargeNote, language: string) => BILLING_LABELS[note][langOf(language)];
