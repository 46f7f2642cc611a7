/**
 * Differential check of the engine against a frozen build of an earlier version: both price the
 * same random inputs (valid and broken, see src/test-support/random-inputs.ts) and every result
 * must be the same JSON, refusals included. Used when changing how quote() computes, never what.
 *
 *   # once, before the change: a build of the old engine outside the repo, able to load contracts
 *   npm run build -w @console/pricing
 *   mkdir -p /tmp/ref/node_modules/@console && ln -sfn "$PWD/libs/contracts" /tmp/ref/node_modules/@console/contracts
 *   cp -r libs/pricing/dist /tmp/ref/pricing-before
 *   # after the change
 *   npm run build -w @console/pricing
 *   npx tsx libs/pricing/tools/differential.ts /tmp/ref/pricing-before 200000 [seed]
 *
 * Cards come from small pools that are reused across quotes (as in a replay) and are sometimes
 * edited in place between two quotes, so per-card caches are checked against mutation too.
 */
import { resolve } from 'node:path';
import type { QuoteInput, QuoteResult } from '../src/types';
import { cardPool, mutateCard, randomInput, seededRandom } from '../src/test-support/random-inputs';

type Engine = { quote(input: QuoteInput): QuoteResult };

const [referenceDir, countText = '200000', seedText = '1'] = process.argv.slice(2);
if (!referenceDir) throw new Error('usage: differential.ts <reference dist dir> [count] [seed]');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const reference: Engine = require(resolve(referenceDir, 'index.js'));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const current: Engine = require(resolve(__dirname, '../dist/index.js'));
// The two arithmetics of the current build, to tell how many quotes needed the Decimal fallback.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { priceWith } = require(resolve(__dirname, '../dist/quote.js'));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { UNITS } = require(resolve(__dirname, '../dist/arithmetic.js'));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { NotExact } = require(resolve(__dirname, '../dist/units.js'));

function needsDecimal(input: QuoteInput): boolean {
  try {
    priceWith(input, UNITS);
    return false;
  } catch (error) {
    return error instanceof NotExact;
  }
}

/** The result as JSON, or the error a quote threw (the engine never should, but both must agree). */
function outcome(engine: Engine, input: QuoteInput): string {
  try {
    return JSON.stringify(engine.quote(input));
  } catch (error) {
    return `threw ${(error as Error)?.constructor?.name}: ${(error as Error)?.message}`;
  }
}

const count = Number(countText);
const seed = Number(seedText);
const rnd = seededRandom(seed);
let pool = cardPool(rnd, 12);
const tally = new Map<string, number>();
let mismatches = 0;
let fallbacks = 0;
for (let i = 0; i < count; i++) {
  if (i % 500 === 0) pool = cardPool(rnd, 12); // fresh cards now and then, so card caches start cold too
  if (rnd() < 0.05) mutateCard(rnd, pool[Math.floor(rnd() * pool.length)]);
  const input = randomInput(rnd, pool);
  // The current engine first, so its caches are warm or stale before the reference is asked.
  const after = outcome(current, input);
  const before = outcome(reference, input);
  const again = outcome(current, input);
  const kind = before.startsWith('{"ok":true') ? 'priced' : before.startsWith('threw') ? before : JSON.parse(before).message;
  if (needsDecimal(input)) fallbacks++;
  tally.set(kind, (tally.get(kind) ?? 0) + 1);
  if (after !== before || again !== before) {
    mismatches++;
    if (mismatches <= 5) {
      console.log(`MISMATCH at input ${i} (seed ${seed})\n input:  ${JSON.stringify(input)}\n before: ${before}\n after:  ${after}\n again:  ${again}`);
    }
  }
}
console.log(`${count} inputs compared (seed ${seed}), ${mismatches} mismatches; ${fallbacks} priced again in Decimal (NotExact)`);
for (const [kind, n] of [...tally].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(7)}  ${kind}`);
process.exitCode = mismatches ? 1 : 0;
