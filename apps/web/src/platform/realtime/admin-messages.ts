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
