import { Harness, bearer, startApi } from '../harness';
import { ErrorCollector, startErrorCollector } from '../error-collector';

describe('API conventions: envelope, errors, headers', () => {
  let api: Harness;
  let token: string;
  let collector: ErrorCollector;
  beforeAll(async () => {
    // a local error-reporting service takes what the API reports (SENTRY_DSN, spec 01 §8)
    collector = await startErrorCollector();
    api = await startApi({ BODY_LIMIT: '2kb', SENTRY_DSN: collector.dsn, SENTRY_ENVIRONMENT: 'e2e' });
    token = await api.login();
  });
  afterAll(async () => {
    await api.close();
    await collector.close();
  });

  it('wraps a success in the envelope', async () => {
    const res = await api.http().get('/api/health').expect(200);
    expect(res.body).toEqual({ result: 'OK', data: { status: 'up', database: api.config.dbType }, message: '', zhMessage: '', errorCode: null });
  });

  it('answers NODATA when a handler returns nothing', async () => {
    const created = await api.http().post('/api/resources/org-group').set(bearer(token)).send({ groupName: 'Nodata check' }).expect(201);
    const res = await api.http().delete(`/api/resources/org-group/${created.body.data.id}?version=1`).set(bearer(token)).expect(200);
    expect(res.body).toMatchObject({ result: 'NODATA', data: null });
  });

  it('answers an unknown API route with a 404 envelope', async () => {
    const res = await api.http().get('/api/nothing-here').set(bearer(token)).expect(404);
    expect(res.body).toEqual({ result: 'ERR', data: null, message: 'Not found', zhMessage: '未找到', errorCode: 404 });
  });

  it('rejects a body over the limit with 413 and malformed JSON with 400', async () => {
    const big = await api.http().post('/api/resources/org-group').set(bearer(token)).send({ groupName: 'x'.repeat(5000) });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ result: 'ERR', errorCode: 413, message: 'The request is too large' });
    const bad = await api.http().post('/api/resources/org-group').set(bearer(token)).set('Content-Type', 'application/json').send('{"groupName": ');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ result: 'ERR', errorCode: 400, message: 'Invalid Data', zhMessage: '无效数据' });
  });

  it('sets security headers and a request id, echoing a given one', async () => {
    const res = await api.http().get('/api/health').set('X-Request-Id', 'trace-123').expect(200);
    expect(res.headers['x-request-id']).toBe('trace-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
    const other = await api.http().get('/api/health');
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the OpenAPI document listing generated resources', async () => {
    const res = await api.http().get('/api/docs-json').expect(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining([
      '/api/resources/feature-flag', '/api/resources/feature-flag/{id}', '/api/resources/landing-page', '/api/wms-user/admin/afterLogin',
    ]));
  });

  it('documents request and response bodies from the metadata', async () => {
    const { paths } = (await api.http().get('/api/docs-json').expect(200)).body;
    const create = paths['/api/resources/co-warehouse'].post;
    const body = create.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['warehouse', 'company']));
    expect(body.properties.startTime).toMatchObject({ type: 'string', format: 'date', title: 'Start Time' });
    expect(body.properties.status).toMatchObject({ enum: [1, 2] });
    expect(body.additionalProperties).toBe(false);
    const update = paths['/api/resources/co-warehouse/{id}'].put.requestBody.content['application/json'].schema;
    expect(update.required).toEqual(['version']);
    expect(update.properties.warehouse).toMatchObject({ type: 'string', maxLength: 64 });
    const userUpdate = paths['/api/resources/admin-user/{id}'].put.requestBody.content['application/json'].schema;
    expect(userUpdate.properties.userName).toBeUndefined(); // not editable after create
    expect(userUpdate.properties.firstName).toBeDefined();
    const record = paths['/api/resources/co-warehouse/{id}'].get.responses['200'].content['application/json'].schema;
    expect(record.properties.data.properties).toMatchObject({ id: { type: 'integer' }, version: { type: 'integer' }, warehouse: { type: 'string' } });
    const page = paths['/api/resources/landing-page'].get.responses['200'].content['application/json'].schema;
    expect(page.properties.data.properties.records.items.properties.salesId).toMatchObject({ type: 'integer', minimum: 1 });
    // write-only fields are accepted but never returned: a password is in the body, not the record
    const user = paths['/api/resources/admin-user'];
    expect(user.post.requestBody.content['application/json'].schema.properties.password).toBeDefined();
    expect(user.get.responses['200'].content['application/json'].schema.properties.data.properties.records.items.properties.passwordHash).toBeUndefined();
  });

  // Destructive: runs last in this file.
  it('answers an unexpected failure with a plain 500: no stack trace, no SQL', async () => {
    await api.ds.query('DROP TABLE fba_address');
    const res = await api.http().get('/api/resources/fba-address').set(bearer(token)).expect(500);
    expect(res.body).toEqual({ result: 'ERR', data: null, message: 'Server error, please try again later', zhMessage: '服务器错误，请稍后再试', errorCode: 500 });
    expect(JSON.stringify(res.body)).not.toMatch(/fba_address|SELECT|at .*\.js/);
    // ...and it reaches the error-reporting service, with the route but no token
    const event = await collector.next((e) => e.tags?.['http.route'] === '/api/resources/fba-address');
    expect(event).toMatchObject({ environment: 'e2e', tags: { 'http.method': 'GET' }, contexts: { request: { method: 'GET', path: '/api/resources/fba-address' } } });
    expect(event.exception?.values?.[0]?.value).toMatch(/fba_address/);
    expect(JSON.stringify(event)).not.toContain(token);
    // the refusals of this file (404, 413, 400...) were answered, not reported: only the 500 was
    expect(collector.events.map((e) => e.tags?.['http.route'])).toEqual(['/api/resources/fba-address']);
  });
});
