import { resolve } from 'node:path';
import { RESOURCES as BUILT } from '@console/resources';
import type { ResourceDef } from '@console/metadata';
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
 * The resources a walk over every screen visits (flows 02 and 13): the catalogue's in the main
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

/** Makes sure the resource's list shows a row: creates its definition's sample when the list is empty. */
export async function ensureRecord(token: string, def: ResourceDef): Promise<void> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const list = (await (await fetch(`${BASE_URL}/api/resources/${def.name}?pageSize=1`, { headers })).json()) as { data: { total: number } };
  if (list.data.total > 0) return;
  if (!def.sample) throw new Error(`resource ${def.name} has no rows and no sample to create one`);
  if (!def.actions.includes('create')) throw new Error(`resource ${def.name} has no rows and offers no create: give it demo rows (apps/api/src/seed)`);
  const res = await fetch(`${BASE_URL}/api/resources/${def.name}`, { method: 'POST', headers, body: JSON.stringify(def.sample) });
  if (res.status !== 201) throw new Error(`${def.name}: creating the sample answered ${res.status} ${await res.text()}`);
}
