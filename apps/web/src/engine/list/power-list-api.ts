import type { BulkItem, BulkResult, ListPreferences } from '@console/contracts';
import { request } from '../../platform/http';

/** The API calls of the power-list features (docs/api-conventions.md, "Bulk actions and list preferences"). */

export function bulkDelete(resource: string, items: BulkItem[]): Promise<BulkResult> {
  return request<BulkResult>({ url: `/resources/${resource}/bulk/delete`, method: 'post', data: { items } });
}

export function bulkAction(resource: string, action: string, items: BulkItem[]): Promise<BulkResult> {
  return request<BulkResult>({ url: `/resources/${resource}/bulk/actions/${action}`, method: 'post', data: { items } });
}

export function getListPreferences(resource: string): Promise<ListPreferences> {
  // A background read: a failure leaves the list as declared, it is not worth a toast.
  return request<ListPreferences>({ url: `/me/list-preferences/${resource}`, method: 'get', suppressErrors: true });
}

export function putListPreferences(resource: string, prefs: ListPreferences): Promise<ListPreferences> {
  return request<ListPreferences>({ url: `/me/list-preferences/${resource}`, method: 'put', data: prefs });
}

/** react-query key of one list's preferences. */
export const listPreferencesKey = (resource: string) => ['list-preferences', resource] as const;
