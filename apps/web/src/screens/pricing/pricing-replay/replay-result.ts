import { MESSAGES, dayjs, translate, type Language, type MessageKey, type ReplayResult, type ReplayRow } from '@console/contracts';
import { translatePricingMessage } from '@console/pricing';

export type { ReplayResult, ReplayRow };

/** A table row: the result's line with the client's and the service's names. */
export interface ReplayTableRow extends ReplayRow {
  key: string;
  client: string;
  service: string;
}

/** The result's lines as table rows, in the result's order (largest increase first). */
export function replayTableRows(result: ReplayResult, noClient: string): ReplayTableRow[] {
  return result.rows.map((row) => ({
    ...row,
    key: `${row.clientId ?? ''}|${row.carrierServiceId}`,
    client: row.clientId === null ? noClient : result.names.clients[String(row.clientId)] ?? `#${row.clientId}`,
    service: result.names.services[String(row.carrierServiceId)] ?? `#${row.carrierServiceId}`,
  }));
}

/**
 * Why shipments failed, in the asked language, most frequent first: a reason is a catalogue key
 * (a missing card or level) or the rate engine's English text (its Chinese from PRICING_MESSAGES).
 */
export function failureLines(failures: Record<string, number>, lang: Language): Array<{ reason: string; count: number }> {
  return Object.entries(failures)
    .map(([reason, count]) => ({
      reason: Object.prototype.hasOwnProperty.call(MESSAGES, reason) ? translate(reason as MessageKey, lang) : translatePricingMessage(reason, lang),
      count,
    }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
}

/**
 * A refusal's field errors as lines (the messages already in the user's language): a message
 * that names its field's label stays as it is, another reads 'Label: message'; a field the form
 * does not know keeps its name.
 */
export function fieldErrorLines(errors: Record<string, string> | undefined, labelOf: (field: string) => string | undefined): string[] {
  return Object.entries(errors ?? {}).map(([field, message]) => {
    const label = labelOf(field) ?? field;
    return message.includes(label) ? message : `${label}: ${message}`;
  });
}

/** The last `days` days up to today where the user is, as API dates ['YYYY-MM-DD', 'YYYY-MM-DD']. */
export function lastDays(days: number, today: string): [string, string] {
  return [dayjs(today, 'YYYY-MM-DD').subtract(days, 'day').format('YYYY-MM-DD'), today];
}
