import { useCallback, useSyncExternalStore } from 'react';
import { getUserInfo, onSessionChange, type UserInfo } from './session';
import { accessChecker } from './access-control';
import { useCatalogue } from './catalogue';

/** The signed-in user's afterLogin data; re-renders when it changes. */
export function useUserInfo(): UserInfo | null {
  return useSyncExternalStore(onSessionChange, getUserInfo);
}

/** The zone datetimes are shown in (afterLogin user.timeZone); undefined = browser zone. */
export function useTimeZone(): string | undefined {
  return useUserInfo()?.user.timeZone || undefined;
}

/**
 * The same cached decision the refine access-control provider gives, synchronously: menus
 * and row actions need it for many items at once without a query per item.
 */
export function useAccess(): (resource: string | undefined, action: string) => boolean {
  const user = useUserInfo();
  const catalogue = useCatalogue();
  // A new function when the user or the catalogue changes (the checker reads both), so
  // memoised menus and columns recompute; the deps are the inputs, not the closure.
  return useCallback((resource, action) => accessChecker.check(resource, action), [user, catalogue]);
}
