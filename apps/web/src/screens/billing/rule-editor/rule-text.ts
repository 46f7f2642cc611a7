import type { TFunction } from 'i18next';
import type { PriceInterval } from '@console/billing';
import { formatDecimal, formatMoney } from '@console/contracts';
import type { DraftCondition, DraftRule } from './rule-model';

/** A condition as a line: 'Weight (lb) > 5'. */
export const conditionText = (t: TFunction, c: DraftCondition) =>
  `${c.element ? t(`ruleEditor.elements.${c.element}`) : '?'} ${c.op ? t(`ruleEditor.operators.${c.op}`) : '?'} ${formatDecimal(c.value)}`;

/** A band as a line: '0 – 5: $0.4000' or '5 and above: $0.2500'. */
const bandText = (t: TFunction, band: PriceInterval, last: boolean) =>
  `${formatDecimal(band.from)}${last ? ` ${t('ruleEditor.andAbove')}` : ` – ${formatDecimal(band.to)}`}: ${formatMoney(band.unitPrice, 4)}`;

/** A rule's pricing as lines: the threshold and its unit price, or each band. */
export function pricingLines(t: TFunction, rule: DraftRule): string[] {
  const { pricing } = rule;
  if (pricing.kind === 'THRESHOLD') return [t('ruleEditor.thresholdText', { threshold: formatDecimal(pricing.threshold), price: formatMoney(pricing.unitPrice, 4) })];
  return pricing.intervals.map((band, i) => bandText(t, band, i === pricing.intervals.length - 1));
}
