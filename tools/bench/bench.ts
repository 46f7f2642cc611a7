import { existsSync, mkdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { listBench } from './list-bench';
import { exportBench } from './export-bench';
import { stompBench } from './stomp-bench';
import { importBench } from './import-bench';
import { referenceBench } from './reference-bench';
import { quoteBench } from './quote-bench';
import { chargeBench } from './charge-bench';
import { replayBench } from './replay-bench';
import { ledgerBench } from './ledger-bench';
import { supportBench } from './support-bench';
import { labelBench } from './label-bench';
import { ordersBench } from './orders-bench';
import { ordersListBench } from './orders-list-bench';
import { storageBench } from './storage-bench';
import { rebillBench } from './rebill-bench';
import { batchPackBench } from './batch-pack-bench';

/**
 * `npm run bench`: the list call on 1,000,000 leads (SQLite always; MySQL too when DATABASE_URL
 * is set) and the gzip size of what /login and /dashboard load. The SQLite bench database is
 * kept in data/bench so later runs skip the seeding. BENCH_ONLY runs some parts only, by name:
 * list, export, import, quote, charge, storage, rebill, replay, ledger, support, reference, stomp, labels,
 * orders, orders-list (and the order summary over its table), batch-pack, bundle (`BENCH_ONLY=quote,support node tools/dist/bench/bench.js` after a build).
 * BENCH_ORDERS=n shrinks the orders part (10,000 by default) for a quick check;
 * BENCH_LIST_ORDERS=n the order list's table (1,000,000).
 */
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((p) => p.trim())) : null;
const runs = (part: string): boolean => !ONLY || ONLY.has(part);

async function main(): Promise<void> {
  const root = resolve(__dirname, '../../..');
  const dataDir = join(root, 'data/bench');
  mkdirSync(dataDir, { recursive: true });
  const url = process.env.DATABASE_URL;
  if (runs('list')) {
    console.log('List call, 1,000,000 landing-page leads, SQLite:');
    await listBench(undefined, dataDir);
  }
  if (runs('list') && url && /^(mysql|mariadb):/.test(url)) {
    console.log('List call, 1,000,000 landing-page leads, MySQL:');
    await listBench(url, dataDir);
  }
  if (runs('export')) {
    console.log('Export of 1,000,000 landing-page leads (SQLite):');
    exportBench(dataDir);
  }
  if (runs('import')) {
    console.log('Import of 50,000 addresses (SQLite):');
    await importBench(dataDir);
  }
  if (runs('quote')) {
    console.log('Rate engine (one core):');
    quoteBench();
  }
  if (runs('charge')) {
    console.log('Charge engine (one core):');
    chargeBench();
  }
  if (runs('storage')) {
    console.log(`Daily storage billing, ${process.env.BENCH_STORAGE_CLIENTS ?? '1,000'} clients x 200 skus, SQLite:`);
    await storageBench(dataDir);
  }
  if (runs('storage') && url && /^(mysql|mariadb):/.test(url)) {
    console.log(`Daily storage billing, ${process.env.BENCH_STORAGE_CLIENTS ?? '1,000'} clients x 200 skus, MySQL:`);
    await storageBench(dataDir, url);
  }
  if (runs('rebill')) {
    console.log('Re-bill preview, 1,024,000 order events, SQLite:');
    await rebillBench(dataDir);
  }
  if (runs('rebill') && url && /^(mysql|mariadb):/.test(url)) {
    console.log('Re-bill preview, 1,024,000 order events, MySQL:');
    await rebillBench(dataDir, url);
  }
  if (runs('replay')) {
    console.log('Replay, SQLite:');
    replayBench(dataDir);
  }
  if (runs('replay') && url && /^(mysql|mariadb):/.test(url)) {
    console.log('Replay, MySQL:');
    replayBench(dataDir, url);
  }
  if (runs('ledger')) {
    console.log('Ledger postings and verify, SQLite:');
    await ledgerBench(dataDir);
  }
  if (runs('ledger') && url && /^(mysql|mariadb):/.test(url)) {
    console.log('Ledger postings and verify, MySQL:');
    await ledgerBench(dataDir, url);
  }
  if (runs('support')) {
    console.log('Support desk: 10,000 auto-assigned tickets, list of 1,000,000 tickets, SQLite:');
    await supportBench(dataDir);
  }
  if (runs('support') && url && /^(mysql|mariadb):/.test(url)) {
    console.log('Support desk: 10,000 auto-assigned tickets, list of 1,000,000 tickets, MySQL:');
    await supportBench(dataDir, url);
  }
  if (runs('reference')) {
    console.log('Location reference calls (SQLite):');
    await referenceBench(dataDir);
  }
  if (runs('stomp')) {
    console.log('STOMP delivery:');
    await stompBench(dataDir);
  }
  if (runs('labels')) {
    console.log('Shipping label PDFs (one core):');
    await labelBench();
  }
  if (runs('orders')) {
    console.log(`Parcel orders and their labels through the API (${process.env.BENCH_ORDERS ?? '10000'}), SQLite:`);
    await ordersBench(dataDir);
  }
  if (runs('orders') && url && /^(mysql|mariadb):/.test(url)) {
    console.log(`Parcel orders and their labels through the API (${process.env.BENCH_ORDERS ?? '10000'}), MySQL:`);
    await ordersBench(dataDir, url);
  }
  if (runs('orders-list') && url && /^(mysql|mariadb):/.test(url)) {
    console.log(`Parcel Outbound list, ${process.env.BENCH_LIST_ORDERS ?? '1,000,000'} orders, MySQL:`);
    await ordersListBench(dataDir, url);
  }
  if (runs('orders-list')) {
    console.log(`Parcel Outbound list, ${process.env.BENCH_LIST_ORDERS ?? '1,000,000'} orders, SQLite:`);
    await ordersListBench(dataDir);
  }
  if (runs('batch-pack')) {
    console.log(`Batch and pack: batches over ${process.env.BENCH_BATCH_ORDERS ?? '10,000'} open orders, ${process.env.BENCH_STATIONS ?? '50'} stations scanning, SQLite:`);
    await batchPackBench(dataDir);
  }
  if (runs('batch-pack') && url && /^(mysql|mariadb):/.test(url)) {
    console.log(`Batch and pack: batches over ${process.env.BENCH_BATCH_ORDERS ?? '10,000'} open orders, ${process.env.BENCH_STATIONS ?? '50'} stations scanning, MySQL:`);
    await batchPackBench(dataDir, url);
  }
  const sizeScript = join(root, 'apps/web/scripts/bundle-size.mjs');
  if (runs('bundle') && existsSync(sizeScript)) {
    console.log('Web bundle (gzip):');
    console.log(execFileSync('node', [sizeScript], { cwd: join(root, 'apps/web'), encoding: 'utf8' }));
  }
}

main().then(() => process.exit(0), (error) => {
  console.error(error);
  process.exit(1);
});
