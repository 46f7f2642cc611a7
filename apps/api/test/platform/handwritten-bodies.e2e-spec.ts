import { Harness, bearer, startApi } from '../harness';

/**
 * The handwritten routes' bodies (and the fee sheet's query) are checked by their DTOs through
 * the validation pipe: wrong types and missing fields are answered 400 in the envelope, each
 * field with its own message in both languages, headed by the first; and the OpenAPI document
 * describes each body from its DTO (the fuzzer reads them there).
 */
describe('handwritten routes: DTO checks answered per field in both languages', () => {
  let api: Harness;
  let admin: string;
  let userId: number;
  let clientId: number;

  beforeAll(async () => {
    api = await startApi();
    admin = await api.login();
    userId = (await api.http().get('/api/resources/admin-user?userName=nobody').set(bearer(admin)).expect(200)).body.data.records[0].id;
    clientId = (await api.http().get('/api/resources/client?pageSize=1').set(bearer(admin)).expect(200)).body.data.records[0].id;
  });
  afterAll(() => api.close());

  type Call = { method: 'post' | 'put' | 'get'; url: string; body?: unknown; token?: boolean };

  async function refused({ method, url, body, token = true }: Call, errors: Array<[field: string, en: string, zh: string]>) {
    let req = api.http()[method](url);
    if (token) req = req.set(bearer(admin));
    const res = await (body === undefined ? req : req.send(body as object)).expect(400);
    expect(res.body).toMatchObject({ result: 'ERR', errorCode: 400, message: errors[0][1], zhMessage: errors[0][2] });
    expect(res.body.data.errors).toEqual(errors.map(([field, message, zhMessage]) => ({ field, message, zhMessage })));
  }

  it('sign-in', async () => {
    await refused({ method: 'post', url: '/api/wms-user/admin/login', body: { username: 7, password: '   ' }, token: false }, [
      ['username', 'Username is required', '用户名不能为空'],
      ['password', 'Password is required', '密码不能为空'],
    ]);
  });

  it('My Profile: unknown keys, a wrong value and no version', async () => {
    await refused({ method: 'put', url: '/api/wms-user/admin/profile', body: { status: 'ACTIVE', firstName: 'x'.repeat(65), email: 'not-mail', version: 'one' } }, [
      ['status', 'Unknown field: status', '未知字段：status'],
      ['firstName', 'First Name: Max length 64', '名：最大长度为 64'],
      ['email', 'Email address invalid', '邮箱地址无效'],
      ['version', 'Version is required', '版本不能为空'],
    ]);
  });

  it('change password', async () => {
    await refused({ method: 'post', url: '/api/wms-user/admin/changePassword', body: { currentPassword: 12345678, newPassword: 'short', confirmPassword: 'other' } }, [
      ['currentPassword', 'Current Password is required', '当前密码不能为空'],
      ['newPassword', 'Password must be at least 8 characters with a letter and a number', '密码至少 8 位，且须包含字母和数字'],
      ['confirmPassword', 'passwords must match', '两次输入的密码必须一致'],
    ]);
  });

  it('user roles', async () => {
    await refused({ method: 'put', url: `/api/wms-user/admin/user-roles/${userId}`, body: { roleIds: ['3'], version: null } }, [
      ['roleIds', 'Roles must be a list of record ids', '角色必须是记录 ID 列表'],
      ['version', 'Version is required', '版本不能为空'],
    ]);
  });

  it('the quote body, and a wrong product is still 404 before it', async () => {
    const body = { shippingAccountId: '1', fromAddress: 'x', toAddress: { zip: '10001' }, residential: 'yes', shipDate: '06/15/2026' };
    await refused({ method: 'post', url: '/api/ezeeship-shipment/admin/rate/quote', body }, [
      ['shippingAccountId', 'Shipping Account format is invalid', '物流账号格式不正确'],
      ['carrierServiceId', 'Service is required', '服务不能为空'],
      ['fromAddress', 'From ZIP is required', '发货邮编不能为空'],
      ['toAddress', 'To ZIP is required', '收货邮编不能为空'],
      ['residential', 'Residential must be true or false', '住宅必须是是或否'],
      ['shipDate', 'Ship Date must be a date (YYYY-MM-DD)', '发货日期必须是日期（YYYY-MM-DD）'],
      ['packages', 'Packages (weights and sides) is required', '包裹（重量与尺寸）不能为空'],
    ]);
    await refused({ method: 'post', url: '/api/ezeeship-shipment/admin/rate/quote', body: { shippingAccountId: 1, carrierServiceId: 1, fromAddress: { zipCode: '12345' }, toAddress: { zipCode: '10001' }, shipDate: '2026-06-15', packages: {} } }, [
      ['packages', 'Packages (weights and sides) must be a list', '包裹（重量与尺寸）必须是列表'],
    ]);
    await api.http().post('/api/other-shipment/admin/rate/quote').set(bearer(admin)).send(body).expect(404);
  });

  it('the fee sheet query', async () => {
    await refused({ method: 'get', url: '/api/ezeeship-shipment/admin/rate/fee-sheet?shippingAccountId=abc&levelId=0&date=15/06&residential=yes' }, [
      ['levelId', 'Level format is invalid', '等级格式不正确'],
      ['shippingAccountId', 'Shipping Account format is invalid', '物流账号格式不正确'],
      ['carrierServiceId', 'Service is required', '服务不能为空'],
      ['residential', 'Residential must be true or false', '住宅必须是是或否'],
      ['date', 'Date must be a date (YYYY-MM-DD)', '日期必须是日期（YYYY-MM-DD）'],
    ]);
  });

  it('the replay', async () => {
    const draftInvalid: [string, string] = [
      'The draft must name a level, surcharge, fuel rate or peak (a level by its id) and a valid effective date',
      '草稿须指明等级、附加费、燃油费率或旺季附加费（等级须带 id）及有效的生效日期',
    ];
    await refused({ method: 'post', url: '/api/ezeeship-shipment/admin/pricing/replay', body: { from: 20260601, draft: { resource: 'client', id: 'x', values: [] } } }, [
      ['from', 'From must be a date (YYYY-MM-DD)', '开始日期必须是日期（YYYY-MM-DD）'],
      ['to', 'To is required', '结束日期不能为空'],
      ['draft.resource', ...draftInvalid],
      ['draft.id', ...draftInvalid],
      ['draft.values', ...draftInvalid],
    ]);
    await refused({ method: 'post', url: '/api/ezeeship-shipment/admin/pricing/replay', body: { from: '2026-06-01', to: '2026-06-30', draft: { resource: 'pricing-level' } } }, [
      ['draft.id', ...draftInvalid],
    ]);
  });

  it('a ledger posting', async () => {
    await refused({ method: 'post', url: `/api/finance/accounts/${clientId}/entries`, body: { changeType: 'six', amount: true, note: 7, idempotencyKey: 'k', memo: 'x' } }, [
      ['memo', 'Unknown field: memo', '未知字段：memo'],
      ['changeType', 'Record Type must be one of the listed values', '记录类型必须是列表中的值'],
      ['amount', 'Amount must be an amount with at most 4 decimals', '金额必须是最多 4 位小数的金额'],
      ['note', 'Reason must be text', '原因必须是文本'],
    ]);
  });

  it('fundings: create, approve and deny', async () => {
    await refused({ method: 'post', url: '/api/finance/fundings', body: { clientId: 'x', amount: '0', reference: '' } }, [
      ['clientId', 'integer or number only', '只能输入整数或数字'],
      ['amount', 'Amount must be at least 0.01', '金额不能小于 0.01'],
      ['fundingType', 'Funding Type is required', '充值方式不能为空'],
      ['reference', 'Reference is required', '参考号不能为空'],
    ]);
    await refused({ method: 'post', url: '/api/finance/fundings/1/approve', body: { version: 'x', note: 1 } }, [
      ['note', 'Unknown field: note', '未知字段：note'],
      ['version', 'Version is required', '版本不能为空'],
    ]);
    await refused({ method: 'post', url: '/api/finance/fundings/1/deny', body: { reason: 5 } }, [
      ['reason', 'Reason must be text', '原因必须是文本'],
    ]);
  });

  it('a charge transaction', async () => {
    await refused({ method: 'post', url: '/api/finance/transactions', body: { kind: 'parcel', clientId: 'x', sourceType: 'label', items: [], idempotencyKey: 'with space' } }, [
      ['kind', 'Kind must be one of the listed values', '类别必须是列表中的值'],
      ['clientId', 'integer or number only', '只能输入整数或数字'],
      ['items', 'Charge Items is required', '收费项不能为空'],
      ['idempotencyKey', 'Idempotency Key format is invalid', '幂等键格式不正确'],
    ]);
  });

  it('describes every such body (and the fee sheet query) in the OpenAPI document, from its DTO', async () => {
    const doc = (await api.http().get('/api/docs-json').expect(200)).body;
    const bodyOf = (path: string, method: string) => {
      const ref: string = doc.paths[path][method].requestBody.content['application/json'].schema.$ref;
      return doc.components.schemas[ref.replace('#/components/schemas/', '')];
    };
    const described: Array<[string, string, string[]]> = [
      ['/api/wms-user/admin/login', 'post', ['username', 'password']],
      ['/api/wms-user/admin/profile', 'put', ['firstName', 'lastName', 'email', 'phone', 'timeZone', 'version']],
      ['/api/wms-user/admin/changePassword', 'post', ['currentPassword', 'newPassword', 'confirmPassword']],
      ['/api/wms-user/admin/user-roles/{userId}', 'put', ['roleIds', 'version']],
      ['/api/{product}-shipment/admin/rate/quote', 'post', ['clientId', 'shippingAccountId', 'carrierServiceId', 'packageType', 'fromAddress', 'toAddress', 'residential', 'shipDate', 'packages', 'store']],
      ['/api/{product}-shipment/admin/pricing/replay', 'post', ['from', 'to', 'draft']],
      ['/api/finance/accounts/{clientId}/entries', 'post', ['changeType', 'amount', 'pendingDelta', 'deductionType', 'note', 'idempotencyKey']],
      ['/api/finance/fundings', 'post', ['clientId', 'amount', 'fundingType', 'reference']],
      ['/api/finance/fundings/{id}/approve', 'post', ['version']],
      ['/api/finance/fundings/{id}/deny', 'post', ['version', 'reason']],
      ['/api/finance/transactions', 'post', ['kind', 'clientId', 'sourceType', 'sourceId', 'items', 'note', 'correctsId', 'idempotencyKey']],
    ];
    for (const [path, method, properties] of described) expect([path, Object.keys(bodyOf(path, method).properties)]).toEqual([path, properties]);
    expect(bodyOf('/api/wms-user/admin/login', 'post').required).toEqual(['username', 'password']);
    const feeSheet = doc.paths['/api/{product}-shipment/admin/rate/fee-sheet'].get.parameters;
    expect(feeSheet.filter((p: { in: string }) => p.in === 'query').map((p: { name: string; required: boolean }) => `${p.name}${p.required ? '' : '?'}`))
      .toEqual(['clientId?', 'levelId?', 'shippingAccountId', 'carrierServiceId', 'packageType?', 'residential?', 'date']);
  });
});
