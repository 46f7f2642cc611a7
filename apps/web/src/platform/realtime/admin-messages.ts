/**
 * Real-time admin messages (spec 01 §7): every frame on the user's admin topic is JSON
 * `{type, body}`. Screens register a handler per type; the socket only parses and dispatches,
 * so a new message type is one `onAdminMessage` call, not a change to the connection code.
 */
export interface AdminMessage<B = unknown> {
  type: string;
  body: B;
}

type Handler = (body: unknown, message: AdminMessage) => void;

const handlers = new Map<string, Set<Handler>>();

/** Calls `handler` with the body of every message of `type`; returns the unsubscribe. */
export function onAdminMessage<B>(type: string, handler: (body: B, message: AdminMessage<B>) => void): () => void {
  const set = handlers.get(type) ?? new Set<Handler>();
  set.add(handler as Handler);
  handlers.set(type, set);
  return () => {
    set.delete(handler as Handler);
  };
}

/** Parses one frame body; malformed or unknown messages are dropped (answers false). */
export function dispatchAdminMessage(raw: string): boolean {
  let message: AdminMessage;
  try {
    message = JSON.parse(raw) as AdminMessage;
  } catch {
    return false;
  }
  if (!message || typeof message.type !== 'string') return false;
  const set = handlers.get(message.type);
  if (!set?.size) return false;
  for (const handler of [...set]) {
    try {
      handler(message.body, message);
    } catch (error) {
      // One broken handler must not keep the others (or the socket) from working.
      console.error(`Handler for ${message.type} failed`, error);
    }
  }
  return true;
}

const connectedHandlers = new Set<() => void>();

/**
 * Calls `handler` each time the socket is (re)subscribed. A push sent while the page was loading
 * or the socket was down is never delivered, so a screen that counts pushed things reads its
 * count again here. Returns the unsubscribe.
 */
export function onRealtimeConnected(handler: () => void): () => void {
  connectedHandlers.add(handler);
  return () => {
    connectedHandlers.delete(handler);
  };
}

/** Told by the socket once its subscription is in place. */
export function announceRealtimeConnected(): void {
  for (const handler of [...connectedHandlers]) {
    try {
      handler();
    } catch (error) {
      console.error('A realtime-connected handler failed', error);
    }
  }
}
