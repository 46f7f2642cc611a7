import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { DataSource } from 'typeorm';
import { createApp } from 'api/dist/app.factory';
import { loadConfig } from 'api/dist/core/config';
import { StompServer } from 'api/dist/realtime/stomp.server';
import { percentile } from './stats';

const SOCKETS = 2000;
const MESSAGES = 20;
/** Messages sent first and not measured: the first fan-out also pays for compiling the send path. */
const WARM_UP = 2;

/** Publish-to-receipt latency of STOMP messages with 2,000 connected, subscribed sockets. */
export async function stompBench(dataDir: string): Promise<void> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: `sqlite://${join(dataDir, 'bench.sqlite')}`, WEB_DIST: join(dataDir, 'no-web') });
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  await app.get(DataSource).runMigrations({ transaction: 'each' });
  const port = (app.getHttpServer().address() as { port: number }).port;
  const login = await fetch(`http://127.0.0.1:${port}/api/wms-user/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'Admin12345' }) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;

  const worker = new Worker(join(__dirname, 'stomp-clients.js'), { workerData: { port, token, sockets: SOCKETS, messages: MESSAGES } });
  const messages = new Promise<{ samples: number[] }>((resolve, reject) => {
    worker.on('error', reject);
    worker.on('message', (m: { ready?: boolean; samples?: number[] }) => {
      if (m.ready) void publishAll();
      if (m.samples) resolve({ samples: m.samples });
    });
  });
  const stomp = app.get(StompServer);
  async function publishAll(): Promise<void> {
    for (let seq = -WARM_UP; seq < MESSAGES; seq++) {
      await stomp.publish(1, { type: 'ADMIN_MSG_EXCEL_EXPORT', body: { content: { seq, status: 1 }, sentAt: performance.timeOrigin + performance.now() } });
      await new Promise((r) => setTimeout(r, 250)); // one message at a time, as exports finish
    }
  }
  const { samples } = await messages;
  await worker.terminate();
  await app.close();
  samples.sort((a, b) => a - b);
  console.log(`  ${SOCKETS} sockets x ${MESSAGES} messages: ${samples.length} deliveries (clients on their own thread, after ${WARM_UP} unmeasured)`);
  console.log(`  publish -> receipt   p50 ${percentile(samples, 50).toFixed(2)} ms  p99 ${percentile(samples, 99).toFixed(2)} ms   (aim: p99 <= 50 ms)`);
}
