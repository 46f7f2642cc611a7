import { searchFields, type ResourceDef } from '@console/metadata';
import { screenPaths } from '../../engine/paths';

/** GET /api/search answers groups of hits, one per resource the user may view. */
export interface SearchGroup {
  resource: string;
  /** `partition`: the value of a partitioned resource's record, whose screens carry it. */
  hits: Array<{ id: number; title: string; partition?: string }>;
}

export interface SearchOption {
  /** The path of the record's show page (what choosing it opens). */
  value: string;
  title: string;
  resource: string;
  id: number;
}

export interface SearchOptionGroup {
  resource: string;
  options: SearchOption[];
}

/** Groups in the order of the catalogue (the menu's), each hit a path to open; unknown resources are dropped. */
export function searchOptions(groups: SearchGroup[], catalogue: readonly ResourceDef[]): SearchOptionGroup[] {
  const order = new Map(catalogue.map((def, i) => [def.name, i]));
  return groups
    .filter((g) => order.has(g.resource) && g.hits.length > 0)
    .sort((a, b) => order.get(a.resource)! - order.get(b.resource)!)
    .map((g) => {
      const def = catalogue[order.get(g.resource)!];
      return {
        resource: g.resource,
        options: g.hits.map((h) => ({ value: screenPaths(def, h.partition).show(h.id), title: h.title, resource: g.resource, id: h.id })),
      };
    });
}

/** Whether the header search has anything to look in for this user (a searchable resource they may view). */
export function maySearch(catalogue: readonly ResourceDef[] | null, allowed: (resource: string, action: string) => boolean): boolean {
  return Boolean(catalogue?.some((def) => searchFields(def).length > 0 && allowed(def.name, 'list')));
}

/** Ctrl+K (Cmd+K on a Mac) focuses the search, as in most consoles. */
export function isSearchShortcut(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';
}
