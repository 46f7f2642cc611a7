import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

/**
 * The client side of the STOMP bench, on its own thread (its own core): opens the sockets,
 * subscribes, and records for each MESSAGE the time since the publisher stamped it.
 */
const { port, token, sockets: count, messages } = workerData as { port: number; token: string; sockets: number; messages: number };
const now = () => performance.timeOrigin + performance.now();
const samples: number[] = [];

async function main(): Promise<void> {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < count; i += 100) {
    await Promise.all(Array.from({ length: Math.min(100, count - i) }, () => new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/stomp`);
      ws.on('error', reject);
      ws.on('open', () => ws.send(`CONNECT\naccept-version:1.2\nhost:localhost\nAuthorization:Bearer ${token}\nheart-beat:0,0\n\n\0`));
      ws.on('message', (data) => {
        const text = data.toString();
        if (text.startsWith('MESSAGE')) {
          if (text.includes('"seq":-')) return; // a warm-up message
          samples.push(now() - Number(/"sentAt":([\d.]+)/.exec(text)![1]));
          if (samples.length === count * messages) finish(sockets);
        } else if (text.startsWith('CONNECTED')) ws.send('SUBSCRIBE\nid:0\ndestination:/topic/admin/1\nreceipt:r0\n\n\0');
        else if (text.startsWith('RECEIPT')) resolve();
      });
      sockets.push(ws);
    })));
  }
  parentPort!.postMessage({ ready: true });
}

function finish(sockets: WebSocket[]): void {
  for (const ws of sockets) ws.close();
  parentPort!.postMessage({ samples });
}

void main();
