import fc from 'fast-check';
import { RESOURCES } from '@console/resources';
import { Harness, bearer, startApi } from './harness';
import { problemsOf } from './fuzz/answer-checks';
import { FuzzRequest, bodyOf, pathIdOf, queryOf } from './fuzz/generators';
import { OpenApiDocument, Operation, operationsOf } from './fuzz/operations';
import { send } from './fuzz/send';
import { shapeOf } from './fuzz/shapes';

/**
 * Proof of the envelope under hostile input: every operation of the OpenAPI document, called as
 * the Administrator (every sub-role at level all) with generated bad bodies, query strings and
 * path ids, answers below 500, as JSON (files aside), in the envelope, with errors in both
 * languages and no stack or SQL text. Seeded, so a failure replays; FUZZ_SEED and FUZZ_CASES
 * change the seed and the total number of cases.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_909);
const TOTAL_CASES = Number(process.env.FUZZ_CASES ?? 3000);
const USER = 'administrator';
const PASSWORD = 'Administrator1';

/**
 * Operations that end the fuzzing user's own session whatever the input: fuzzing them would sign
 * the fuzzer out after every case (and signing in again is throttled to 30 a minute per address).
 * Everything else that could end the session or take the fuzzer's permissions is kept, with the
 * fuzzer's own user and roles left out of its path ids (see `protectedIds`).
 */
const ENDS_OWN_SESSION = new Set(['POST /api/wms-user/admin/logout']);

interface Failure {
  operation: string;
  request: FuzzRequest | undefined;
  error: string;
  shrinks: number;
}

