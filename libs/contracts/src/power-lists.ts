/**
 * What the API and the web agree on for bulk actions, exports of a selection and the list
 * preferences each user keeps per resource ("power lists").
 */

/** Most records one bulk call may name; beyond it the call is refused whole (400). */
export const MAX_BULK_ITEMS = 100;
/** Most record ids an export of a selection may name. */
export const MAX_EXPORT_IDS = 500;

/** One selected record as the list read it: a stale version is refused for that record only. */
export interface BulkItem {
  id: number;
  version: number;
}

interface BulkRefusal {
  id: number;
  /** The HTTP status the single call would have answered (404, 409, 403, 400). */
  code: number;
  message: string;
  zhMessage: string;
}

export interface BulkResult {
  done: number[];
  refused: BulkRefusal[];
}

/** Limits of a user's list preferences, checked by the API (400 beyond). */
export const LIST_PREFERENCE_LIMITS = { views: 20, nameLength: 64, minWidth: 40, maxWidth: 1200, filterValueLength: 512, filters: 50 } as const;

/** A named set of filters and a sort the user saved on a list. */
export interface ListView {
  name: string;
  /** Filter values keyed by field, as the list's filter bar holds them (text, numbers, lists, [from, to]). */
  filters: Record<string, unknown>;
  sort?: { field: string; order: 'asc' | 'desc' } | null;
  isDefault?: boolean;
}

export interface ListColumnPreferences {
  /** Column keys in the order shown; keys not named keep their place after these. */
  order: string[];
  hidden: string[];
  /** Widths in pixels by column key. */
  widths: Record<string, number>;
  /** Columns the definition starts hidden (`listHidden`) that the user chose to show. */
  shown?: string[];
  /** How tall the rows are; absent: default. */
  density?: ListDensity;
}

/** How tall a list's rows are: antd's middle size, or its small one for more rows on a laptop screen. */
export type ListDensity = 'default' | 'compact';

export interface ListPreferences {
  columns: ListColumnPreferences;
  views: ListView[];
}

export const EMPTY_LIST_PREFERENCES: ListPreferences = { columns: { order: [], hidden: [], widths: {} }, views: [] };
