import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { TokenAuthService } from '../core/auth/token-auth.service';
import { APP_CONFIG, REALTIME_BUS } from '../core/tokens';
import type { AppConfig } from '../core/config';
import type { AdminMessage } from './admin-message';
import type { RealtimeBus } from './realtime-bus';
import { StompSession } from './stomp-session';
import { MessageFrames } from './message-frames';
import { adminTopic } from './admin-message';
import { WS_MAX_PAYLOAD_BYTES } from './stomp-limits';

const STOMP_PATH = '/ws/stomp';

/**
 * STOMP over WebSocket at /ws/stomp, on the API's own HTTP server. Messages come from the bus
 * (in-process or Redis) and go to this process's sessions of the addressed user.
 */
@Injectable()
export class StompServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Stomp');
  // a single giant WebSocket message is refused by ws (close 1009) before it is buffered whole
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: WS_MAX_PAYLOAD_BYTES });
  private readonly sessions = new Set<StompSession>();
  private messageSeq = 0;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly tokens: TokenAuthService,
    @Inject(REALTIME_BUS) private readonly bus: RealtimeBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const server = this.adapterHost.httpAdapter.getHttpServer();
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (new URL(request.url ?? '/', 'http://localhost').pathname !== STOMP_PATH) return socket.destroy();
      this.wss.handleUpgrade(request, socket, head, (ws) => {
        const session = new StompSession(ws, {
          authenticate: (token) => this.tokens.authenticate(token),
          onClose: (s) => this.sessions.delete(s),
          connectDeadlineMs: this.config.stompConnectTimeoutMs,
        });
        this.sessions.add(session);
      });
    });
    this.bus.subscribe((userId, message) => this.deliverLocally(userId, message));
  }

  private deliverLocally(userId: number, message: AdminMessage): void {
    const frames = new MessageFrames(adminTopic(userId), `${userId}-${++this.messageSeq}`, JSON.stringify(message));
    for (const session of this.sessions) session.deliver(userId, frames);
  }

  /** Sends a message to every socket of the user, on whichever instance holds it. */
  publish(userId: number, message: AdminMessage): Promise<void> {
    return this.bus.publish(userId, message);
  }

  get connectionCount(): number {
    return this.sessions.size;
  }

  async onApplicationShutdown(): Promise<void> {
    for (const session of this.sessions) session.close();
    // sockets still closing (e.g. refused by maxPayload, waiting up to 30 s for the peer's close frame)
    for (const ws of this.wss.clients) ws.terminate();
    this.wss.close();
    await this.bus.close().catch((error) => this.logger.warn(String(error)));
  }
}
