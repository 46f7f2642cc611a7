import { DEMO_INVENTORY_ROWS } from '../../src/seed/inventory';
import { conditionHolds, fileOptionsOf, kindOf, lookupFields, type CustomAction, type FieldDef, type ResourceDef } from '@console/metadata';
import { DEMO_USERS, demoLevel } from '../../src/seed/access';
import { Harness, MATRIX_RESOURCES, TEST_RESOURCES, bearer, startApi } from '../harness';
import { listRoutes } from '../routes';
import { ACTION_SETUP, SAMPLES, recordOf, requiredFiles, uniqueSample, withRelated } from '../samples';
import { answered } from '../answered';
import ExcelJS from 'exceljs';
import { ACTION_LEVEL } from '@console/contracts';
import { PDF, ZIP } from '../fixtures/files';

/**
 * Every seeded role x every route: the expected 2xx or 403. A user's level of a resource (none 0,
 * view 1, update 2, delete 3, all 4) is read from the seeded roles' grants (demo-accounts.ts), not
 * computed with the permission code under test; records come from the definitions' samples. A new
 * resource with a sample is covered without an edit here.
 */
const levelOf = (user: string, resource: string) => demoLevel(user, TEST_RESOURCES.find((r) => r.name === resource)!.permission);
const RESOURCE_NAMES = TEST_RESOURCES.map((r) => r.name);
/** Spec paths that answer a resource's list call (`listAliases`). */
const ALIASES: Record<string, string> = Object.fromEntries(
  TEST_RESOURCES.flatMap((def) => (def.listAliases ?? []).map((path) => [`/api/${path}`, def.name])),
);
/**
 * Whose walk runs: every seeded role on SQLite. On MariaDB (TEST_MYSQL_URL, CI's second pass) the
 * super-administrator's, whose calls all succeed, so every route's SQL runs there too, and the
 * sales user's, whose data scope is a WHERE clause of each list and read; a role's verdicts
 * themselves come from the guards and the grants, the same on either database, and the walk of
 * all seven was two minutes of CI's budget spent twice.
 */
const MATRIX_USERS = DEMO_USERS.map((u) => u.userName).filter((user) => !process.env.TEST_MYSQL_URL || ['admin', 'sales'].includes(user));
const ACCESS_SUB = TEST_RESOURCES.find((r) => r.name === 'admin-user')!.permission;

/** A custom action's level for a user: its own sub-role's when it has one (proxy login), else the resource's. */
function actionLevelOf(user: string, def: ResourceDef, action: CustomAction): number {
  return action.sub ? demoLevel(user, { module: def.permission.module, sub: action.sub }) : levelOf(user, def.name);
}

/** A valid body for each list action, from a record of its resource. */
const LIST_ACTION_INPUT: Record<string, (target: Record<string, unknown>) => Record<string, unknown>> = {
  'balance-entry:createTransaction': (target) => ({ clientId: target.clientId, changeType: 6, amount: '1', note: 'Matrix' }),
  'invoice:generate': () => ({ period: '2026-10' }),
  'supplier-invoice:generate': () => ({ period: '2026-10' }),
  'supplier-entry:recordSupplierTransaction': (target) => ({ supplierId: target.supplierId, entryType: 1, amount: '1', note: 'Matrix' }),
  // the first demo product (the first demo client's) into the first demo warehouse's first location
  'inventory:receive': () => ({ ...DEMO_STOCK_PLACE, standard: 1 }),
};

/** A place of the demo's stock: seed/inventory.ts's first product, of the first client, in the first location of the first warehouse. */
const DEMO_STOCK_PLACE = { warehouseId: 1, locationId: 1, clientId: 1, sku: String(DEMO_INVENTORY_ROWS.product[0].sku) };

/** A valid body for an action that asks for input (a suspension's reason). */
function inputFor(action: CustomAction): Record<string, unknown> {
  // files are optional inputs (a reply's attachments) and no sample can name an upload: left out
  return Object.fromEntries(Object.entries(action.input ?? {}).filter(([, field]) => field.kind !== 'file')
    .map(([key, field]) => [key, field.kind === 'money' ? '10' : field.kind === 'integer' ? 1 : 'Matrix reason']));
}

/** A unique copy of a sample record, so each user's create does not collide. */
function sampleFor(resource: string): Record<string, unknown> {
  return uniqueSample(TEST_RESOURCES.find((r) => r.name === resource)!);
}

