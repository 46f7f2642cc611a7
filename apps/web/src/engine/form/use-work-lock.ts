import { useEffect, useState } from 'react';
import { useDataProvider } from '@refinedev/core';
import { getToken } from '../../platform/session';

/** Renewed well inside the server's lock lifetime (WORK_LOCK_TTL_MS, 2 minutes by default). */
const RENEW_MS = 30_000;

export type WorkLockState =
  | { kind: 'off' }
  | { kind: 'acquiring' }
  | { kind: 'held' }
  /** Someone else holds it: `message` is the server's, in the user's language. */
  | { kind: 'taken'; message: string };

/**
 * Holds the record's work lock (`/api/work-locks/<resource>/<id>`) while the edit form is open:
 * taken on open, renewed every 30 s, released on leaving. When another user holds it the form
 * says so and does not save (the server refuses the save too). Leaving the page (reload, another
 * site, closing the tab) releases with a keep-alive request, which outlives the page; a browser
 * that crashes cannot, and the server lets its lock lapse. `attempt` changes to try again.
 */
export function useWorkLock(resource: string, id: string | undefined, enabled: boolean, attempt = 0): WorkLockState {
  const dataProvider = useDataProvider();
  const [state, setState] = useState<WorkLockState>({ kind: enabled ? 'acquiring' : 'off' });

  useEffect(() => {
    if (!enabled || !id) return undefined;
    const provider = dataProvider();
    const url = `/work-locks/${resource}/${id}`;
    // background calls: the form shows the outcome itself, no toast
    const call = (method: 'post' | 'put' | 'delete') => provider.custom!({ url, method, meta: { suppressErrors: true } });
    let live = true;
    let timer: ReturnType<typeof setInterval> | undefined;
    const refused = (error: unknown) => {
      if (!live) return;
      const { statusCode, message } = (error ?? {}) as { statusCode?: number; message?: string };
      // only a 409 means another user; anything else (network) must not block the form
      setState(statusCode === 409 ? { kind: 'taken', message: message ?? '' } : { kind: 'held' });
    };
    // React does not unmount on a page unload: release from pagehide, with a request that survives the page
    const releaseOnLeave = () => {
      void fetch(`/api${url}`, { method: 'DELETE', keepalive: true, headers: { Authorization: `Bearer ${getToken() ?? ''}` } }).catch(() => undefined);
    };
    window.addEventListener('pagehide', releaseOnLeave);
    setState({ kind: 'acquiring' });
    call('post').then(() => {
      if (!live) return;
      setState({ kind: 'held' });
      timer = setInterval(() => { call('put').catch(refused); }, RENEW_MS);
    }, refused);
    return () => {
      live = false;
      window.removeEventListener('pagehide', releaseOnLeave);
      if (timer) clearInterval(timer);
      call('delete').catch(() => undefined);
    };
  }, [dataProvider, resource, id, enabled, attempt]);

  return enabled ? state : { kind: 'off' };
}