const clip = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max)}... (${text.length} chars)` : text);

describe('fuzz: every OpenAPI operation with hostile input, as the Administrator', () => {
  let api: Harness;
  let token: string;
  let operations: Operation[];
  let ownUserId: number;
  let ownRoleIds: number[];
  let permissionsBefore: unknown;

  beforeAll(async () => {
    api = await startApi();
    token = await api.login(USER, PASSWORD);
    const doc = (await api.http().get('/api/docs-json').expect(200)).body as OpenApiDocument;
    // Sign-in last: its fuzzing spends the address's sign-in allowance, which a re-sign-in needs.
    operations = operationsOf(doc).filter((op) => !ENDS_OWN_SESSION.has(op.label)).sort((a, b) => Number(a.isPublic) - Number(b.isPublic));
    const me = (await api.http().get('/api/wms-user/admin/afterLogin').set(bearer(token)).expect(200)).body.data;
    ownUserId = me.user.userId;
    permissionsBefore = me.permissionMap;
    ownRoleIds = (await api.http().get(`/api/wms-user/admin/user-roles/${ownUserId}`).set(bearer(token)).expect(200)).body.data.roleIds;
  });
  afterAll(() => api?.close());

  /** Existing ids per resource, read through the API before fuzzing. */
  async function existingIds(): Promise<Record<string, string[]>> {
    const ids: Record<string, string[]> = {};
    for (const def of RESOURCES) {
      const res = await api.http().get(`/api/resources/${def.name}?pageSize=100`).set(bearer(token)).expect(200);
      ids[def.name] = (res.body.data.records as Array<{ id: number }>).map((r) => String(r.id));
    }
    return ids;
  }

  /** The resource a path parameter names records of: the operation's own, or users for `userId`. */
  const resourceOfParam = (op: Operation, param: string) => op.resource?.name ?? (param === 'userId' ? 'admin-user' : undefined);

  /**
   * Records a write must not touch, or the fuzzer would lock itself out: its own user (reset
   * password, roles, deactivation) and the roles it holds (their grants). Reading them is fuzzed.
   */
  function protectedIds(op: Operation, param: string): number[] {
    if (op.method === 'get') return [];
    const resource = resourceOfParam(op, param);
    if (resource === 'admin-user') return [ownUserId];
    if (resource === 'permission-roles') return ownRoleIds;
    return [];
  }

  function requestsOf(op: Operation, ids: Record<string, string[]>): fc.Arbitrary<FuzzRequest> {
    const shape = shapeOf(op);
    const pathIds = op.pathParams.map((param) => pathIdOf(ids[resourceOfParam(op, param) ?? ''] ?? ['1', '2', '3'], protectedIds(op, param)));
    return fc.record({
      pathIds: fc.tuple(...pathIds),
      query: queryOf(shape),
      body: op.takesBody ? bodyOf(shape) : fc.constant({}),
    }).map(({ pathIds: values, query, body }) => {
      let path = op.path;
      op.pathParams.forEach((param, i) => { path = path.replace(`{${param}}`, values[i]); });
      return { url: `${path}${query}`, ...body };
    });
  }

  it('answers every generated request below 500, in the envelope, without stack or SQL', async () => {
    const started = Date.now();
    const ids = await existingIds();
    // Cases in proportion to what an operation reads: a body counts most, then path ids and a resource's query.
    const weightOf = (op: Operation) => 1 + (op.takesBody ? 3 : 0) + op.pathParams.length + (op.resource ? 1 : 0);
    const totalWeight = operations.reduce((sum, op) => sum + weightOf(op), 0);
    const runsOf = (op: Operation) => Math.max(1, Math.round((TOTAL_CASES * weightOf(op)) / totalWeight));
    const failures: Failure[] = [];
    const sessionEndedBy: string[] = [];
    let cases = 0;
    let requests = 0;
    const statuses = new Map<string, Map<number, number>>();

    for (const op of operations) {
      const property = fc.asyncProperty(requestsOf(op, ids), async (request) => {
        requests += 1;
        const answer = await send(api, op.method, request, token);
        const counts = statuses.get(op.label) ?? new Map<number, number>();
        statuses.set(op.label, counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1));
        if (process.env.FUZZ_TRACE) console.log(`${op.label} ${clip(request.url, 200)} ${clip(request.body ?? '', 300)} -> ${answer.status} ${clip(answer.text, 200)}`);
        if (answer.status === 401 && !op.isPublic) {
          // This input ended the fuzzer's session: note it and sign in again.
          sessionEndedBy.push(`${op.label} ${clip(request.url, 120)}`);
          token = await api.login(USER, PASSWORD);
        }
        const problems = problemsOf(answer);
        if (problems.length) throw new Error(`${problems.join('; ')} | answered ${answer.status}: ${clip(answer.text)}`);
      });
      const details = await fc.check(property, { seed: SEED, numRuns: runsOf(op) });
      cases += details.numRuns;
      if (details.failed) {
        const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
        failures.push({ operation: op.label, request: details.counterexample?.[0], error, shrinks: details.numShrinks });
      }
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log([
      `fuzz on ${api.config.dbType}: ${operations.length} operations (excluded: ${[...ENDS_OWN_SESSION].join(', ')}), `
        + `${cases} cases, ${requests} requests with shrinking, seed ${SEED}, ${seconds} s`,
      ...(process.env.FUZZ_VERBOSE ? [...statuses].map(([label, counts]) => `${label}: ${[...counts].map(([s, n]) => `${s}x${n}`).join(' ')}`) : []),
      ...(sessionEndedBy.length ? [`sessions ended (signed in again) by: ${sessionEndedBy.join(' | ')}`] : []),
      ...failures.map((f) => `FAIL ${f.operation}\n  input (shrunk ${f.shrinks}x): ${clip(JSON.stringify(f.request), 600)}\n  ${f.error}`),
    ].join('\n'));
    expect(failures.map((f) => `${f.operation}: ${f.error.split(' | ')[0]}`)).toEqual([]);
  }, 15 * 60_000);

  // With the session's token: fuzzing sign-in has spent the address's sign-in allowance for a minute.
  it('leaves the Administrator signed in, active, with the permissions it started with', async () => {
    const me = (await api.http().get('/api/wms-user/admin/afterLogin').set(bearer(token)).expect(200)).body.data;
    expect(me.permissionMap).toEqual(permissionsBefore);
    const own = await api.http().get(`/api/resources/admin-user/${ownUserId}`).set(bearer(token)).expect(200);
    expect(own.body.data.status).toBe('ACTIVE');
  });
});
