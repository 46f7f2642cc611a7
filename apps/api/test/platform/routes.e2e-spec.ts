import { Harness, startApi } from '../harness';
import { listRoutes } from '../routes';

/** Deny by default: every registered route must state who may call it. */
describe('route access declarations', () => {
  let api: Harness;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('every controller route declares public, self-only or a permission', () => {
    const routes = listRoutes(api.app);
    expect(routes.length).toBeGreaterThan(25);
    expect(routes.filter((r) => !r.rule).map((r) => `${r.method} ${r.path}`)).toEqual([]);
    const publicRoutes = routes.filter((r) => r.rule?.kind === 'public').map((r) => `${r.method} ${r.path}`).sort();
    // The proxy session's credential is its own token (a client portal's, refused by every console route).
    expect(publicRoutes).toEqual(['GET /api/health', 'POST /api/client-portal/proxy-session', 'POST /api/wms-user/admin/login']);
  });
});
