import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from '@refinedev/core';
import type { DynamicFieldSpec, FieldDef, LookupEntry } from '@console/metadata';
import { fetchLookup } from './lookup';

/**
 * The fields a chosen record defines for a `fieldsFrom` field (a ticket category's extra fields),
 * read through the relation's lookup, which carries them with the chosen entry. The query key is
 * the relation picker's own 'chosen' query, so the form asks the server once for both.
 * Nothing chosen, or a lookup the user may not make: no fields.
 */
export function useDynamicSpecs(resource: string, field: FieldDef, chosen: unknown): { specs: DynamicFieldSpec[]; loading: boolean } {
  const getProvider = useDataProvider();
  const from = field.fieldsFrom!;
  const ids = chosen === undefined || chosen === null || chosen === '' ? [] : [String(chosen)];
  const { data, isLoading } = useQuery({
    queryKey: ['lookup', resource, from.relation, 'ids', ids],
    enabled: ids.length > 0,
    staleTime: 60_000,
    queryFn: () => fetchLookup(getProvider(), resource, from.relation, { ids }).catch(() => [] as LookupEntry[]),
  });
  const list = data?.[0]?.values?.[from.field];
  return { specs: Array.isArray(list) ? (list as DynamicFieldSpec[]) : [], loading: ids.length > 0 && isLoading };
}

/** A spec's label in the user's language ('zh' or 'en'). */
export const specLabel = (spec: DynamicFieldSpec, language: string) => (language.startsWith('zh') ? spec.label.zh : spec.label.en);
