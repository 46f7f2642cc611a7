import { useEffect } from 'react';
import { useUserInfo } from '../../platform/use-session';
import { getToken, ownAdminId } from '../../platform/session';
import { announceRealtimeConnected, dispatchAdminMessage } from '../../platform/realtime/admin-messages';
import { openRealtime, type RealtimeConnection } from './stomp-connection';

/**
 * Keeps the user's real-time socket open while the shell is shown and someone is signed in
 * (spec 01 §7: opened after afterLogin). Signing out clears the session, which closes it.
 */
export function RealtimeBinding() {
  const userId = ownAdminId(useUserInfo());

  useEffect(() => {
    if (!userId) return;
    let connection: RealtimeConnection | undefined;
    let closed = false;
    void openRealtime({ userId, getToken, onMessage: dispatchAdminMessage, onSubscribed: announceRealtimeConnected }).then((c) => {
      if (closed) void c.close();
      else connection = c;
    });
    return () => {
      closed = true;
      void connection?.close();
    };
  }, [userId]);

  return null;
}
