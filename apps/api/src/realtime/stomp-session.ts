import type { WebSocket } from 'ws';
import { SOCKET_HEARTBEAT_MS } from '@console/contracts';
import type { CurrentAdmin } from '../core/http/request-context';
import { adminTopic } from './admin-message';
import { parseFrames, serialize, StompFrame, StompFrameTooLarge, StompSyntaxError } from './stomp-frame';
import type { MessageFrames } from './message-frames';
import { STOMP_CONNECT_DEADLINE_MS, STOMP_MAX_BUFFERED_CHARS, STOMP_MAX_FRAME_CHARS } from './stomp-limits';

interface SessionDeps {
  authenticate(token: string | undefined): Promise<CurrentAdmin>;
  onClose(session: StompSession): void;
  /** How long a socket may stay open without a successful CONNECT (default STOMP_CONNECT_DEADLINE_MS). */
  connectDeadlineMs?: number;
}

/**
 * One STOMP 1.2 connection: CONNECT with the bearer token in the connect headers (browsers
 * cannot set socket headers), SUBSCRIBE to one's own admin topic only, heart-beats both ways
 * (the server writes at least every 10 s), RECEIPTs, DISCONNECT, ERROR then close. A socket
 * that has not connected by the deadline, a frame over STOMP_MAX_FRAME_CHARS and unhandled text
 * over STOMP_MAX_BUFFERED_CHARS get ERROR then close (stomp-limits.ts).
 */
export class StompSession {
  admin: CurrentAdmin | null = null;
  private token: string | undefined;
  /** Text received and not yet parsed: at most one unfinished frame, or frames behind a slow one. */
  private buffer = '';
  /** When the buffer's unfinished frame announced its content-length: the length it must reach. */
  private bufferNeeds: number | undefined;
  /** Characters of frames already parsed and still being handled (they count against the cap). */
  private inFlight = 0;
  private draining = false;
  /** Set once an ERROR went out: what the peer sends after it is dropped, not buffered. */
  private refused = false;
  private readonly subscriptions = new Map<string, string>();
  private lastReceived = Date.now();
  private timers: NodeJS.Timeout[] = [];
  private readonly connectDeadline: NodeJS.Timeout;
  private closed = false;

  constructor(private readonly socket: WebSocket, private readonly deps: SessionDeps) {
    socket.on('message', (data) => this.receive(data.toString()));
    socket.on('close', () => this.shutdown());
    socket.on('error', () => this.shutdown());
    this.connectDeadline = setTimeout(() => {
      if (!this.admin) this.fail('no CONNECT in time');
    }, deps.connectDeadlineMs ?? STOMP_CONNECT_DEADLINE_MS).unref();
  }

  private send(frame: StompFrame): void {
    if (!this.closed && this.socket.readyState === this.socket.OPEN) this.socket.send(serialize(frame));
  }

  private fail(message: string, receiptId?: string): void {
    if (this.refused) return;
    this.refused = true;
    this.send({ command: 'ERROR', headers: { message, ...(receiptId ? { 'receipt-id': receiptId } : {}) }, body: message });
    this.closeSoon();
  }

  private closeSoon(): void {
    // Give the ERROR or RECEIPT frame time to leave before the socket closes.
    setTimeout(() => this.socket.close(), 50).unref();
    this.stopTimers();
  }

  private receive(chunk: string): void {
    if (this.refused || this.closed) return;
    this.lastReceived = Date.now();
    if (this.buffer.length + this.inFlight + chunk.length > STOMP_MAX_BUFFERED_CHARS) {
      this.buffer = '';
      return this.fail(`too much unhandled data (at most ${STOMP_MAX_BUFFERED_CHARS} characters)`);
    }
    const unfinished = this.buffer.length > 0 && !this.draining; // an unfinished frame of earlier messages
    this.buffer += chunk;
    if (unfinished && !this.mayComplete(chunk)) {
      // parsing again would only re-scan the buffer (a drip of tiny messages would cost quadratic time)
      if (this.buffer.length > STOMP_MAX_FRAME_CHARS) {
        this.buffer = '';
        this.fail(new StompFrameTooLarge(STOMP_MAX_FRAME_CHARS).message);
      }
      return;
    }
    this.drain().catch(() => this.fail('internal error'));
  }

  /** A frame ends with NUL; one with a content-length not before the announced length. */
  private mayComplete(chunk: string): boolean {
    return this.bufferNeeds !== undefined ? this.buffer.length >= this.bufferNeeds : chunk.includes('\0');
  }

