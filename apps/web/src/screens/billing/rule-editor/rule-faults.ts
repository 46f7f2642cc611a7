import { checkChargeRule, translateBillingMessage, type ChargeRule, type RulePlace } from '@console/billing';
import type { DraftRule } from './rule-model';

/**
 * Where a rule's fault shows: `cell`, the input marked in red, and `under`, the part of the row
 * the message is written under (a condition's or band's whole line, or one input of its own).
 */
export interface RuleFault {
  cell: string;
  under: string;
  message: string;
}

/** The cell of a place the engine names (02 §3 Charge rule's parts). */
export function cellOf(at: RulePlace): { cell: string; under: string } {
  switch (at.part) {
    case 'condition':
      return { cell: `condition.${at.index}.${at.field}`, under: `condition.${at.index}` };
    case 'intervals':
      // a list that is not one, or empty, is the bands' own fault; else the band's and its input's
      if (at.index === undefined) return { cell: 'intervals', under: 'intervals' };
      return { cell: `interval.${at.index}.${at.field ?? 'to'}`, under: `interval.${at.index}` };
    case 'threshold':
    case 'unitPrice':
      return { cell: at.part, under: 'threshold' };
    // every amount of the formula is zero: the pricing as a whole
    case 'formula':
      return { cell: 'formula', under: 'pricing' };
    case 'rule':
      return { cell: 'priority', under: 'priority' };
    default:
      return { cell: at.part, under: at.part };
  }
}

/**
 * The first fault of each rule by the engine's own check (checkChargeRule: the message
 * charge() and the API's save would give), in the UI's language; undefined for a rule that is
 * right. Judged as typed, on every change.
 */
export function ruleFaults(rules: readonly DraftRule[], language: string): Array<RuleFault | undefined> {
  const lang = language.startsWith('zh') ? 'zh' : 'en';
  return rules.map((rule) => {
    const check = checkChargeRule(rule as ChargeRule);
    return check.ok ? undefined : { ...cellOf(check.at), message: translateBillingMessage(check.message, lang) };
  });
}
