import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One event a Sentry SDK sent: the envelope item's payload. */
export interface CollectedEvent {
  exception?: { values?: Array<{ type?: string; value?: string }> };
  tags?: Record<string, string>;
  contexts?: Record<string, Record<string, unknown>>;
  environment?: string;
  request?: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * A local error-reporting service: a tiny HTTP server that takes what Sentry's SDKs send
 * (`POST /api/<project>/envelope/`, newline-separated JSON: the envelope's header, then a
 * header and a payload per item) and keeps the events. Its `dsn` is what SENTRY_DSN names.
 */
export interface ErrorCollector {
  dsn: string;
  events: CollectedEvent[];
  /** Resolves with the first event `match` accepts as soon as it arrives; rejects if none has within `withinMs`. */
  next(match: (event: CollectedEvent) => boolean, withinMs?: number): Promise<CollectedEvent>;
  close(): Promise<void>;
}

/** Listens on `port` (a free one by default: the flows name theirs, as the web app's DSN does). */
export async function startErrorCollector(port = 0): Promise<ErrorCollector> {
  const events: CollectedEvent[] = [];
  const waiting: Array<{ match: (e: CollectedEvent) => boolean; resolve: (e: CollectedEvent) => void }> = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      // a browser SDK sends text/plain (no CORS preflight); the answer must allow its origin
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (req.method !== 'POST' || !/\/api\/\d+\/envelope\/?/.test(req.url ?? '')) {
        res.writeHead(req.method === 'OPTIONS' ? 204 : 404).end();
        return;
      }
      let body = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      const lines = body.toString('utf8').split('\n').filter(Boolean);
      for (let i = 1; i + 1 < lines.length; i += 2) {
        const item = JSON.parse(lines[i]) as { type?: string };
        if (item.type !== 'event') continue;
        const event = JSON.parse(lines[i + 1]) as CollectedEvent;
        events.push(event);
        for (const w of [...waiting]) {
          if (w.match(event)) {
            waiting.splice(waiting.indexOf(w), 1);
            w.resolve(event);
          }
        }
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    dsn: `http://public@127.0.0.1:${bound}/1`,
    events,
    next(match, withinMs = 15_000) {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching error report within ${withinMs} ms; received ${events.length}`)), withinMs);
        waiting.push({ match, resolve: (event) => { clearTimeout(timer); resolve(event); } });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
