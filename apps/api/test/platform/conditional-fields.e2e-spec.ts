import { Harness, bearer, startApi } from '../harness';

/**
 * Conditional fields (`visibleWhen`): a feature flag's org groups apply only to the strategy
 * 'By organisation group' (3) and its percentage only to 'By percentage' (4). Required where
 * the condition holds in the record the write produces; stored as null where it does not.
 */
describe('conditional fields (feature flag targets)', () => {
  let api: Harness;
  let token: string;
  let groupIds: number[];
  const base = '/api/resources/feature-flag';
  let n = 0;
  const flag = (extra: Record<string, unknown>) => ({ key: `cond-flag-${n++}`, type: 1, systemType: 2, ...extra });
  const create = (body: Record<string, unknown>) => api.http().post(base).set(bearer(token)).send(body);
  const update = (id: number, body: Record<string, unknown>) => api.http().put(`${base}/${id}`).set(bearer(token)).send(body);
  const errorsOf = (res: { body: { data?: { errors?: unknown[] } } }) => res.body.data?.errors;

  beforeAll(async () => {
    api = await startApi();
    token = await api.login();
    const groups = await api.http().get('/api/resources/org-group').set(bearer(token)).expect(200);
    groupIds = groups.body.data.records.map((r: { id: number }) => r.id).sort((a: number, b: number) => a - b);
  });
  afterAll(() => api.close());

  it('a percentage is required for "By percentage", in both languages', async () => {
    const res = await create(flag({ toggleStrategy: 4 })).expect(400);
    expect(errorsOf(res)).toEqual([{ field: 'percentage', message: 'Percentage is required', zhMessage: '比例不能为空' }]);
  });

  it('the percentage is refused outside 0..100 and in exponent notation, never clamped', async () => {
    for (const [percentage, message] of [[-5, 'Percentage must be at least 0'], [101, 'Percentage must be at most 100'], ['1e2', 'integer or number only'], [12.5, 'integer or number only']] as const) {
      const res = await create(flag({ toggleStrategy: 4, percentage })).expect(400);
      expect(errorsOf(res)).toEqual([expect.objectContaining({ field: 'percentage', message })]);
    }
    const ok = await create(flag({ toggleStrategy: 4, percentage: 0 })).expect(201);
    expect(ok.body.data).toMatchObject({ toggleStrategy: 4, percentage: 0, orgGroupIds: null });
  });

  it('org groups are required for "By organisation group": absent or an empty list', async () => {
    for (const extra of [{}, { orgGroupIds: [] }, { orgGroupIds: null }]) {
      const res = await create(flag({ toggleStrategy: 3, ...extra })).expect(400);
      expect(errorsOf(res)).toEqual([{ field: 'orgGroupIds', message: 'Org Groups is required', zhMessage: '组织分组不能为空' }]);
    }
  });

  it('org groups must be distinct ids of existing org groups', async () => {
    for (const orgGroupIds of [[groupIds[0], groupIds[0]], ['1'], [0], [1.5], { a: 1 }, 'x']) {
      const res = await create(flag({ toggleStrategy: 3, orgGroupIds })).expect(400);
      expect(errorsOf(res)).toEqual([expect.objectContaining({ field: 'orgGroupIds', message: 'Org Groups must be a list of distinct record ids' })]);
    }
    const missing = await create(flag({ toggleStrategy: 3, orgGroupIds: [groupIds[0], 999999] })).expect(400);
    expect(errorsOf(missing)).toEqual([{ field: 'orgGroupIds', message: 'Org Groups: record 999999 does not exist', zhMessage: '组织分组：记录 999999 不存在' }]);
    const ok = await create(flag({ toggleStrategy: 3, orgGroupIds: groupIds.slice(0, 2) })).expect(201);
    expect(ok.body.data).toMatchObject({ orgGroupIds: groupIds.slice(0, 2), percentage: null });
    const read = await api.http().get(`${base}/${ok.body.data.id}`).set(bearer(token)).expect(200);
    expect(read.body.data.orgGroupIds).toEqual(groupIds.slice(0, 2));
  });

  it('a target of another strategy is stored as null, not kept', async () => {
    const res = await create(flag({ toggleStrategy: 1, percentage: 40, orgGroupIds: [groupIds[0]] })).expect(201);
    expect(res.body.data).toMatchObject({ toggleStrategy: 1, percentage: null, orgGroupIds: null });
    const defaulted = await create(flag({ percentage: 40 })).expect(201); // default strategy: off for everyone
    expect(defaulted.body.data).toMatchObject({ toggleStrategy: 2, percentage: null });
  });

  it('on update the condition is judged on the current record merged with the changes', async () => {
    const created = (await create(flag({ toggleStrategy: 4, percentage: 10 })).expect(201)).body.data;
    // Only the percentage changes: the stored strategy (4) still asks for it.
    const changed = await update(created.id, { percentage: 60, version: 1 }).expect(200);
    expect(changed.body.data).toMatchObject({ percentage: 60, version: 2 });
    const cleared = await update(created.id, { percentage: null, version: 2 }).expect(400);
    expect(errorsOf(cleared)).toEqual([expect.objectContaining({ field: 'percentage', message: 'Percentage is required' })]);
    // Switching to org groups needs them, and drops the percentage.
    const needsGroups = await update(created.id, { toggleStrategy: 3, version: 2 }).expect(400);
    expect(errorsOf(needsGroups)).toEqual([expect.objectContaining({ field: 'orgGroupIds' })]);
    const switched = await update(created.id, { toggleStrategy: 3, orgGroupIds: [groupIds[1]], version: 2 }).expect(200);
    expect(switched.body.data).toMatchObject({ toggleStrategy: 3, orgGroupIds: [groupIds[1]], percentage: null, version: 3 });
    // Off for everyone: the groups go too; a percentage sent with it is not kept.
    const off = await update(created.id, { toggleStrategy: 2, percentage: 70, version: 3 }).expect(200);
    expect(off.body.data).toMatchObject({ toggleStrategy: 2, orgGroupIds: null, percentage: null, version: 4 });
  });
});
