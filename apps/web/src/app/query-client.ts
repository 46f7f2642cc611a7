import { QueryClient } from '@tanstack/react-query';
import { onSessionChange } from './session';

/**
 * refine's query cache, owned here so that signing out (or a 401) drops every cached answer,
 * permission answers included: the next user must not see the previous one's data.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

onSessionChange(() => queryClient.clear());
