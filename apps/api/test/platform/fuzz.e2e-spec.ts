import fc from 'fast-check';
import { RESOURCES } from '@console/resources';
import { SUB_ROLES } from '@console/contracts';
import { Harness, bearer, signedInUser, startApi } from '../harness';
import { FuzzRequest, bodyOf, pathIdOf, queryOf } from '../fuzz/generators';
import { OpenApiDocument, Operation, operationsOf } from '../fuzz/operations';
import { describeReport, fuzz } from '../fuzz/runner';
import { send } from '../fuzz/send';
import { shapeOf } from '../fuzz/shapes';

/**
 * Proof of the envelope under hostile input: every operation of the OpenAPI document, called as
 * the Administrator (every sub-role at level all) with generated bad bodies, query strings and
 * path ids, answers below 500, as JSON (files aside), in the envelope, with errors in both
 * languages and no stack or SQL text. Seeded, so a failure replays; FUZZ_SEED and FUZZ_CASES
 * change the seed and the total number of cases. FUZZ_EXPLORE=1 keeps going past an operation's
 * first failure and lists every distinct one, unshrunk (a failure hides the next one otherwise);
 * FUZZ_VERBOSE=1 prints the statuses each operation answered, FUZZ_TRACE=1 every request.
 */
/**
 * MariaDB (CI's second pass) gets a seed of its own and half the cases: the two passes then try
 * 4,500 different inputs rather than the same 3,000 twice, in the time of 3,750 cases.
 */
const ON_MARIADB = Boolean(process.env.TEST_MYSQL_URL);
const SEED = Number(process.env.FUZZ_SEED ?? (ON_MARIADB ? 20_261_129 : 20_260_909));
const TOTAL_CASES = Number(process.env.FUZZ_CASES ?? (ON_MARIADB ? 1500 : 3000));
const USER = 'administrator';
const PASSWORD = 'Administrator1';

/**
 * Operations that end the fuzzing user's own session whatever the input: fuzzing them would sign
 * the fuzzer out after every case (and signing in again is throttled to 30 a minute per address).
 * Everything else that could end the session or take the fuzzer's permissions is kept, with the
 * fuzzer's own user and roles left out of its path ids (see `protectedIds`).
 */