/** An import file holding one record: the sample's importable values under their English labels. */
async function importFileFor(def: ResourceDef, body: Record<string, unknown>): Promise<Buffer> {
  const keys = Object.keys(body).filter((k) => def.fields[k] && kindOf(def.fields[k]).importCell);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(keys.map((k) => def.fields[k].label.en));
  sheet.addRow(keys.map((k) => (typeof body[k] === 'object' && body[k] !== null ? JSON.stringify(body[k]) : body[k])));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A file each file field accepts: a PDF, else a zip (an app release's package). */
/** A resource with a create or edit form: it has an upload route for its file fields. */
const writable = (def: ResourceDef) => def.actions.includes('create') || def.actions.includes('edit');
const uploadFor = (field: FieldDef): [Buffer, { filename: string; contentType: string }] =>
  fileOptionsOf(field).accept.includes('pdf') ? [PDF, { filename: 'm.pdf', contentType: 'application/pdf' }] : [ZIP, { filename: 'm.zip', contentType: 'application/zip' }];

describe('authorization matrix: seeded roles x routes', () => {
  let api: Harness;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    api = await startApi();
    for (const u of DEMO_USERS) tokens[u.userName] = await api.login(u.userName, u.password);
  });
  afterAll(() => api.close());

  it('covers every registered route', () => {
    const covered = new Set([
      'GET /api/health', 'POST /api/wms-user/admin/login', 'POST /api/wms-user/admin/logout', 'POST /api/wms-user/admin/logoutAll',
      'GET /api/wms-user/admin/afterLogin', 'GET /api/dashboard/summary', 'GET /api/search',
      'GET /api/wms-user/admin/profile', 'PUT /api/wms-user/admin/profile', 'POST /api/wms-user/admin/changePassword',
      'GET /api/wms-user/admin/user-roles/:userId', 'PUT /api/wms-user/admin/user-roles/:userId',
      'GET /api/wms-user/user/message/list', 'POST /api/wms-user/user/message/delete', 'GET /api/wms-user/user/message/download/:id',
      'GET /api/files/:id',
      'GET /api/jobs', 'GET /api/jobs/:id', 'POST /api/jobs/:id/retry',
      'GET /api/me/list-preferences/:resource', 'PUT /api/me/list-preferences/:resource',
      // reference data for every signed-in user (reference.e2e-spec.ts)
      'GET /api/:product-shipment/address/queryCountry', 'GET /api/:product-shipment/address/queryState',
      'GET /api/:product-shipment/address/queryCity', 'POST /api/wms-user/addressBook/parse',
      // what a client may do now (client view), and the portal's exchange of a proxy token (public)
      'GET /api/clients/:id/permits/:act', 'POST /api/client-portal/proxy-session',
      // the shared calls whose paths carry the product code (clients.e2e-spec.ts)
      'GET /api/wms-user/admin/org/:listOmsOrgs', 'GET /api/wms-business/wms/warehouse/query/:queryWarehouse',
      // carriers, services and accounts for the pricing and shipping screens (pricing-settings.e2e-spec.ts)
      'GET /api/:product-shipment/admin/shippingAccount/query/carrierService',
      // pricing a shipment (quote.e2e-spec.ts)
      'POST /api/:product-shipment/admin/rate/quote', 'GET /api/:product-shipment/admin/rate/fee-sheet',
      // a draft replayed over the stored shipments (replay.e2e-spec.ts)
      'POST /api/:product-shipment/admin/pricing/replay',
      // a rate card's rows as an XLSX sheet (pricing-settings.e2e-spec.ts)
      'GET /api/resources/rate-card/:id/sheet', 'POST /api/resources/rate-card/:id/sheet',
      // a parcel order's label PDF (labels.e2e-spec.ts) and its form's address validation (get-rate.e2e-spec.ts); checked for every user below
      'GET /api/resources/client-order/:id/label', 'POST /api/orders/validate-address', 'GET /api/resources/client-order/labels',
      'GET /api/resources/cross-dock-order/:id/label', 'GET /api/resources/cross-dock-order/labels',
      // the orders' tracking import (order-imports.e2e-spec.ts; its template checked for every user below)
      'GET /api/resources/client-order/tracking-import/template', 'POST /api/resources/client-order/tracking-import/preview', 'POST /api/resources/client-order/tracking-import',
      // the finance ledger's accounts, postings, verification and fundings (finance.e2e-spec.ts)
      'GET /api/finance/accounts/:clientId', 'POST /api/finance/accounts/:clientId/entries', 'GET /api/finance/accounts/:clientId/verify',
      // the support desk's own calls (support.e2e-spec.ts; checked for every user below)
      'POST /api/:product-workorder/admin/user/message/markAsRead', 'GET /api/support/notices', 'GET /api/support/tickets/:id/client-view',
      // the header's bell: one's own desk notices (ticket-bell.e2e-spec.ts; checked for every user below)
      'GET /api/me/ticket-notices', 'GET /api/me/ticket-notices/unseen', 'POST /api/me/ticket-notices/seen',
      // the stock's verification and manual postings (inventory.e2e-spec.ts; checked for every user below)
      'GET /api/inventory/verify', 'GET /api/inventory/verify/last', 'POST /api/inventory/receive', 'POST /api/inventory/:id/movements', 'POST /api/inventory/movements/:id/reverse',
      // which billing plan bills a client or a supplier on a day (billing-groups.e2e-spec.ts; checked for every user below)
      'GET /api/billing/client-billing-automation/plan-in-force', 'GET /api/billing/billing-automation/plan-in-force',
      // a draft plan priced over its clients' past (rebill-preview.e2e-spec.ts; checked for every user below)
      'POST /api/billing/client-billing-automation/rebill-preview',
      // the order summary and its XLSX (order-summary.e2e-spec.ts; checked for every user below)
      'GET /api/orders/summary', 'GET /api/orders/summary/export',
      // freight orders' merged bill of lading (freight-orders.e2e-spec.ts; checked for every user below)
      'GET /api/resources/freight-order/bol',
      // the pack station (pack-station.e2e-spec.ts; checked for every user below)
      'GET /api/batch-pack/station', 'POST /api/batch-pack/station/scan', 'POST /api/batch-pack/station/undo', 'POST /api/batch-pack/station/finish',
      'GET /api/batch-pack/station/scale', 'DELETE /api/batch-pack/station',
      'GET /api/finance/verify', 'GET /api/finance/verify/last', 'GET /api/finance/dashboard', 'POST /api/finance/transactions', 'GET /api/finance/suppliers/:supplierId/payable', 'POST /api/finance/fundings', 'POST /api/finance/fundings/:id/approve', 'POST /api/finance/fundings/:id/deny',
      ...Object.keys(ALIASES).map((p) => `GET ${p}`),
      ...TEST_RESOURCES.flatMap((def) => [
        `GET /api/resources/${def.name}`, `GET /api/resources/${def.name}/:id`, `GET /api/resources/${def.name}/:id/history`,
        ...(def.actions.includes('create') ? [`POST /api/resources/${def.name}`] : []),
        ...(def.actions.includes('edit') ? [`PUT /api/resources/${def.name}/:id`] : []),
        ...(def.actions.includes('edit') ? ['POST', 'PUT', 'DELETE'].map((m) => `${m} /api/work-locks/${def.name}/:id`) : []),
        ...(def.actions.includes('delete') ? [`DELETE /api/resources/${def.name}/:id`] : []),
        ...(def.actions.includes('export') ? [`POST /api/resources/${def.name}/export`] : []),
        ...(def.actions.includes('delete') ? [`POST /api/resources/${def.name}/bulk/delete`] : []),
        ...(def.customActions ?? []).flatMap((a) => a.on === 'list'
          ? [`POST /api/resources/${def.name}/actions/${a.name}`]
          : [`POST /api/resources/${def.name}/:id/actions/${a.name}`, ...(a.bulk === false ? [] : [`POST /api/resources/${def.name}/bulk/actions/${a.name}`])]),
        ...lookupFields(def).map(([field]) => `GET /api/resources/${def.name}/lookup/${field}`),
        // uploads only where a form takes them (a ticket message's files come through the ticket's route)
        ...(Object.values(def.fields).some((f) => f.kind === 'file') && writable(def) ? [`POST /api/resources/${def.name}/files/:field`] : []),
        ...(def.import ? ['GET', 'POST', 'POST'].map((m, i) => `${m} /api/resources/${def.name}/import${['/template', '/preview', ''][i]}`) : []),
        ...(def.versions ? [`GET /api/resources/${def.name}/:id/versions`] : []),
        ...(def.documents?.length ? [`GET /api/resources/${def.name}/:id/documents/:document`] : []),
        ...(def.versions && def.actions.includes('edit') ? [`POST /api/resources/${def.name}/:id/versions/:version/rollback`] : []),
      ]),
    ]);
    const uncovered = listRoutes(api.app).map((r) => `${r.method} ${r.path}`).filter((r) => !covered.has(r));
    expect(uncovered).toEqual([]);
  });

  /**
   * Actions a sample record cannot take, and what they answer to a permitted user: a sample order
   * has no package and no label (02 §8: 'Please fill in the package information before creating
   * the label', 'No shipping label exists for the selected orders'), and no item (Submit: 'Add at
   * least one item before submitting the order'); a draft is not offered Ship (to ship only), Complete (shipped only) nor Edit Charges (shipped or completed): 409.
   * A sample inbound or return order has no line (Submit: 'Add at least one line before
   * submitting the inbound order') and, a draft, is not offered Complete (awaiting or received): 409.
   * A sample freight order has neither packages nor items (Submit: 'Package information or an
   * item list is needed') and, a draft, is not offered the later moves: 409.
   * A sample cross-dock order has no line, no package and no label (Submit, Create Label, Void
   * Label: 400) and, a draft, is not offered Receive, Ship nor Complete: 409.
   */
  const ACTION_REFUSED: Record<string, number> = {
    'client-order:submit': 400, 'client-order:createLabel': 400, 'client-order:voidLabel': 400, 'client-order:ship': 409, 'client-order:complete': 409, 'client-order:editCharges': 409,
    'inbound-order:submit': 400, 'inbound-order:complete': 409, 'return-order:submit': 400, 'return-order:complete': 409,
    'cross-dock-order:submit': 400, 'cross-dock-order:createLabel': 400, 'cross-dock-order:voidLabel': 400, 'cross-dock-order:receive': 409, 'cross-dock-order:ship': 409, 'cross-dock-order:complete': 409,
    // A sample batch has no order (Start Picking: 'Add at least one order before starting to pick'), is not offered Confirm
    // Picking (picking only); Add to Batch's sample input names no order: 400.
    'pick-batch:addOrders': 400, 'pick-batch:startPicking': 409, 'pick-batch:confirmPicking': 409,
    'freight-order:submit': 400, 'freight-order:process': 409, 'freight-order:readyToShip': 409, 'freight-order:ship': 409, 'freight-order:complete': 409,
  };

  it.each(MATRIX_USERS)('%s gets 2xx where permitted and 403 elsewhere', async (user) => {
    const token = tokens[user];
    const admin = tokens.admin;
    const outcomes: string[] = [];
    // a create body whose related records exist (a new resource's parent has no demo rows: one is made)
    // a required file is attached by whoever uploaded it: the user's own upload where they may
    const bodyFor = async (def: ResourceDef) => ({ ...(await withRelated(api, admin, def, uniqueSample(def))), ...(await requiredFiles(api, token, def)) });
    const userId = (await api.http().get('/api/wms-user/admin/afterLogin').set(bearer(token))).body.data.user.userId;
    // An unexpected answer is told with its message: a rare refusal on a busy CI machine says why.
    // `permitted`: what a permitted call answers when it is not 2xx (an action refused on a sample that cannot take it)
    const record = (route: string, answer: number | { status: number; body?: { message?: unknown } }, allowed: boolean, permitted?: number) => {
      const { status, body } = typeof answer === 'number' ? { status: answer, body: undefined } : answer;
      const ok = allowed ? (permitted === undefined ? status >= 200 && status < 300 : status === permitted) : status === 403;
      const why = body?.message ? ` ${JSON.stringify(body.message)}` : '';
      if (!ok) outcomes.push(`${route}: ${status} (expected ${allowed ? permitted ?? '2xx' : '403'})${why}`);
    };
    for (const def of MATRIX_RESOURCES) {
      const resource = def.name;
      const level = levelOf(user, resource);
      const base = `/api/resources/${resource}`;
      // A record made by the super-administrator, for the reads and the refused writes.
      // Owned by this user where the resource has an owner: a view-only sales user reads its own.
      const owner = def.dataScope && 'field' in def.dataScope ? { [def.dataScope.field]: userId } : {};
      const theirs = await recordOf(api, admin, def, { ...sampleFor(resource), ...owner });
      record(`GET ${base}`, (await api.http().get(base).set(bearer(token))), level >= 1);
      const created = def.actions.includes('create') ? await api.http().post(base).set(bearer(token)).send(await bodyFor(def)) : null;
      if (created) record(`POST ${base}`, created, level >= 2);
      // Their own record when they could create one: a data scope may hide the others' (404).
      let target = created?.status === 201 ? created.body.data : theirs;
      record(`GET ${base}/:id`, (await api.http().get(`${base}/${target.id}`).set(bearer(token))), level >= 1);
      record(`GET ${base}/:id/history`, (await api.http().get(`${base}/${target.id}/history`).set(bearer(token))), level >= 1);
      let version = target.version;
      if (def.actions.includes('edit')) {
        const change = { ...SAMPLES[resource].change, version: target.version };
        const updated = await api.http().put(`${base}/${target.id}`).set(bearer(token)).send(change);
        record(`PUT ${base}/:id`, updated, level >= 2);
        version = updated.status === 200 ? updated.body.data.version : target.version;
      }
      if (def.versions) {
        record(`GET ${base}/:id/versions`, (await api.http().get(`${base}/${target.id}/versions`).set(bearer(token))), level >= 1);
      }
      if (def.versions && def.actions.includes('edit')) {
        // back to the first version, as a new one
        const rolled = await api.http().post(`${base}/${target.id}/versions/1/rollback`).set(bearer(token)).send({ version });
        record(`POST ${base}/:id/versions/:version/rollback`, rolled, level >= 2);
        if (rolled.status === 200) version = rolled.body.data.version;
      }
      if (def.actions.includes('edit')) {
        // a work lock needs the edit level, like the save it protects; released again at once
        const lockPath = `/api/work-locks/${resource}/${target.id}`;
        record(`POST ${lockPath}`, (await api.http().post(lockPath).set(bearer(token))), level >= 2);
        record(`PUT ${lockPath}`, (await api.http().put(lockPath).set(bearer(token))), level >= 2);
        record(`DELETE ${lockPath}`, (await api.http().delete(lockPath).set(bearer(token))), level >= 2);
      }
      for (const document of def.documents ?? []) {
        record(`GET ${base}/:id/documents/:document`, (await api.http().get(`${base}/${target.id}/documents/${document.name}`).set(bearer(token))), level >= 1);
      }
      if (def.actions.includes('export')) {
        record(`POST ${base}/export`, (await api.http().post(`${base}/export`).set(bearer(token)).send({})), level >= 4);
      }
      for (const [key, field] of Object.entries(def.fields)) {
        if (field.kind !== 'file' || !writable(def)) continue;
        const upload = await api.http().post(`${base}/files/${key}`).set(bearer(token)).attach('file', ...uploadFor(field));
        record(`POST ${base}/files/:field`, upload, level >= 2);
        // The super-administrator's file on their record: its viewers download it, anyone else gets 404.
        const [file] = (await api.http().post(`${base}/files/${key}`).set(bearer(admin)).attach('file', ...uploadFor(field)).expect(201)).body.data;
        await api.http().post(base).set(bearer(admin)).send({ ...(await bodyFor(def)), [key]: [file.id] }).expect(answered(201));
        const got = (await api.http().get(`/api/files/${file.id}`).set(bearer(token))).status;
        if (got !== (level >= 1 ? 200 : 404)) outcomes.push(`GET /api/files/:id of ${resource}: ${got} (expected ${level >= 1 ? 200 : 404})`);
      }
      if (def.import) {
        record(`GET ${base}/import/template`, (await api.http().get(`${base}/import/template`).set(bearer(token))), level >= 2);
        const file = await importFileFor(def, await bodyFor(def));
        record(`POST ${base}/import/preview`, (await api.http().post(`${base}/import/preview`).set(bearer(token)).attach('file', file, 'x.xlsx')), level >= 2);
        record(`POST ${base}/import`, (await api.http().post(`${base}/import`).set(bearer(token)).attach('file', file, 'x.xlsx')), level >= 2);
      }
      // Each action on a record it is offered on (its `when`): deactivate before activate.
      // When none is offered on the record any more (a client approved, then no longer pending), a fresh one.
      // A list action (Create Transaction) with a valid body about the record's own client.
      for (const action of (def.customActions ?? []).filter((a) => a.on === 'list')) {
        const body = LIST_ACTION_INPUT[`${resource}:${action.name}`](target);
        record(`POST ${base}/actions/${action.name}`, (await api.http().post(`${base}/actions/${action.name}`).set(bearer(token)).send(body)), actionLevelOf(user, def, action) >= ACTION_LEVEL[action.action]);
      }
      const pending: CustomAction[] = (def.customActions ?? []).filter((a) => a.on !== 'list');
      while (pending.length) {
        const offered = (row: Record<string, unknown>) => pending.find((a) => !a.when || conditionHolds(a.when, row));
        let current = (await api.http().get(`${base}/${target.id}`).set(bearer(admin))).body.data;
        if (!offered(current)) {
          // the user's own when it may create (a data scope may hide the admin's), else the admin's
          const fresh = created?.status === 201 ? await api.http().post(base).set(bearer(token)).send(await bodyFor(def)) : null;
          current = target = fresh?.status === 201 ? fresh.body.data : await recordOf(api, admin, def, sampleFor(resource));
        }
        const next = offered(current) ?? pending[0];
        pending.splice(pending.indexOf(next), 1);
        if (next.when && !conditionHolds(next.when, current) && ACTION_SETUP[`${resource}:${next.name}`]) {
          await ACTION_SETUP[`${resource}:${next.name}`](api, admin, target.id);
        }
        const allowed = actionLevelOf(user, def, next) >= ACTION_LEVEL[next.action] && level >= 1;
        record(`POST ${base}/:id/actions/${next.name}`, (await api.http().post(`${base}/${target.id}/actions/${next.name}`).set(bearer(token)).send(inputFor(next))), allowed, ACTION_REFUSED[`${resource}:${next.name}`]);
        if (next.bulk === false) continue;
        // a record nobody has: the bulk call answers 200 with it refused, or 403 as a whole
        const missing = { items: [{ id: 2_000_000_000, version: 1 }] };
        record(`POST ${base}/bulk/actions/${next.name}`, (await api.http().post(`${base}/bulk/actions/${next.name}`).set(bearer(token)).send(missing)), allowed);
      }
      // A relation's lookup: who may create or edit the resource, or view the target.
      for (const [field, , lookup] of lookupFields(def)) {
        const writes = (def.actions.includes('create') || def.actions.includes('edit')) && level >= 2;
        // a list action whose dialog asks for the field (Record Supplier Transaction's supplier), at its level
        const asks = (def.customActions ?? []).some((a) => a.on === 'list' && a.input && field in a.input && actionLevelOf(user, def, a) >= ACTION_LEVEL[a.action]);
        record(`GET ${base}/lookup/${field}`, (await api.http().get(`${base}/lookup/${field}`).set(bearer(token))), writes || asks || levelOf(user, lookup.resource) >= 1);
      }
      if (def.actions.includes('delete')) {
        const missing = { items: [{ id: 2_000_000_000, version: 1 }] };
        record(`POST ${base}/bulk/delete`, (await api.http().post(`${base}/bulk/delete`).set(bearer(token)).send(missing)), level >= 3);
      }
      // One's own list preferences, of the lists one may view; another list answers 404 like a missing one.
      const prefs = await api.http().get(`/api/me/list-preferences/${resource}`).set(bearer(token));
      if (prefs.status !== (level >= 1 ? 200 : 404)) outcomes.push(`GET list-preferences/${resource}: ${prefs.status}`);
      const put = await api.http().put(`/api/me/list-preferences/${resource}`).set(bearer(token)).send({ columns: { hidden: ['id'] } });
      if (put.status !== (level >= 1 ? 200 : 404)) outcomes.push(`PUT list-preferences/${resource}: ${put.status}`);
      if (def.actions.includes('delete')) {
        let current = (await api.http().get(`${base}/${target.id}`).set(bearer(admin))).body.data;
        // The actions may have left it undeletable (a surcharge used): a fresh one, as for the actions.
        if (current && def.deleteWhen && !conditionHolds(def.deleteWhen, current)) {
          const fresh = created?.status === 201 ? await api.http().post(base).set(bearer(token)).send(await bodyFor(def)) : null;
          current = target = fresh?.status === 201 ? fresh.body.data : await recordOf(api, admin, def, sampleFor(resource));
        }
        record(`DELETE ${base}/:id`, (await api.http().delete(`${base}/${target.id}?version=${current?.version ?? version}`).set(bearer(token))), level >= 3);
      }
    }
    // A parcel or cross-dock order's label PDF: an order without a label answers 404 'No shipping label exists...' to its viewers (02 §8)
    for (const labelled of ['client-order', 'cross-dock-order']) {
      const someOrder = (await api.http().get(`/api/resources/${labelled}?pageSize=1`).set(bearer(admin))).body.data.records[0];
      if (!someOrder) continue;
      const got = (await api.http().get(`/api/resources/${labelled}/${someOrder.id}/label`).set(bearer(token))).status;
      const expected = levelOf(user, labelled) >= 1 ? 404 : 403;
      if (got !== expected) outcomes.push(`GET /api/resources/${labelled}/:id/label: ${got} (expected ${expected})`);
      // the selection's labels as one PDF: none of them has one (404) for whoever may view orders
      const merged = (await api.http().get(`/api/resources/${labelled}/labels?ids=${someOrder.id}`).set(bearer(token))).status;
      if (merged !== expected) outcomes.push(`GET /api/resources/${labelled}/labels: ${merged} (expected ${expected})`);
    }
    // the order form's Validate (02 §3): whoever may view orders
    const checked = (await api.http().post('/api/orders/validate-address').set(bearer(token)).send({ address: { addressLine1: '350 5th Ave', city: 'New York', stateCode: 'NY', zipCode: '10001', countryCode: 'US' } })).status;
    if (checked !== (levelOf(user, 'client-order') >= 1 ? 200 : 403)) outcomes.push(`POST /api/orders/validate-address: ${checked} (expected ${levelOf(user, 'client-order') >= 1 ? 200 : 403})`);
    // The orders' tracking import: for who may edit orders
    record('GET /api/resources/client-order/tracking-import/template', (await api.http().get('/api/resources/client-order/tracking-import/template').set(bearer(token))).status, levelOf(user, 'client-order') >= 2);
    // What a client may do: for who may view clients; the proxy session is public (a bad token is 401, never 403).
    const someClient = (await api.http().get('/api/resources/client?pageSize=1').set(bearer(admin))).body.data.records[0];
    // a client the user can see: the permits are scoped like the client (another's answers 404 as a missing one)
    const seenClient = (await api.http().get('/api/resources/client?pageSize=1').set(bearer(token))).body?.data?.records?.[0] ?? someClient;
    record('GET /api/clients/:id/permits/:act', (await api.http().get(`/api/clients/${seenClient.id}/permits/signIn`).set(bearer(token))).status, levelOf(user, 'client') >= 1);
    const anyOf = (subs: string[]) => subs.some((sub) => demoLevel(user, { module: 'fulfillment', sub }) >= 1);
    record('GET list{product}OmsOrgs', (await api.http().get('/api/wms-user/admin/org/listEzeeshipOmsOrgs?orgType=1&pageSize=9999').set(bearer(token))).status,
      anyOf(['client', 'client-funding', 'balance-history', 'client-transactions', 'invoices', 'client-billing-automation', 'order', 'inbound-order', 'return-order', 'cross-dock', 'orders-summary']));
    record('GET query{product}Warehouse', (await api.http().get('/api/wms-business/wms/warehouse/query/queryEzeeshipWarehouse').set(bearer(token))).status,
      anyOf(['warehouse', 'client', 'co-warehouse', 'order', 'inbound-order', 'return-order', 'cross-dock', 'shipping-rule']));
    const shipment = {
      shippingAccountId: 1, carrierServiceId: 1, fromAddress: { zipCode: '91761' }, toAddress: { zipCode: '10001' }, residential: false,
      shipDate: new Date().toISOString().slice(0, 10), packages: [{ weight: 2, weightUnit: 'lb', length: 8, width: 6, height: 4, dimUnit: 'in' }],
    };
    record('POST rate/quote', (await api.http().post('/api/ezeeship-shipment/admin/rate/quote').set(bearer(token)).send(shipment)), anyOf(['shipping-level', 'shipping-fee-detail', 'order']));
    record('GET rate/fee-sheet', (await api.http().get(`/api/ezeeship-shipment/admin/rate/fee-sheet?shippingAccountId=1&carrierServiceId=1&date=${shipment.shipDate}`).set(bearer(token))),
      anyOf(['shipping-level', 'shipping-fee-detail', 'order']));
    // a level draft: editing levels (update) and seeing the shipments it re-prices
    const day = new Date().toISOString().slice(0, 10);
    record('POST pricing/replay', (await api.http().post('/api/ezeeship-shipment/admin/pricing/replay').set(bearer(token)).send({ from: day, to: day, draft: { resource: 'pricing-level', id: 1, values: {} } })),
      demoLevel(user, { module: 'fulfillment', sub: 'shipping-level' }) >= 2 && demoLevel(user, { module: 'fulfillment', sub: 'shipping-fee-detail' }) >= 1);
    record('GET carrierService', (await api.http().get('/api/ezeeship-shipment/admin/shippingAccount/query/carrierService').set(bearer(token))).status,
      anyOf(['shipping-account', 'shipping-rule', 'shipping-level', 'shipping-fee-detail', 'shipping-bills', 'order'])
      || demoLevel(user, { module: 'wms', sub: 'carrier-service' }) >= 1 || demoLevel(user, { module: 'labelSaas', sub: 'surcharge-setting' }) >= 1);
    // The stock: verification (view), manual postings (all), on a row and a movement the super-administrator made.
    const stockLevel = demoLevel(user, { module: 'wms', sub: 'inventory' });
    const stocked = (await api.http().post('/api/inventory/receive').set(bearer(admin)).send({ ...DEMO_STOCK_PLACE, standard: 2 }).expect(201)).body.data;
    record('GET inventory/verify', (await api.http().get('/api/inventory/verify').set(bearer(token))), stockLevel >= 1);
    record('GET inventory/verify/last', (await api.http().get('/api/inventory/verify/last').set(bearer(token))), stockLevel >= 1);
    record('POST inventory/receive', (await api.http().post('/api/inventory/receive').set(bearer(token)).send({ ...DEMO_STOCK_PLACE, standard: 1 })), stockLevel >= 4);
    record('POST inventory/:id/movements', (await api.http().post(`/api/inventory/${stocked.id}/movements`).set(bearer(token)).send({ movementType: 7, standard: 1, note: 'Matrix' })), stockLevel >= 4);
    record('POST inventory/movements/:id/reverse', (await api.http().post(`/api/inventory/movements/${stocked.movementId}/reverse`).set(bearer(token)).send({ note: 'Matrix' })), stockLevel >= 4);
    // The ledger and the plan in force: a client this user may see (a sales user: its own), else any.
    const finance = (sub: string) => demoLevel(user, { module: 'fulfillment', sub });
    const mine = (await api.http().get('/api/resources/client?pageSize=1').set(bearer(token))).body?.data?.records?.[0] ?? someClient;
    // Billing automation: which plan bills a member on a day, each party's with its own sub-role (view).
    record('GET billing/client-billing-automation/plan-in-force', (await api.http().get(`/api/billing/client-billing-automation/plan-in-force?memberId=${mine.id}&day=${day}`).set(bearer(token))),
      demoLevel(user, { module: 'fulfillment', sub: 'client-billing-automation' }) >= 1);
    // a re-bill preview of a client this user may see, by who may edit the client plans (a job: 202)
    record('POST billing/client-billing-automation/rebill-preview', (await api.http().post('/api/billing/client-billing-automation/rebill-preview').set(bearer(token))
      .send({ from: day, to: day, chargeItemIds: [], storageRuleIds: [], clientIds: [mine.id] })), demoLevel(user, { module: 'fulfillment', sub: 'client-billing-automation' }) >= 2);
    record('GET billing/billing-automation/plan-in-force', (await api.http().get(`/api/billing/billing-automation/plan-in-force?memberId=1&day=${day}`).set(bearer(token))),
      demoLevel(user, { module: 'fulfillment', sub: 'supplier-billing-automation' }) >= 1);
    // The order summary (view) and its XLSX (all): a sales user's reads their clients' orders only.
    const summaryLevel = demoLevel(user, { module: 'fulfillment', sub: 'orders-summary' });
    record('GET orders/summary', (await api.http().get(`/api/orders/summary?from=${day}&to=${day}`).set(bearer(token))), summaryLevel >= 1);
    // Two of the demo's freight orders' merged bill of lading (order view).
    const freight = ((await api.http().get('/api/resources/freight-order?pageSize=2').set(bearer(admin)).expect(200)).body.data.records as Array<{ id: number }>).map((o) => o.id);
    record('GET resources/freight-order/bol', (await api.http().get(`/api/resources/freight-order/bol?ids=${freight.join(',')}`).set(bearer(token))),
      levelOf(user, 'freight-order') >= 1);
    // The pack station: its state (view), leaving it (edit; the demo's Administrator holds an order there), then
    // a scan of nothing, an undo and a finish of no work (400) and the scale (edit).
    const packLevel = demoLevel(user, { module: 'wms', sub: 'batch-pack' });
    record('GET batch-pack/station', (await api.http().get('/api/batch-pack/station').set(bearer(token))), packLevel >= 1);
    record('DELETE batch-pack/station', (await api.http().delete('/api/batch-pack/station').set(bearer(token))), packLevel >= ACTION_LEVEL.edit);
    record('POST batch-pack/station/scan', (await api.http().post('/api/batch-pack/station/scan').set(bearer(token)).send({ code: 'PB9999999999' })), packLevel >= ACTION_LEVEL.edit, 400);
    record('POST batch-pack/station/undo', (await api.http().post('/api/batch-pack/station/undo').set(bearer(token)).send({})), packLevel >= ACTION_LEVEL.edit, 400);
    record('POST batch-pack/station/finish', (await api.http().post('/api/batch-pack/station/finish').set(bearer(token)).send({ weight: '1', weightUnit: 'lb' })), packLevel >= ACTION_LEVEL.edit, 400);
    record('GET batch-pack/station/scale', (await api.http().get('/api/batch-pack/station/scale').set(bearer(token))), packLevel >= ACTION_LEVEL.edit);
    record('GET orders/summary/export', (await api.http().get(`/api/orders/summary/export?from=${day}&to=${day}`).set(bearer(token))), summaryLevel >= 4);
    record('GET finance/accounts/:clientId', (await api.http().get(`/api/finance/accounts/${mine.id}`).set(bearer(token))), finance('balance-history') >= 1);
    record('GET finance/accounts/:clientId/verify', (await api.http().get(`/api/finance/accounts/${mine.id}/verify`).set(bearer(token))), finance('balance-history') >= 1);
    record('GET finance/verify', (await api.http().get('/api/finance/verify').set(bearer(token))), finance('balance-history') >= 4);
    record('POST finance/transactions', (await api.http().post('/api/finance/transactions').set(bearer(token))
      .send({ kind: 'shipping', clientId: mine.id, sourceType: 'manual', items: [{ code: 'FEE', quantity: 1, unitPrice: '0' }], idempotencyKey: `matrix-${user}` })), finance('client-transactions') >= 2);
    record('GET finance/suppliers/:id/payable', (await api.http().get('/api/finance/suppliers/1/payable').set(bearer(token))), finance('supplier-transactions') >= 1);
    record('GET finance/dashboard', (await api.http().get('/api/finance/dashboard').set(bearer(token))), finance('balance-history') >= 1);
    record('GET finance/verify/last', (await api.http().get('/api/finance/verify/last').set(bearer(token))), finance('balance-history') >= 1 || finance('client-funding') >= 1);
    record('POST finance/accounts/:clientId/entries', (await api.http().post(`/api/finance/accounts/${mine.id}/entries`).set(bearer(token))
      .send({ changeType: 6, amount: '1', note: 'Matrix', idempotencyKey: `matrix-${user}` })), finance('balance-history') >= 4);
    record('POST finance/fundings', (await api.http().post('/api/finance/fundings').set(bearer(token)).send({ clientId: mine.id, amount: '1', fundingType: 0, reference: `M-${user}` })), finance('client-funding') >= 2);
    for (const decision of ['approve', 'deny']) {
      const pending = (await api.http().post('/api/finance/fundings').set(bearer(admin)).send({ clientId: mine.id, amount: '1', fundingType: 0, reference: `M-${decision}` }).expect(201)).body.data;
      record(`POST finance/fundings/:id/${decision}`, (await api.http().post(`/api/finance/fundings/${pending.id}/${decision}`).set(bearer(token)).send(decision === 'deny' ? { reason: 'Matrix' } : {})), finance('client-funding') >= 2);
    }
    // The desk: one's own notices for anyone; a ticket's client view for who may view its source.
    record('POST markAsRead', (await api.http().post('/api/ezeeship-workorder/admin/user/message/markAsRead?ticketCaseIds=1').set(bearer(token)).send({ ticketCaseIds: [1] })), true);
    record('GET support/notices', (await api.http().get('/api/support/notices').set(bearer(token))), true);
    record('GET me/ticket-notices', (await api.http().get('/api/me/ticket-notices').set(bearer(token))), true);
    record('GET me/ticket-notices/unseen', (await api.http().get('/api/me/ticket-notices/unseen').set(bearer(token))), true);
    record('POST me/ticket-notices/seen', (await api.http().post('/api/me/ticket-notices/seen').set(bearer(token)).send({ ids: [1] })), true);
    const someTicket = (await api.http().get('/api/resources/ticket?platformSource=WMS&pageSize=1').set(bearer(admin))).body.data.records[0];
    record('GET support/tickets/:id/client-view', (await api.http().get(`/api/support/tickets/${someTicket.id}/client-view`).set(bearer(token))),
      demoLevel(user, { module: 'support', sub: 'support-wms' }) >= 1);
    const proxy = (await api.http().post('/api/client-portal/proxy-session').set(bearer(token)).send({ token: 'not-a-token' })).status;
    if (proxy !== 401) outcomes.push(`POST /api/client-portal/proxy-session: ${proxy} (expected 401)`);
    for (const [path, resource] of Object.entries(ALIASES)) {
      record(`GET ${path}`, (await api.http().get(path).set(bearer(token))), levelOf(user, resource) >= 1);
    }
    for (const path of ['/api/wms-user/admin/afterLogin', '/api/dashboard/summary', '/api/wms-user/admin/profile', '/api/search?q=a']) {
      record(`GET ${path}`, (await api.http().get(path).set(bearer(token))), true);
    }
    const me = (await api.http().get('/api/wms-user/admin/profile').set(bearer(token))).body.data;
    record('PUT profile', (await api.http().put('/api/wms-user/admin/profile').set(bearer(token)).send({ phone: '+1 555 0100', version: me.version })).status, true);
    // A wrong current password: refused as bad input (400), never as forbidden.
    const change = await api.http().post('/api/wms-user/admin/changePassword').set(bearer(token))
      .send({ currentPassword: 'wrong-pass1', newPassword: 'Another123', confirmPassword: 'Another123' });
    if (change.status !== 400) outcomes.push(`POST changePassword: ${change.status} (expected 400)`);
    record('GET jobs', (await api.http().get('/api/jobs?mine').set(bearer(token))).status, true);
    // nobody's job 999999: 404 to its reader; retrying is the super-administrator's (403 for the rest)
    if ((await api.http().get('/api/jobs/999999').set(bearer(token))).status !== 404) outcomes.push('GET /api/jobs/:id: expected 404');
    const retry = (await api.http().post('/api/jobs/999999/retry').set(bearer(token))).status;
    if (retry !== (user === 'admin' ? 404 : 403)) outcomes.push(`POST /api/jobs/:id/retry: ${retry}`);
    record('GET message list', (await api.http().get('/api/wms-user/user/message/list?queryDayLimit=30').set(bearer(token))).status, true);
    // Nobody's message 999999: a signed-in user gets 404 (not theirs), never 403.
    for (const res of [
      await api.http().post('/api/wms-user/user/message/delete?userMessageId=999999').set(bearer(token)),
      await api.http().get('/api/wms-user/user/message/download/999999').set(bearer(token)),
    ]) if (res.status !== 404) outcomes.push(`message route: ${res.status} (expected 404)`);
    const users = demoLevel(user, ACCESS_SUB);
    record('GET user-roles', (await api.http().get('/api/wms-user/admin/user-roles/7').set(bearer(token))).status, users >= 1);
    const target = (await api.http().get('/api/wms-user/admin/profile').set(bearer(tokens.nobody))).body.data;
    record('PUT user-roles', (await api.http().put('/api/wms-user/admin/user-roles/7').set(bearer(token)).send({ roleIds: [], version: target.version })).status, users >= 4);
    // Signing out everywhere is one's own affair: everyone may. The next users' checks need a new sign-in.
    record('POST logoutAll', (await api.http().post('/api/wms-user/admin/logoutAll').set(bearer(token))).status, true);
    const demo = DEMO_USERS.find((u) => u.userName === user)!;
    tokens[user] = await api.login(demo.userName, demo.password);
    expect(outcomes).toEqual([]);
  }, 180_000); // every route of every resource (bulk and list preferences too): minutes on a busy machine

  it('answers a forbidden call with the envelope in both languages', async () => {
    const res = await api.http().get('/api/resources/feature-flag').set(bearer(tokens.nobody)).expect(403);
    expect(res.body).toEqual({
      result: 'ERR', data: null, errorCode: 403,
      message: 'You do not have permission to do this', zhMessage: '您没有执行此操作的权限',
    });
  });

  it('shows each user only the dashboard figures they may view', async () => {
    const names = async (user: string) =>
      (await api.http().get('/api/dashboard/summary').set(bearer(tokens[user])).expect(200)).body.data.counts.map((c: { resource: string }) => c.resource);
    for (const user of ['nobody', 'support', 'administrator']) {
      expect(await names(user)).toEqual(RESOURCE_NAMES.filter((name) => levelOf(user, name) >= 1));
    }
    expect(await names('support')).toContain('fba-address');
  });
});
