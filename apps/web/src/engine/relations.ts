import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type BaseRecord } from '@refinedev/core';
import type { FieldDef, ResourceDef } from '@console/metadata';
import { useAccess } from '../app/use-session';

/** field -> id -> label of the related record (its `labelField`). */
export type RelationLabels = Record<string, Record<string, string>>;

/**
 * Labels of the records that relation fields (and json id lists) point at (e.g. landing-page salesId -> the admin
 * user's userName), fetched once per page of records. Only targets the user may view are
 * asked for, quietly: a missing label falls back to the id rather than to an error toast.
 */
export function useRelationLabels(def: ResourceDef, fields: Array<[string, FieldDef]>, records: BaseRecord[] | undefined): RelationLabels {
  const allowed = useAccess();
  const getProvider = useDataProvider();
  const wanted = useMemo(() => {
    const out: Array<{ key: string; resource: string; labelField: string; ids: string[] }> = [];
    for (const [key, field] of fields) {
      // A relation holds one id; a json field naming a relation holds a list of them.
      if ((field.kind !== 'relation' && field.kind !== 'json') || !field.relation || !allowed(field.relation.resource, 'show')) continue;
      const ids = [...new Set((records ?? []).flatMap((r) => r[key]).filter((v) => v !== null && v !== undefined).map(String))].sort();
      if (ids.length) out.push({ key, ...field.relation, ids });
    }
    return out;
  }, [fields, records, allowed]);

  const { data } = useQuery({
    queryKey: ['relation-labels', def.name, wanted],
    enabled: wanted.length > 0,
    staleTime: 60_000,
    queryFn: async () => {
      const provider = getProvider();
      const labels: RelationLabels = {};
      await Promise.all(
        wanted.map(async ({ key, resource, labelField, ids }) => {
          const { data: rows } = await provider.getMany!({ resource, ids, meta: { suppressErrors: true } }).catch(() => ({ data: [] as BaseRecord[] }));
          labels[key] = Object.fromEntries(rows.map((row) => [String(row.id), String(row[labelField] ?? row.id)]));
        }),
      );
      return labels;
    },
  });
  return data ?? EMPTY;
}

const EMPTY: RelationLabels = {};
