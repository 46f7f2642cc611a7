/**
 * charge() (the charge contract): prices one work-order event under a plan's charge items and explains
 * every cent in lines a person can add up by hand. First every check (the event, then each item
 * in input order), so a broken plan is refused whatever the event; then each item in input order
 * either skips with its reason or charges each of its units.
 */
import { skipReason } from './applies';
import { readItems, type ReadItem } from './checks';
import { readEvent } from './event';
import { EventUnits, factText } from './facts';
import { INVALID_DATA, Refusal, refuse } from './messages';
import { NUM_ONE } from './num';
import { isObject } from './parse';
import { calculationElement, decidingRule, priceAmount, ruleAmount } from './rule-amount';
import { TotalsBuilder } from './totals';
import type { ChargeInput, ChargeLine, ChargeResult, ChargeSuccess, ChargeUnitLine } from './types';

const FIXED_QUANTITY = '1.0000';

/** The lines of one applying item: one per unit, in unit order. */
function chargeItem(item: ReadItem, units: EventUnits, lines: ChargeLine[], totals: TotalsBuilder): void {
  const element = calculationElement(item.calculation);
  for (const unit of units.of(item.chargeMethod)) {
    const rule = decidingRule(item.rules, unit.facts);
    let line: ChargeUnitLine;
    if (rule !== undefined) {
      const { amount, note } = ruleAmount(rule, unit.facts[rule.chargeElement]);
      line = {
        kind: 'charge', item: item.id, unit: unit.name, rule: rule.priority, element: rule.chargeElement,
        quantity: factText(unit, rule.chargeElement), amount, mode: item.chargeMode, hidden: item.hiddenToClient,
      };
      if (note !== undefined) line.note = note;
    } else if (element === 'FIXED') {
      line = {
        kind: 'charge', item: item.id, unit: unit.name, rule: null, element, quantity: FIXED_QUANTITY,
        amount: priceAmount(item.price, NUM_ONE), mode: item.chargeMode, hidden: item.hiddenToClient,
      };
    } else {
      line = {
        kind: 'charge', item: item.id, unit: unit.name, rule: null, element, quantity: factText(unit, element),
        amount: priceAmount(item.price, unit.facts[element]), mode: item.chargeMode, hidden: item.hiddenToClient,
      };
    }
    totals.add(line.amount, line.mode, line.hidden);
    lines.push(line);
  }
}

function price(input: ChargeInput): ChargeSuccess {
  if (!isObject(input)) refuse(INVALID_DATA);
  const event = readEvent(input.event);
  const items = readItems(input.items);
  const units = new EventUnits(event);
  const lines: ChargeLine[] = [];
  const totals = new TotalsBuilder();
  for (const item of items) {
    const reason = skipReason(item, event);
    if (reason !== undefined) lines.push({ kind: 'skip', item: item.id, reason });
    else chargeItem(item, units, lines, totals);
  }
  return { ok: true, lines, ...totals.build() };
}

/**
 * Prices one event. Never throws for bad input: a charge the contract refuses comes back as
 * `{ ok: false, message }` (with `item` for an item's fault) in the contract's English; see
 * BILLING_MESSAGES for the Chinese.
 */
export function charge(input: ChargeInput): ChargeResult {
  try {
    return price(input);
  } catch (error) {
    if (error instanceof Refusal) {
      return error.item === undefined ? { ok: false, message: error.message } : { ok: false, message: error.message, item: error.item };
    }
    throw error;
  }
}
