import { useCallback } from 'react';
import type { DataProvider } from '@refinedev/core';
import { can, encodeIdParams } from '@console/contracts';
import { LookupEntry, ResourceDef, lookupGrants, lookupPath, lookupTarget } from '@console/metadata';
import { useCatalogue } from '../platform/catalogue';
import { useUserInfo } from '../platform/use-session';
import type { UserInfo } from '../platform/session';

/**
 * The web side of the lookup right (libs/metadata lookup.ts): relation pickers and relation
 * labels ask `GET /resources/{name}/lookup/{field}` for id and label of the target's records,
 * which whoever may create or edit the resource gets, with or without view on the target.
 */
export interface LookupParams {
  /** Text in the label. */
  q?: string;
  /** These records (their labels). */
  ids?: ReadonlyArray<string | number>;
  limit?: number;
  /** Only records whose fields hold these values (a relation's `match`, with the form's values). */
  match?: Readonly<Record<string, string | number | boolean>>;
}

/** The lookup call's URL (as the data provider's `custom` takes it) and its other parameters. */
export function lookupRequest(resource: string, field: string, params: LookupParams): { url: string; query: Record<string, string | number> } {
  const ids = params.ids?.length ? `?${encodeIdParams(params.ids)}` : '';
  const query: Record<string, string | number> = {};
  if (params.q) query.q = params.q;
  if (params.limit !== undefined) query.limit = params.limit;
  for (const [field, value] of Object.entries(params.match ?? {})) query[field] = String(value);
  return { url: `/api${lookupPath(resource, field)}${ids}`, query };
}

export async function fetchLookup(provider: DataProvider, resource: string, field: string, params: LookupParams): Promise<LookupEntry[]> {
  const { url, query } = lookupRequest(resource, field, params);
  const { data } = await provider.custom!({ url, method: 'get', query, meta: { suppressErrors: true } });
  return (data as unknown as LookupEntry[] | null) ?? [];
}

/**
 * Whether a user may look up a field's target: any grant of lookupGrants (create or edit the
 * resource, or view the target), the rule the API's guard applies.
 */
export function mayLookup(user: UserInfo | null, catalogue: readonly ResourceDef[] | null, def: ResourceDef, field: string): boolean {
  const target = Object.hasOwn(def.fields, field) ? lookupTarget(def.fields[field]) : null;
  if (!user || !target) return false;
  const who = { allPermission: Boolean(user.allPermission), permissionMap: user.permissionMap ?? {} };
  const targetDef = catalogue?.find((d) => d.name === target.resource);
  return lookupGrants(def, targetDef, field).some((g) => can(who, g.ref, g.action, user.productCode));
}

/** mayLookup for the signed-in user; a new function when the user or the catalogue changes. */
export function useMayLookup(): (def: ResourceDef, field: string) => boolean {
  const user = useUserInfo();
  const catalogue = useCatalogue();
  return useCallback((def, field) => mayLookup(user, catalogue, def, field), [user, catalogue]);
}
