import { SUB_ROLES, type RoleGrants } from '@console/contracts';

/*
 * The demo roles and sign-ins: one list the seed writes, `npm start` prints, and the tests read
 * (the permission matrix takes each user's level of a resource from these grants; the browser
 * flows sign in with these passwords). No database or framework here, so the browser flows can
 * import it as it is.
 */

/** Every sub-role of the catalogue at one level: the Administrator role's grants. */
function everything(level: 1 | 2 | 3 | 4): RoleGrants {
  return Object.fromEntries(
    Object.entries(SUB_ROLES).map(([module, subs]) => [module, Object.fromEntries(subs.map((sub) => [sub, level]))]),
  ) as RoleGrants;
}

/** Preset roles, one per kind of staff (spec 01 §1: administrators, operators, support, sales). */
export const DEMO_ROLES: Array<{ roleName: string; description: string; grants: RoleGrants; dataScope?: 'ASSIGNED' }> = [
  { roleName: 'Administrator', description: 'Everything, at every level', grants: everything(4) },
  {
    roleName: 'Operator', description: 'Warehouse operations staff',
    grants: { wms: { 'landing-page': 1 }, fulfillment: { 'co-warehouse': 4 } },
  },
  {
    roleName: 'Support', description: 'Support agents: cases of every source',
    grants: {
      support: { 'support-ezeeship': 3, 'support-own-warehouse': 3, 'support-wms': 3, 'support-label-saas': 3, 'support-case-settings': 1, 'zone-setting': 1 },
      // client 1: a ticket names its client (a relation's label needs its view)
      fulfillment: { client: 1 },
      generalSetting: { 'fba-address': 1 },
    },
  },
  {
    roleName: 'Sales', description: 'Sales: leads and their own clients',
    // their clients' order summary too (02 §2 order-summary), exported (all)
    grants: { wms: { 'landing-page': 2, 'wms-client': 1 }, fulfillment: { client: 2, 'orders-summary': 4 }, labelSaas: { 'label-server-client': 1 } },
    dataScope: 'ASSIGNED',
  },
  {
    roleName: 'Finance', description: 'Funding, transactions, invoices and bills',
    grants: {
      fulfillment: {
        // client 1: the finance lists name each client (a relation's label needs its view)
        client: 1, 'client-funding': 4, 'balance-history': 1, 'client-transactions': 3, 'supplier-transactions': 4, invoices: 4, 'shipping-bills': 3,
      },
      wms: { 'payment-record': 3, 'payment-setting': 2 },
    },
  },
  { roleName: 'No Access', description: 'Signs in, sees nothing: for testing', grants: {} },
];

/** Demo sign-ins, printed at start-up and listed in the README: one per preset role. */
export const DEMO_USERS = [
  { userName: 'admin', password: 'Admin12345', firstName: 'Ada', lastName: 'Admin', superAdmin: true, role: null, note: 'super-administrator' },
  { userName: 'administrator', password: 'Administrator1', firstName: 'Alan', lastName: 'Turing', superAdmin: false, role: 'Administrator', note: 'role Administrator' },
  { userName: 'operator', password: 'Operator123', firstName: 'Otto', lastName: 'Operator', superAdmin: false, role: 'Operator', note: 'views landing-page leads, manages co-warehouses' },
  { userName: 'support', password: 'Support123', firstName: 'Sue', lastName: 'Porter', superAdmin: false, role: 'Support', note: 'role Support' },
  { userName: 'sales', password: 'Sales12345', firstName: 'Sam', lastName: 'Sellers', superAdmin: false, role: 'Sales', note: 'role Sales' },
  { userName: 'finance', password: 'Finance123', firstName: 'Fay', lastName: 'Nance', superAdmin: false, role: 'Finance', note: 'role Finance' },
  { userName: 'nobody', password: 'Nobody1234', firstName: 'Noah', lastName: 'Body', superAdmin: false, role: 'No Access', note: 'role No Access' },
] as const;

/** A demo user's level (0 none .. 4 all) of a sub-role: the super-administrator has every one at 4. */
export function demoLevel(userName: string, permission: { module: string; sub: string }): number {
  const user = DEMO_USERS.find((u) => u.userName === userName);
  if (!user) throw new Error(`no demo user ${userName}`);
  if (user.superAdmin) return 4;
  const grants = DEMO_ROLES.find((r) => r.roleName === user.role)?.grants as Record<string, Record<string, number> | undefined> | undefined;
  return grants?.[permission.module]?.[permission.sub] ?? 0;
}
