import { QueryClient } from '@tanstack/react-query';
import { getUserInfo, onSessionChange } from './session';

/**
 * refine's query cache, owned here so that signing out (or a 401) drops every cached answer,
 * permission answers included: the next user must not see the previous one's data.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/**
 * Cleared when the user signs out, another user signs in or the user info is reloaded (a saved
 * profile); not when a kept token's user info is first loaded (spec 01 §6): that load answers
 * refine's own sign-in check, and clearing the cache under it dropped the check, which asked
 * again and rendered nothing.
 */
let knownUser = getUserInfo();
onSessionChange(() => {
  const next = getUserInfo();
  const firstLoad = knownUser === null && next !== null;
  knownUser = next;
  if (!firstLoad) queryClient.clear();
});