  /**
   * Handles the frames of the buffer one after another, in order, also across socket messages
   * (a SUBSCRIBE right behind CONNECT waits for the CONNECT's authentication).
   */
  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      while (!this.refused && !this.closed && this.buffer) {
        let frames: StompFrame[];
        const before = this.buffer.length;
        try {
          ({ frames, rest: this.buffer, restNeeds: this.bufferNeeds } = parseFrames(this.buffer, STOMP_MAX_FRAME_CHARS));
        } catch (error) {
          this.buffer = '';
          return this.fail(error instanceof StompSyntaxError ? error.message : 'malformed frame');
        }
        if (!frames.length) return; // an unfinished frame: wait for more
        this.inFlight = before - this.buffer.length;
        for (const frame of frames) {
          if (this.refused || this.closed) return;
          await this.handle(frame);
        }
        this.inFlight = 0;
      }
    } finally {
      this.inFlight = 0;
      this.draining = false;
    }
  }

  private async handle(frame: StompFrame): Promise<void> {
    const receipt = frame.headers.receipt;
    if (frame.command === 'CONNECT' || frame.command === 'STOMP') return this.connect(frame);
    if (!this.admin) return this.fail('not connected', receipt);
    switch (frame.command) {
      case 'SUBSCRIBE': {
        const { id, destination } = frame.headers;
        if (!id || !destination) return this.fail('SUBSCRIBE needs id and destination', receipt);
        if (destination !== adminTopic(this.admin.id)) return this.fail(`forbidden destination ${destination}`, receipt);
        this.subscriptions.set(id, destination);
        break;
      }
      case 'UNSUBSCRIBE':
        if (!frame.headers.id) return this.fail('UNSUBSCRIBE needs id', receipt);
        this.subscriptions.delete(frame.headers.id);
        break;
      case 'DISCONNECT':
        if (receipt) this.send({ command: 'RECEIPT', headers: { 'receipt-id': receipt }, body: '' });
        this.closeSoon();
        return;
      default:
        // SEND, ACK, NACK and transactions: the console only listens on this channel.
        return this.fail(`${frame.command} is not supported`, receipt);
    }
    if (receipt) this.send({ command: 'RECEIPT', headers: { 'receipt-id': receipt }, body: '' });
  }

  private async connect(frame: StompFrame): Promise<void> {
    if (this.admin) return this.fail('already connected');
    const versions = (frame.headers['accept-version'] ?? '1.0').split(',');
    if (!versions.includes('1.2')) return this.fail('only STOMP 1.2 is supported');
    const token = frame.headers.Authorization ?? frame.headers.authorization ?? frame.headers.passcode;
    try {
      this.token = token?.replace(/^Bearer /i, '');
      this.admin = await this.deps.authenticate(this.token);
    } catch {
      return this.fail('unauthorized');
    }
    const [cx, cy] = (frame.headers['heart-beat'] ?? '0,0').split(',').map((n) => Number(n) || 0);
    this.send({ command: 'CONNECTED', headers: { version: '1.2', 'heart-beat': `${SOCKET_HEARTBEAT_MS},${SOCKET_HEARTBEAT_MS}`, server: 'console/1' }, body: '' });
    this.startHeartbeats(cx, cy);
  }

  /** Heart-beats as negotiated in 1.2: each side at the larger of what one offers and the other wants. */
  private startHeartbeats(clientSends: number, clientWants: number): void {
    const outgoing = clientWants > 0 ? Math.max(SOCKET_HEARTBEAT_MS, clientWants) : 0;
    const incoming = clientSends > 0 ? Math.max(SOCKET_HEARTBEAT_MS, clientSends) : 0;
    if (outgoing) this.timers.push(setInterval(() => this.socket.readyState === this.socket.OPEN && this.socket.send('\n'), outgoing));
    const check = incoming || SOCKET_HEARTBEAT_MS;
    this.timers.push(setInterval(() => void this.watch(incoming), check));
  }

  /** Drops a silent peer, and a user whose token stopped being valid (deactivated, signed out). */
  private async watch(incoming: number): Promise<void> {
    if (incoming && Date.now() - this.lastReceived > incoming * 2) return this.fail('heart-beat timeout');
    try {
      await this.deps.authenticate(this.token);
    } catch {
      this.fail('unauthorized');
    }
  }

  /** `frames` are made once by the server for all of the user's sockets (message-frames.ts). */
  deliver(userId: number, frames: MessageFrames): void {
    if (!this.admin || this.admin.id !== userId) return;
    const destination = adminTopic(userId);
    for (const [id, subscribed] of this.subscriptions) {
      if (subscribed !== destination) continue;
      // Bytes of a text frame: the same Buffer is written to every socket of the user.
      if (!this.closed && this.socket.readyState === this.socket.OPEN) this.socket.send(frames.forSubscription(id), { binary: false });
    }
  }

  private stopTimers(): void {
    clearTimeout(this.connectDeadline);
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
  }

  private shutdown(): void {
    if (this.closed) return;
    this.closed = true;
    this.stopTimers();
    this.deps.onClose(this);
  }

  close(): void {
    this.socket.close();
    this.shutdown();
  }
}
