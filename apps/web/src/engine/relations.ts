import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type BaseRecord } from '@refinedev/core';
import type { FieldDef, ResourceDef } from '@console/metadata';
import { fetchLookup, useMayLookup } from './lookup';

/** field -> id -> label of the related record (its `labelField`). */
export type RelationLabels = Record<string, Record<string, string>>;

/**
 * Labels of the records that relation fields (and json id lists) point at (e.g. landing-page
 * salesId -> the admin user's userName), fetched once per page of records through the field's
 * lookup route (engine/lookup.ts): who may edit the resource sees names even without view on
 * the target. Asked quietly: a missing label falls back to the id rather than to an error toast.
 */
export function useRelationLabels(def: ResourceDef, fields: Array<[string, FieldDef]>, records: BaseRecord[] | undefined): RelationLabels {
  const mayLookup = useMayLookup();
  const getProvider = useDataProvider();
  const wanted = useMemo(() => {
    const out: Array<{ key: string; ids: string[] }> = [];
    for (const [key, field] of fields) {
      // A relation holds one id; a json field naming a relation holds a list of them.
      if (!field.relation || !mayLookup(def, key)) continue;
      const ids = [...new Set((records ?? []).flatMap((r) => r[key]).filter((v) => v !== null && v !== undefined).map(String))].sort();
      if (ids.length) out.push({ key, ids });
    }
    return out;
  }, [def, fields, records, mayLookup]);

  const { data } = useQuery({
    queryKey: ['relation-labels', def.name, wanted],
    enabled: wanted.length > 0,
    staleTime: 60_000,
    queryFn: async () => {
      const provider = getProvider();
      const labels: RelationLabels = {};
      await Promise.all(
        wanted.map(async ({ key, ids }) => {
          const entries = await fetchLookup(provider, def.name, key, { ids }).catch(() => []);
          labels[key] = Object.fromEntries(entries.map((e) => [String(e.id), e.label]));
        }),
      );
      return labels;
    },
  });
  return data ?? EMPTY;
}

const EMPTY: RelationLabels = {};
