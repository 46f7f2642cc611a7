/** One valid record per proof resource, and the field a test may change and filter on. */
export const SAMPLES: Record<string, { body: Record<string, unknown>; change: Record<string, unknown>; containsFilter: [string, string] }> = {
  'feature-flag': {
    body: { key: 'zz-test-flag', type: 2, systemType: 3, status: 1, toggleStrategy: 4, percentage: 25, description: 'test' },
    change: { description: 'changed', status: 2 },
    containsFilter: ['key', 'test-fl'],
  },
  'org-group': {
    body: { groupName: '  Test Group Z  ', isSystemGroup: false },
    change: { description: 'changed' },
    containsFilter: ['groupName', 'group z'],
  },
  'fba-address': {
    body: { code: 'TST9', address: '1 Test Rd', city: 'Reno', state: 'NV', zipcode: '89502', country: 'US' },
    change: { city: 'Sparks' },
    containsFilter: ['code', 'TST'],
  },
  'landing-page': {
    body: { fullName: 'Test Person', companyName: 'Zeta Test Co', email: 'zeta@example.com', warehouseBusinessType: 3, numberOfWarehouses: 2, usingWms: true },
    change: { numberOfWarehouses: 9 },
    containsFilter: ['companyName', 'zeta test'],
  },
  'co-warehouse': {
    body: { warehouse: 'NV-TEST-01', company: 'Test Co', address: '1 Test Rd, Reno, NV', contactPerson: 'Tess', contactPhone: '+1 775 555 0100', startTime: '2026-01-05', status: 1 },
    change: { status: 2, startTime: '2026-02-01' },
    containsFilter: ['warehouse', 'nv-test'],
  },
  'admin-user': {
    body: { userName: 'zz.tester', firstName: 'Zed', lastName: 'Tester', email: 'zz.tester@example.com', password: 'Secret123', timeZone: 'Asia/Shanghai' },
    change: { phone: '+1 626 555 0199' },
    containsFilter: ['userName', 'zz.test'],
  },
  'permission-roles': {
    body: { roleName: 'Zeta Role', description: 'test', grants: { tech: { 'feature-flag': 2 } } },
    change: { description: 'changed', grants: { tech: { 'feature-flag': 3, 'org-group': 1 } } },
    containsFilter: ['roleName', 'zeta'],
  },
};