const ENDS_OWN_SESSION = new Set(['POST /api/wms-user/admin/logout']);

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
    const pathIds = op.pathParams.map((param) => pathIdOf(ids[resourceOfParam(op, param) ?? ''] ?? op.pathExamples[param] ?? ['1', '2', '3'], protectedIds(op, param)));
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
    const ids = await existingIds();
    const report = await fuzz({
      operations,
      requestsOf: (op) => requestsOf(op, ids),
      send: (op, request) => send(api, op.method, request, token),
      onSessionEnded: async () => { token = await api.login(USER, PASSWORD); },
      seed: SEED,
      totalCases: TOTAL_CASES,
      explore: Boolean(process.env.FUZZ_EXPLORE),
      trace: Boolean(process.env.FUZZ_TRACE),
    });
    const heading = `fuzz on ${api.config.dbType}, seed ${SEED}: ${operations.length} operations (excluded: ${[...ENDS_OWN_SESSION].join(', ')})`;
    console.log(describeReport(report, heading, Boolean(process.env.FUZZ_VERBOSE)));
    expect([...report.failures.map((f) => `${f.operation}: ${f.error.split(' | ')[0]}`), ...report.explored.keys()]).toEqual([]);
  }, 15 * 60_000);

  /**
   * An export is checked when it is requested; one the fuzzer got accepted (202) must then run:
   * a failure in the background would be a 500 nobody sees.
   */
  it('runs every export the fuzzing got accepted to success', async () => {
    const jobs = async () => {
      const all: Array<{ userMessageId: number; status: number; fileName: string }> = [];
      for (let page = 1; ; page += 1) {
        const res = await api.http().get(`/api/wms-user/user/message/list?receiveType=ADMIN&messageType=ADMIN_MSG_EXCEL_EXPORT&pageSize=100&curPageNo=${page}`)
          .set(bearer(token)).expect(200);
        all.push(...res.body.data.records);
        if (all.length >= res.body.data.total || !res.body.data.records.length) return all;
      }
    };
    let list = await jobs();
    for (let i = 0; i < 120 && list.some((job) => job.status === 3); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      list = await jobs();
    }
    console.log(`fuzz exports: ${list.length} kept, ${list.filter((j) => j.status === 1).length} done, ${list.filter((j) => j.status === 2).length} failed, ${list.filter((j) => j.status === 3).length} pending`);
    expect(list.filter((job) => job.status !== 1).map((job) => `${job.fileName}: status ${job.status}`)).toEqual([]);
  }, 120_000);

  /**
   * The records of every scoped resource (a client's, and what hangs off it: a ticket's messages
   * and followers, a mail about the client), asked for by any id, as a user who may view
   * everything but only its assigned clients' data (01 §6): show and history answer 200 only for a
   * record its list holds, 404 for every other id, existing or not.
   */
  it('answers a scoped user\'s show and history of any id of a scoped resource only within its scope', async () => {
    const everything = Object.fromEntries(Object.entries(SUB_ROLES).map(([module, subs]) => [module, Object.fromEntries(subs.map((sub) => [sub, 1]))]));
    const scopedUser = await signedInUser(api, token, 'fuzz.scoped', everything, 'ASSIGNED');
    await api.http().put(`/api/resources/client/${(await api.http().get('/api/resources/client?pageSize=1').set(bearer(token))).body.data.records[0].id}`)
      .set(bearer(token)).send({ salesId: scopedUser.id, version: (await api.http().get('/api/resources/client?pageSize=1').set(bearer(token))).body.data.records[0].version }).expect(200);
    const scopedDefs = RESOURCES.filter((d) => d.dataScope);
    const reachable = new Map<string, Set<number>>();
    const known = new Map<string, number[]>();
    for (const def of scopedDefs) {
      const mine = (await api.http().get(`/api/resources/${def.name}?pageSize=${Math.min(def.maxPageSize ?? 1000, 1000)}`).set(bearer(scopedUser.token)).expect(200)).body.data;
      reachable.set(def.name, new Set(mine.records.map((r: { id: number }) => r.id)));
      const all = (await api.http().get(`/api/resources/${def.name}?pageSize=100`).set(bearer(token)).expect(200)).body.data.records as Array<{ id: number }>;
      known.set(def.name, [...all.map((r) => r.id), ...mine.records.slice(0, 20).map((r: { id: number }) => r.id)]);
    }
    const asked = fc.integer({ min: 0, max: scopedDefs.length - 1 }).chain((i) => fc.record({
      def: fc.constant(scopedDefs[i]),
      id: fc.oneof(fc.constantFrom(...(known.get(scopedDefs[i].name)!.length ? known.get(scopedDefs[i].name)! : [1])), fc.integer({ min: 1, max: 2_000_000 })),
      history: fc.boolean(),
    }));
    await fc.assert(fc.asyncProperty(asked, async ({ def, id, history }) => {
      const res = await api.http().get(`/api/resources/${def.name}/${id}${history ? '/history' : ''}`).set(bearer(scopedUser.token));
      const inScope = reachable.get(def.name)!.has(id);
      expect([def.name, id, res.status]).toEqual([def.name, id, inScope ? 200 : 404]);
    }), { seed: SEED, numRuns: 300 });
  }, 180_000);

  // With the session's token: fuzzing sign-in has spent the address's sign-in allowance for a minute.
  it('leaves the Administrator signed in, active, with the permissions it started with', async () => {
    const me = (await api.http().get('/api/wms-user/admin/afterLogin').set(bearer(token)).expect(200)).body.data;
    expect(me.permissionMap).toEqual(permissionsBefore);
    const own = await api.http().get(`/api/resources/admin-user/${ownUserId}`).set(bearer(token)).expect(200);
    expect(own.body.data.status).toBe('ACTIVE');
  });
});
