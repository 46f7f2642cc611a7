import { Injectable } from '@nestjs/common';
import { FieldError, bilingual } from '@console/contracts';
import { cardRowProblems, normalizeCardRows } from '@console/pricing';
import { levelPriceCard, rateCard } from '@console/resources';
import { badRequest } from '../../core/envelope/app-exception';
import { HookRegistry, defineHooks } from '../../engine/hooks';

/** At most this many row problems are told at once: the first ones show what to fix. */
const MAX_TOLD = 10;

/**
 * The rows of a rate card and of a level's price card (resources/pricing rate-card.ts,
 * level-price-card.ts): weight ranges x zones as 02 §5 wants them (libs/pricing card-rows.ts,
 * the same check the zone grid runs), stored normalized.
 */
@Injectable()
export class RateCardHooks {
  constructor(registry: HookRegistry) {
    for (const def of [rateCard, levelPriceCard]) {
      registry.register(defineHooks(def, {
        beforeCreate: (row) => {
          row.rows = checkedRows(row.rows) as never;
        },
        beforeUpdate: (_current, changes) => {
          if (changes.rows !== undefined) changes.rows = checkedRows(changes.rows) as never;
        },
      }));
    }
  }
}

/** The rows normalized, or a 400 naming the first problems (field `rows`, both languages). */
function checkedRows(rows: unknown): unknown {
  const problems = cardRowProblems(rows);
  if (!problems.length) return normalizeCardRows(rows as Parameters<typeof normalizeCardRows>[0]);
  const errors: FieldError[] = problems.slice(0, MAX_TOLD).map((p) => ({ field: 'rows', ...bilingual(p.key, p.params ? { en: p.params, zh: p.params } : {}) }));
  throw badRequest('invalidData', {}, { errors });
}
