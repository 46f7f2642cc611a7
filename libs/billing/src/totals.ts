/**
 * The charge contract E: total, instant, holding and visibleTotal, the exact sums of the lines' amounts.
 * Every amount is a 4-decimal text, so it is a whole number of ten-thousandths: summed as safe
 * integers the sums are exact and much cheaper than Decimal additions. Amounts are never negative,
 * so if the total stays a safe integer so does every partial sum; beyond that (amounts of about a
 * trillion) the sums are made again in Decimal from the same texts.
 */
import { Decimal, ZERO, format4 } from './decimal';
import type { ChargeMode } from './types';

export interface Totals {
  total: string;
  instant: string;
  holding: string;
  visibleTotal: string;
}

/** A 4-decimal text as ten-thousandths: '12.5000' -> 125000. */
function unitsOf(text: string): number {
  const point = text.length - 5; // format4 always writes exactly 4 decimals
  return Number(text.slice(0, point)) * 10_000 + Number(text.slice(point + 1));
}

function formatUnits(units: number): string {
  if (units === 0) return '0.0000';
  const fraction = units % 10_000;
  return `${(units - fraction) / 10_000}.${String(fraction).padStart(4, '0')}`;
}

/** Adds the lines' amounts as they are written. */
export class TotalsBuilder {
  private total = 0;
  private instant = 0;
  private visible = 0;
  private readonly texts: string[] = [];
  private readonly modes: ChargeMode[] = [];
  private readonly hidden: boolean[] = [];

  add(amount: string, mode: ChargeMode, hidden: boolean): void {
    const units = unitsOf(amount);
    this.total += units;
    if (mode === 'INSTANT') this.instant += units;
    if (!hidden) this.visible += units;
    this.texts.push(amount);
    this.modes.push(mode);
    this.hidden.push(hidden);
  }

  build(): Totals {
    if (this.total <= Number.MAX_SAFE_INTEGER) {
      return {
        total: formatUnits(this.total),
        instant: formatUnits(this.instant),
        holding: formatUnits(this.total - this.instant),
        visibleTotal: formatUnits(this.visible),
      };
    }
    return this.inDecimal();
  }

  private inDecimal(): Totals {
    let total = ZERO;
    let instant = ZERO;
    let holding = ZERO;
    let visible = ZERO;
    this.texts.forEach((text, i) => {
      const amount = new Decimal(text);
      total = total.plus(amount);
      if (this.modes[i] === 'INSTANT') instant = instant.plus(amount);
      else holding = holding.plus(amount);
      if (!this.hidden[i]) visible = visible.plus(amount);
    });
    return { total: format4(total), instant: format4(instant), holding: format4(holding), visibleTotal: format4(visible) };
  }
}
