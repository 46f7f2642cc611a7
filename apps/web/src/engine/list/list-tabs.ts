import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CrudFilter } from '@refinedev/core';
import { findListTab, listTabParam, type ResourceDef } from '@console/metadata';

/**
 * The list's filter tab (ResourceDef.listTabs) lives in the page's URL under the definition's
 * parameter (`?tab=3`), so a reload, the back button and a shared link open the same tab; the
 * API reads the same parameter. It is not one of refine's filters: the filter bar and saved
 * views stay about fields, and switching tab keeps them.
 */

/** The code the URL chooses: a tab's code, else the first tab's ('' for All). */
export function tabCodeOf(def: ResourceDef, search: URLSearchParams): string {
  const tabs = def.listTabs?.tabs ?? [];
  const raw = search.get(listTabParam(def));
  const tab = raw !== null ? findListTab(def, raw) : undefined;
  return String((tab ?? tabs[0])?.code ?? '');
}

/**
 * The URL after choosing a tab: its code under the parameter (none for the All tab), the first
 * page, every other parameter (refine's filters, sort, page size) as it was.
 */
export function searchWithTab(def: ResourceDef, search: URLSearchParams, code: string): URLSearchParams {
  const next = new URLSearchParams(search);
  if (code === '') next.delete(listTabParam(def));
  else next.set(listTabParam(def), code);
  if (next.has('currentPage')) next.set('currentPage', '1');
  return next;
}

/** The tab as list query parameters for the API (nothing for All). */
export function tabQueryOf(def: ResourceDef, code: string): Record<string, string> {
  return def.listTabs && code !== '' ? { [listTabParam(def)]: code } : {};
}

/** The tab as a filter an export's query encodes as `tab=3` (the export reads the list's query). */
export function tabFiltersOf(def: ResourceDef, code: string): CrudFilter[] {
  return def.listTabs && code !== '' ? [{ field: listTabParam(def), operator: 'eq', value: code }] : [];
}

/** The chosen tab of a list page and how to choose another (pushed to the history, so Back returns to it). */
export function useListTab(def: ResourceDef): { code: string; query: Record<string, string>; choose: (code: string) => void } {
  const [search, setSearch] = useSearchParams();
  const code = tabCodeOf(def, search);
  const query = useMemo(() => tabQueryOf(def, code), [def, code]);
  const choose = useCallback((next: string) => setSearch((current) => searchWithTab(def, current, next)), [def, setSearch]);
  return { code, query, choose };
}
