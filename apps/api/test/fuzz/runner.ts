import fc from 'fast-check';
import { Answer, problemsOf } from './answer-checks';
import type { FuzzRequest } from './generators';
import type { Operation } from './operations';

/**
 * Runs fast-check over each operation in turn with one seed: a case is one request whose answer
 * must pass `problemsOf`. A failing operation is shrunk to a small counterexample; the others go on.
 */
export interface FuzzOptions {
  operations: Operation[];
  requestsOf: (op: Operation) => fc.Arbitrary<FuzzRequest>;
  send: (op: Operation, request: FuzzRequest) => Promise<Answer>;
  /** Called when a signed-in operation answers 401: the input ended the session; sign in again. */
  onSessionEnded: () => Promise<void>;
  seed: number;
  totalCases: number;
  /** Go on past an operation's first failure and keep one unshrunk example per distinct failure. */
  explore?: boolean;
  trace?: boolean;
}

export interface FuzzReport {
  cases: number;
  requests: number;
  seconds: number;
  failures: Array<{ operation: string; request: FuzzRequest | undefined; error: string; shrinks: number }>;
  /** Distinct failures found in explore mode, with one example each. */
  explored: Map<string, string>;
  statuses: Map<string, Map<number, number>>;
  sessionEndedBy: string[];
}

export const clip = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max)}... (${text.length} chars)` : text);

/** Cases in proportion to what an operation reads: a body counts most, then path ids and a resource's query. */
function runsPerOperation(operations: Operation[], totalCases: number): (op: Operation) => number {
  const weightOf = (op: Operation) => 1 + (op.takesBody ? 3 : 0) + op.pathParams.length + (op.resource ? 1 : 0);
  const totalWeight = operations.reduce((sum, op) => sum + weightOf(op), 0);
  return (op) => Math.max(1, Math.round((totalCases * weightOf(op)) / totalWeight));
}

export async function fuzz(options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const runsOf = runsPerOperation(options.operations, options.totalCases);
  const report: FuzzReport = { cases: 0, requests: 0, seconds: 0, failures: [], explored: new Map(), statuses: new Map(), sessionEndedBy: [] };

  for (const op of options.operations) {
    const property = fc.asyncProperty(options.requestsOf(op), async (request) => {
      report.requests += 1;
      const answer = await options.send(op, request);
      const counts = report.statuses.get(op.label) ?? new Map<number, number>();
      report.statuses.set(op.label, counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1));
      if (options.trace) console.log(`${op.label} ${clip(request.url, 200)} ${clip(request.body ?? '', 300)} -> ${answer.status} ${clip(answer.text, 200)}`);
      if (answer.status === 401 && !op.isPublic) {
        report.sessionEndedBy.push(`${op.label} ${clip(request.url, 120)}`);
        await options.onSessionEnded();
      }
      const problems = problemsOf(answer);
      if (!problems.length) return;
      if (options.explore) {
        const key = `${op.label} ${answer.status} ${problems.map((p) => p.replace(/:.*/, '')).join('; ')}`;
        if (!report.explored.has(key)) report.explored.set(key, `${clip(JSON.stringify(request), 400)} -> ${clip(answer.text, 200)}`);
        return;
      }
      throw new Error(`${problems.join('; ')} | answered ${answer.status}: ${clip(answer.text)}`);
    });
    const details = await fc.check(property, { seed: options.seed, numRuns: runsOf(op) });
    report.cases += details.numRuns;
    if (details.failed) {
      const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
      report.failures.push({ operation: op.label, request: details.counterexample?.[0], error, shrinks: details.numShrinks });
    }
  }
  report.seconds = (Date.now() - started) / 1000;
  return report;
}

/** The lines the test prints: counts and time first (for the closing note), then each failure. */
export function describeReport(report: FuzzReport, heading: string, withStatuses: boolean): string {
  return [
    `${heading}: ${report.cases} cases, ${report.requests} requests with shrinking, ${report.seconds.toFixed(1)} s`,
    ...(withStatuses ? [...report.statuses].map(([label, counts]) => `${label}: ${[...counts].map(([s, n]) => `${s}x${n}`).join(' ')}`) : []),
    ...(report.sessionEndedBy.length ? [`sessions ended (signed in again) by: ${report.sessionEndedBy.join(' | ')}`] : []),
    ...[...report.explored].map(([key, example]) => `EXPLORE ${key}\n  ${example}`),
    ...report.failures.map((f) => `FAIL ${f.operation}\n  input (shrunk ${f.shrinks}x): ${clip(JSON.stringify(f.request), 600)}\n  ${f.error}`),
  ].join('\n');
}
