import { resolve } from 'node:path';
import { RESOURCES as BUILT } from '@console/resources';
import { childKey, type ResourceDef } from '@console/metadata';
import { BASE_URL, USERS } from './browser.ts';

/*
 * The resources the flows walk through: the catalogue's, plus those of the folder named by
 * E2E_EXTRA_RESOURCES (a fixture domain folder the runner also loads into the server), so a new
 * resource is covered without an edit to a spec.
 */
const extraFolder = process.env.E2E_EXTRA_RESOURCES;
type DomainIndex = { resources: ResourceDef[] };
/** The folder's default export; a CommonJS-compiled index arrives wrapped once more. */
async function loadIndex(folder: string): Promise<DomainIndex> {
  const mod = (await import(resolve(folder, 'index.ts'))) as { default: DomainIndex | { default: DomainIndex } };
  return 'resources' in mod.default ? mod.default : mod.default.default;
}
const extra: ResourceDef[] = extraFolder ? (await loadIndex(extraFolder)).resources : [];

export const RESOURCES: ResourceDef[] = [...BUILT, ...extra];
export const EXTRA_RESOURCES = extra;
/**
 * The resources a walk over every screen visits (flow 02; its layout too): the catalogue's in the main
 * run, only the folders' in a run with E2E_EXTRA_RESOURCES, whose catalogue screens are the same
 * build the main run has just walked (as the API's added-resource matrix walks only its folder).
 */
export const WALKED_RESOURCES: ResourceDef[] = extraFolder ? extra : BUILT;
/** A run with E2E_EXTRA_RESOURCES: it is there to walk the folder's screens; the rest ran in the main run. */
export const FIXTURE_RUN = Boolean(extraFolder);

/** A signed-in admin's token for API calls from a spec. */
export async function adminToken(): Promise<string> {
  const res = await fetch(`${BASE_URL}/api/wms-user/admin/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(USERS.admin),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

type Answer = { status: number; body: any };

async function call(token: string, method: string, path: string, body?: unknown): Promise<Answer> {
  const res = await fetch(`${BASE_URL}/api/resources/${path}`, {
    method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** An answer the flow needed, or an error that says what the API answered. */
function needed(answer: Answer, status: number, what: string): any {
  if (answer.status !== status) throw new Error(`${what}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/**
 * The sample with every relation pointing at a record that exists: a new resource's parent has
 * no demo rows, so where the sample's id finds none, a row of the target is made sure of first.
 */
async function withRelated(token: string, def: ResourceDef, body: Record<string, unknown>, making: Set<string>): Promise<Record<string, unknown>> {
  const out = { ...body };
  for (const [key, field] of Object.entries(def.fields)) {
    const target = field.kind === 'relation' && typeof out[key] === 'number' ? RESOURCES.find((r) => r.name === field.relation?.resource) : undefined;
    if (!target || making.has(target.name)) continue;
    if ((await call(token, 'GET', `${target.name}/${out[key]}`)).status === 200) continue;
    out[key] = await ensureRecord(token, target, new Set([...making, def.name]));
  }
  return out;
}

/** A file the upload sniffs as a PDF: what a required file field of a sample gets. */
const SAMPLE_PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** A required file field's upload (a label import's PDF), as the form uploads it before the save. */
async function requiredFiles(token: string, def: ResourceDef): Promise<Record<string, number[]>> {
  const out: Record<string, number[]> = {};
  for (const [key, field] of Object.entries(def.fields)) {
    if (field.kind !== 'file' || !field.required) continue;
    const form = new FormData();
    form.append('file', new Blob([SAMPLE_PDF], { type: 'application/pdf' }), 'sample.pdf');
    const res = await fetch(`${BASE_URL}/api/resources/${def.name}/files/${key}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    out[key] = [needed({ status: res.status, body: await res.json().catch(() => null) }, 201, `${def.name}: uploading its ${key}`)[0].id];
  }
  return out;
}

/**
 * Makes sure the resource's list shows a row and answers one's id: when the list is empty, one is
 * created from the definition's sample (its related records first, withRelated); a row of an
 * inline child table (no create of its own) is added to a parent through the parent's edit, as a
 * user adds one. Anything else without rows needs demo rows (apps/api/src/seed).
 */
export async function ensureRecord(token: string, def: ResourceDef, making = new Set<string>()): Promise<number> {
  const list = needed(await call(token, 'GET', `${def.name}?pageSize=1`), 200, `listing ${def.name}`) as { total: number; records: Array<{ id: number }> };
  if (list.total > 0) return list.records[0].id;
  if (!def.sample) throw new Error(`resource ${def.name} has no rows and no sample to create one`);
  const body = { ...(await withRelated(token, def, def.sample as Record<string, unknown>, making)), ...(def.actions.includes('create') ? await requiredFiles(token, def) : {}) };
  if (def.actions.includes('create')) return needed(await call(token, 'POST', def.name, body), 201, `${def.name}: creating the sample`).id;
  const parent = RESOURCES.find((p) => p.actions.includes('edit') && (p.children ?? []).some((c) => c.inline && c.resource === def.name));
  const child = parent?.children?.find((c) => c.inline && c.resource === def.name);
  if (!parent || !child) throw new Error(`resource ${def.name} has no rows and offers no create: give it demo rows (apps/api/src/seed)`);
  const parentId = await ensureRecord(token, parent, new Set([...making, def.name]));
  const stored = needed(await call(token, 'GET', `${parent.name}/${parentId}`), 200, `reading ${parent.name} ${parentId}`);
  const { [child.foreignKey]: _parentId, ...row } = body;
  const rows = [...(stored[childKey(child)] ?? []).map((r: { id: number }) => ({ id: r.id })), row];
  const saved = needed(await call(token, 'PUT', `${parent.name}/${parentId}`, { version: stored.version, [childKey(child)]: rows }), 200, `${def.name}: adding the sample to ${parent.name} ${parentId}`);
  return saved[childKey(child)].at(-1).id;
}
