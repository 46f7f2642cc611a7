import { SOCKET_HEARTBEAT_MS, SOCKET_RECONNECT_MS } from '@console/contracts';

export interface RealtimeOptions {
  /** The admin user's id: the socket subscribes to `/topic/admin/{userId}`. */
  userId: string;
  /** Read at every (re)connect so a renewed token is used; null stops reconnecting. */
  getToken: () => string | null;
  onMessage: (body: string) => void;
  /** Called after each (re)subscription: what was pushed meanwhile was lost. */
  onSubscribed?: () => void;
  /** Where the socket lives; defaults to this page's host at /ws/stomp. */
  url?: string;
}

export interface RealtimeConnection {
  close(): Promise<void>;
}

export function defaultSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/stomp`;
}

/**
 * The STOMP 1.2 connection of a signed-in user (spec 01 §7, §9): bearer token in the CONNECT
 * headers (browsers cannot set socket headers), heart-beats 10 s each way, a new attempt every
 * 5 s after a drop. @stomp/stompjs is imported here, on demand, so /login never downloads it.
 */
export async function openRealtime(options: RealtimeOptions): Promise<RealtimeConnection> {
  const { Client } = await import('@stomp/stompjs');
  const destination = `/topic/admin/${options.userId}`;
  const client = new Client({
    brokerURL: options.url ?? defaultSocketUrl(),
    reconnectDelay: SOCKET_RECONNECT_MS,
    heartbeatIncoming: SOCKET_HEARTBEAT_MS,
    heartbeatOutgoing: SOCKET_HEARTBEAT_MS,
    beforeConnect: (c) => {
      const token = options.getToken();
      // Signed out meanwhile: stop trying rather than knock with no token every 5 s.
      if (!token) return c.deactivate();
      c.connectHeaders = { Authorization: `Bearer ${token}` };
    },
    onConnect: () => {
      client.subscribe(destination, (frame) => options.onMessage(frame.body));
      options.onSubscribed?.();
    },
  });
  client.activate();
  return { close: () => client.deactivate() };
}
