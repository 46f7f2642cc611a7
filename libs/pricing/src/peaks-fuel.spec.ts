import { FEE_INVALID, INVALID_DATA } from './messages';
import { quote } from './quote';
import type { QuoteInput } from './types';
import { fuelLine, input, peak, pkg, priced, surcharge } from './test-support/fixtures';

/** Peak lines as [name, amount]. */
function peakLines(quoteInput: QuoteInput): Array<[string, string]> {
  return priced(quoteInput).lines.flatMap((line) => (line.kind === 'peak' ? [[line.name, line.amount] as [string, string]] : []));
}

describe('rule 5: peaks', () => {
  // window 2025-12-01 .. 2025-12-31; two packages: 1.35 x 2 = 2.70
  const onDate = (shipDate: string) => peakLines(input({ shipDate, packages: [pkg('2'), pkg('3')], peaks: [peak({ amountPerPackage: '1.35' })] }));

  it('applies on the first and the last day of the window (inclusive)', () => {
    expect(onDate('2025-12-01')).toEqual([['Peak', '2.7000']]);
    expect(onDate('2025-12-31')).toEqual([['Peak', '2.7000']]);
  });

  it('does not apply one day outside', () => {
    expect(onDate('2025-11-30')).toEqual([]);
    expect(onDate('2026-01-01')).toEqual([]);
  });

  it('same carrier, every service (0) or the shipment group; input order; no discount', () => {
    const lines = peakLines(input({
      peaks: [
        peak({ name: 'Second', effectiveService: 1, amountPerPackage: '0.4' }),
        peak({ name: 'First', amountPerPackage: '0.33335' }), // one package: 0.33335 -> 0.3334 (rounded, never discounted)
        peak({ name: 'Express', effectiveService: 2 }),
        peak({ name: 'FedEx', carrier: 3 }),
      ],
    }));
    expect(lines).toEqual([['Second', '0.4000'], ['First', '0.3334']]);
  });

  it('refuses a negative amount (fee invalid) and a date that is not a date (Invalid Data)', () => {
    expect(quote(input({ peaks: [peak({ amountPerPackage: '-1' })] }))).toEqual({ ok: false, message: FEE_INVALID });
    expect(quote(input({ peaks: [peak({ to: '2025-12-32' })] }))).toEqual({ ok: false, message: INVALID_DATA });
    expect(quote(input({ shipDate: '10/12/2025' }))).toEqual({ ok: false, message: INVALID_DATA });
  });
});

describe('rule 8: fuel', () => {
  it('is the percent of the base and of every surcharge and peak not excluded from it', () => {
    // base 8.00; IN 2.00 (in fuel); OUT 3.00 (excluded); peak IN 1.00 (in); peak OUT 0.50 (excluded)
    // on = 8.00 + 2.00 + 1.00 = 11.00; 12% x 11.00 = 1.32; total = 8 + 2 + 3 + 1 + 0.5 + 1.32 = 15.82
    const result = priced(input({
      fuelPercent: '12',
      surcharges: [surcharge({ code: 'IN', value: '2' }), surcharge({ code: 'OUT', value: '3', excludeFromFuel: true })],
      peaks: [peak({ name: 'IN', amountPerPackage: '1' }), peak({ name: 'OUT', amountPerPackage: '0.5', excludeFromFuel: true })],
    }));
    expect(fuelLine(result)).toEqual({ kind: 'fuel', percent: '12.0000', on: '11.0000', amount: '1.3200' });
    expect(result.total).toBe('15.8200');
  });

  it('uses the discounted surcharge amounts, PERCENT ones included', () => {
    // FIX 4.00 x 0.75 = 3.00; PCT 10% of 8.00 = 0.80; on = 8 + 3 + 0.8 = 11.80; 5% -> 0.59
    const result = priced(input({
      fuelPercent: 5,
      surcharges: [surcharge({ code: 'FIX', value: '4', offRatePercent: '25' }), surcharge({ code: 'PCT', calc: 'PERCENT', value: '10' })],
    }));
    expect(fuelLine(result)).toEqual({ kind: 'fuel', percent: '5.0000', on: '11.8000', amount: '0.5900' });
  });

  it('rounds the fuel amount half up: 12.3455% x 10.00 = 1.23455 -> 1.2346', () => {
    const costCard = { minimumCharge: '0', rows: [{ from: '0', to: '70', zones: { '5': '10.00' } }] };
    const result = priced(input({ costCard, fuelPercent: '12.3455' }));
    expect(fuelLine(result)).toEqual({ kind: 'fuel', percent: '12.3455', on: '10.0000', amount: '1.2346' });
    expect(result.total).toBe('11.2346');
  });

  it('is always a line, 0 when there is no fuel percent', () => {
    expect(priced(input({ fuelPercent: '0' })).lines.at(-1)).toEqual({ kind: 'fuel', percent: '0.0000', on: '8.0000', amount: '0.0000' });
  });
});
