import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { EMPTY_LIST_PREFERENCES, type ListPreferences } from '@console/contracts';
import { queryClient } from '../../platform/query-client';
import { getListPreferences, listPreferencesKey, putListPreferences } from './power-list-api';

/**
 * The signed-in user's columns and saved views of one list. A change shows at once (the cache
 * is updated before the PUT) and is stored through the API; if the API refuses it, the stored
 * preferences are read again so the screen never shows what was not kept.
 */
export function useListPreferences(resource: string) {
  const key = listPreferencesKey(resource);
  const { data, isFetched } = useQuery({ queryKey: key, queryFn: () => getListPreferences(resource), staleTime: Infinity });
  const prefs = data ?? EMPTY_LIST_PREFERENCES;
  const save = useCallback(async (next: ListPreferences) => {
    queryClient.setQueryData(key, next);
    try {
      queryClient.setQueryData(key, await putListPreferences(resource, next));
      return true;
    } catch {
      await queryClient.invalidateQueries({ queryKey: key });
      return false;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resource]);
  return { prefs, loaded: isFetched, save };
}
