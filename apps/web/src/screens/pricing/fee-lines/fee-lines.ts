import { Decimal, formatMoney } from '@console/contracts';
import type { Line } from '@console/pricing';

/**
 * The rate engine's lines (libs/pricing `Line`) as rows a person reads: what the line is, its
 * detail and its amount. Texts are i18n keys with their parameters (`feeLines.*`), so the same
 * rows read in either language; amounts are shown with 2 decimals and a `$` (formatMoney).
 */

/** A text to translate: an i18n key and its parameters. */
export interface Text {
  key: string;
  params?: Record<string, string | number>;
}

export interface FeeLineRow {
  key: string;
  kind: Line['kind'];
  what: Text;
  detail: Text | null;
  amount: string;
  /** The engine's note on a base price, in its English words (translatePricingMessage shows the Chinese). */
  note?: string;
}

const KINDS = new Set(['base', 'surcharge', 'peak', 'fuel']);

/** '19.7500' -> '19.75'; anything else as it came. */
function plainNumber(value: string): string {
  try {
    return new Decimal(value).toString();
  } catch {
    return value;
  }
}

/** The rows of a quote's lines; surcharges read their name when `names` has their code. */
export function feeLineRows(lines: readonly Line[], names: Readonly<Record<string, string>> = {}): FeeLineRow[] {
  return lines.map((line, i): FeeLineRow => {
    const key = `${i}-${line.kind}`;
    switch (line.kind) {
      case 'base':
        return {
          key, kind: line.kind,
          what: { key: 'feeLines.base', params: { package: line.package } },
          detail: { key: 'feeLines.baseDetail', params: { cost: formatMoney(line.cost), publish: formatMoney(line.publish) } },
          amount: formatMoney(line.price),
          ...(line.note ? { note: line.note } : {}),
        };
      case 'surcharge':
        return {
          key, kind: line.kind,
          what: { key: 'feeLines.surcharge', params: { name: names[line.code] ?? line.code } },
          detail: names[line.code] ? { key: 'feeLines.code', params: { code: line.code } } : null,
          amount: formatMoney(line.amount),
        };
      case 'peak':
        return { key, kind: line.kind, what: { key: 'feeLines.peak' }, detail: { key: 'feeLines.raw', params: { text: line.name } }, amount: formatMoney(line.amount) };
      case 'fuel':
        return {
          key, kind: line.kind,
          what: { key: 'feeLines.fuel' },
          detail: { key: 'feeLines.fuelDetail', params: { percent: plainNumber(line.percent), on: formatMoney(line.on) } },
          amount: formatMoney(line.amount),
        };
    }
  });
}

/** The distinct surcharge codes of some lines (to look their names up). */
export function surchargeCodes(lines: readonly Line[]): string[] {
  return [...new Set(lines.flatMap((l) => (l.kind === 'surcharge' ? [l.code] : [])))].sort();
}

/**
 * A stored `lines` value (a json field: an array, or its JSON text) as lines, or null when it is
 * not a list of the engine's lines.
 */
export function parseLines(value: unknown): Line[] | null {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!Array.isArray(list)) return null;
  const ok = list.every((l) => typeof l === 'object' && l !== null && KINDS.has((l as { kind?: string }).kind ?? ''));
  return ok ? (list as Line[]) : null;
}
