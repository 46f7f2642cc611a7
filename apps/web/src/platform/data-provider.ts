import type { BaseRecord, DataProvider } from '@refinedev/core';
import { encodeIdParams, type Page } from '@console/contracts';
import type { ResourceDef } from '@console/metadata';
import { request } from './http';
import { toListQuery } from './list-query';
import { findDef } from './catalogue';

/**
 * The one data provider: generated resources live at /resources/{name}; `custom` reaches any
 * other path (dashboard, handwritten modules). Envelope, toasts and 401 are handled in http.ts.
 * `meta.suppressErrors` asks for no toast.
 */
const path = (resource: string, id?: string | number) =>
  `/resources/${encodeURIComponent(resource)}${id === undefined ? '' : `/${encodeURIComponent(String(id))}`}`;

const quiet = (meta?: Record<string, unknown>) => ({ suppressErrors: Boolean(meta?.suppressErrors) });

/**
 * Creates and updates come from the generated forms, which show the resource's writable fields
 * and put the server's per-field errors under them (refine's useForm): those are not toasted
 * too. `meta.fieldsShown` names other fields for a form of its own.
 */
async function formOf(resource: string, mode: 'create' | 'update', meta?: Record<string, unknown>) {
  const def = findDef(resource);
  const fieldsShown = (meta?.fieldsShown as readonly string[] | undefined) ?? (def ? await formFieldsOf(def, mode) : undefined);
  return { ...quiet(meta), fieldsShown };
}

/**
 * Imported on the first save, not with the entry: the metadata helpers it uses live beside
 * defineResource and its checks, which the shell's catalogue needs and /login does not. The
 * shell has loaded them by then. Should the import fail, the save goes ahead and its errors are toasted.
 */
function formFieldsOf(def: ResourceDef, mode: 'create' | 'update'): Promise<string[] | undefined> {
  return import('./form-fields').then((m) => m.fieldsShownOf(def, mode), () => undefined);
}

/** The API's limit of ids in one list call (MAX_IN_VALUES of its query parser). */
export const MAX_IDS_PER_CALL = 100;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export const dataProvider: DataProvider = {
  getApiUrl: () => '/api',

  getList: async ({ resource, pagination, sorters, filters, meta }) => {
    const page = await request<Page<BaseRecord>>({
      url: path(resource),
      method: 'get',
      // `meta.listQuery`: parameters a list sends beside its filters (a filter tab: `tab=3`)
      params: { ...toListQuery(pagination, sorters, filters), ...(meta?.listQuery as Record<string, string> | undefined) },
      ...quiet(meta),
    });
    // totalCapped: more rows match than counted (Page.totalCapped); the list says "10,000+"
    return { data: (page?.records ?? []) as never[], total: page?.total ?? 0, ...(page?.totalCapped ? { totalCapped: true } : {}) };
  },

  getOne: async ({ resource, id, meta }) => {
    const data = await request<BaseRecord>({ url: path(resource, id), method: 'get', ...quiet(meta) });
    return { data: data as never };
  },

  /** One list call per 100 ids (`?id=1&id=2`, the API's most per call), not one call per id. */
  getMany: async ({ resource, ids, meta }) => {
    const batches = chunks([...new Set(ids.map(String))], MAX_IDS_PER_CALL);
    const pages = await Promise.all(batches.map((batch) => request<Page<BaseRecord>>({
      url: `${path(resource)}?${encodeIdParams(batch)}`,
      method: 'get',
      params: { pageSize: batch.length },
      ...quiet(meta),
    })));
    return { data: pages.flatMap((page) => page?.records ?? []) as never[] };
  },

  create: async ({ resource, variables, meta }) => {
    const data = await request<BaseRecord>({ url: path(resource), method: 'post', data: variables, ...(await formOf(resource, 'create', meta)) });
    return { data: data as never };
  },

  /** The caller puts the edited record's `version` in the variables; a stale one gets 409. */
  update: async ({ resource, id, variables, meta }) => {
    let said: string | undefined;
    const data = await request<BaseRecord>({ url: path(resource, id), method: 'put', data: variables, ...(await formOf(resource, 'update', meta)), onSaid: (text) => (said = text) });
    // what a save says beside its record (a label replacement that failed), read by saidOf
    return { data: data as never, ...(said ? { said } : {}) };
  },

  /** Delete carries the version it saw: `meta.version` (or `variables.version`) -> ?version=. */
  deleteOne: async ({ resource, id, variables, meta }) => {
    const version = (meta?.version ?? (variables as { version?: number } | undefined)?.version) as number | undefined;
    await request({
      url: path(resource, id),
      method: 'delete',
      params: version === undefined ? undefined : { version },
      ...quiet(meta),
    });
    return { data: { id } as never };
  },

  custom: async ({ url, method, payload, query, headers, meta }) => {
    let said: string | undefined;
    const data = await request<BaseRecord>({
      url: url.replace(/^\/api(?=\/)/, ''),
      method,
      data: payload,
      params: query,
      headers,
      ...quiet(meta),
      // a dialog of its own (a list action's) names its fields: their errors show under them
      fieldsShown: meta?.fieldsShown as readonly string[] | undefined,
      onSaid: (text) => (said = text),
    });
    // what an action says it did travels beside its data (saidOf reads it)
    return { data: data as never, ...(said ? { said } : {}) };
  },
};

/** What a `custom` call's answer said it did (an action's message), if it said anything. */
export function saidOf(response: unknown): string | undefined {
  const said = (response as { said?: unknown } | null)?.said;
  return typeof said === 'string' && said ? said : undefined;
}
