import { EventEmitter } from 'node:events';
import type Redis from 'ioredis';
import type { AdminMessage } from './admin-message';

export type Delivery = (userId: number, message: AdminMessage) => void;

/**
 * How a message published anywhere reaches the sockets held by this process. In-process by
 * default; with REDIS_URL, through Redis pub/sub so every API instance delivers to its own
 * sockets. Both run the same STOMP code above this seam.
 */
export interface RealtimeBus {
  publish(userId: number, message: AdminMessage): Promise<void>;
  subscribe(deliver: Delivery): void;
  close(): Promise<void>;
}

export class InProcessBus implements RealtimeBus {
  private readonly events = new EventEmitter().setMaxListeners(0);

  async publish(userId: number, message: AdminMessage): Promise<void> {
    this.events.emit('message', userId, message);
  }

  subscribe(deliver: Delivery): void {
    this.events.on('message', deliver);
  }

  async close(): Promise<void> {
    this.events.removeAllListeners();
  }
}

export class RedisBus implements RealtimeBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly ready: Promise<unknown>;

  constructor(url: string, private readonly channel = 'console:realtime') {
    // Loaded only with REDIS_URL: a single instance does not pay for the client (~6 MB at start-up).
    const { default: RedisClient } = require('ioredis') as typeof import('ioredis');
    this.publisher = new RedisClient(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    this.subscriber = new RedisClient(url, { lazyConnect: false });
    this.ready = this.subscriber.subscribe(channel);
  }

  async publish(userId: number, message: AdminMessage): Promise<void> {
    await this.publisher.publish(this.channel, JSON.stringify({ userId, message }));
  }

  subscribe(deliver: Delivery): void {
    this.subscriber.on('message', (channel, raw: string) => {
      if (channel !== this.channel) return;
      const { userId, message } = JSON.parse(raw) as { userId: number; message: AdminMessage };
      deliver(userId, message);
    });
  }

  /** Resolves once this instance listens, so a test can publish right after start-up. */
  whenReady(): Promise<unknown> {
    return this.ready;
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.publisher.quit(), this.subscriber.quit()]);
  }
}
