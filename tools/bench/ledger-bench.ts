import { DataSource } from 'typeorm';
import { benchAdmin, startBenchApi, type Row } from './bench-api';
import { parseUnits } from '@console/ledger';
import { createApp } from 'api/dist/app.factory';
import { LedgerService } from 'api/dist/modules/finance/ledger.service';
import { LedgerVerifier } from 'api/dist/modules/finance/ledger-verifier';
import { ResourceRegistry } from 'api/dist/engine/resource-registry';
import { InvoiceService } from 'api/dist/modules/finance/invoices/invoice.service';
import { CLIENT_INVOICES } from 'api/dist/modules/finance/invoices/client-invoice-book';
import { invoicePdf } from 'api/dist/modules/finance/invoices/invoice-pdf';
import { financeDashboard } from 'api/dist/modules/finance/finance-dashboard';
import { entitySchemaOf } from 'api/dist/engine/entity-schema';
import { client, invoice, invoiceLine } from '@console/resources';
import { periodAt } from '@console/ledger';

const POSTINGS = 100_000;
const CLIENTS = 100;
const CONCURRENCY = 20;

/**
 * The ledger's figure: 100,000 postings over 100 clients from 20 concurrent workers (on MySQL, 20
 * pool connections at once) through the ledger's own service — lock, idempotency lookup, post(),
 * entry, account and client writes — on a fresh database; then the full verification. Every client
 * is funded first; then labels, holds and their settlements, refunds, and some retries of an
 * earlier key (answered, not written).
 */
export async function ledgerBench(dataDir: string, databaseUrl?: string): Promise<void> {
  // The demo's users and clients (no rated shipments: the ledger does not need them).
  const api = await startBenchApi('ledger_bench', dataDir, databaseUrl);
  try {
    const { app, ds } = api;
    const admin = benchAdmin(api.config);
    const clients = app.get(ResourceRegistry).find('client')!;
    const ids = ((await clients.list({ page: 1, pageSize: CLIENTS, sortField: 'id', sortOrder: 'ASC', filters: [] }, admin as never)).records).map((c) => Number(c.id));
    for (let i = ids.length; i < CLIENTS; i++) {
      const created = await clients.create({ clientKind: 'oms', companyName: `Bench Shipper ${i}`, firstName: 'B', lastName: 'S', contactEmail: `bench${i}@example.com`, phone: '+1 626 555 0100', salesId: 1 }, admin as never);
      ids.push(Number(created.id));
    }
    const ledger = app.get(LedgerService);
    for (const id of ids) await ledger.post(id, { changeType: 6, amount: parseUnits('100000')!, pendingDelta: 0n, note: 'Opening funds', idempotencyKey: 'open' }, admin as never);

    let next = 0;
    let written = 0;
    let repeated = 0;
    const started = process.hrtime.bigint();
    const worker = async () => {
      for (;;) {
        const i = next++;
        if (i >= POSTINGS) return;
        const clientId = ids[i % CLIENTS];
        // each client's postings cycle: label, hold, its settlement, refund (a client's turns are
        // CLIENTS apart, far more than the workers in flight, so they land in that order)
        const kind = Math.floor(i / CLIENTS) % 4;
        const key = `p${i}`;
        const posting = kind === 0 ? { changeType: 1 as const, amount: -parseUnits('7.4321')!, pendingDelta: 0n }
          : kind === 1 ? { changeType: 3 as const, amount: 0n, pendingDelta: parseUnits('12.5')! }
          : kind === 2 ? { changeType: 2 as const, amount: -parseUnits('11.9')!, pendingDelta: -parseUnits('12.5')!, deductionType: 2 as const }
          : { changeType: 5 as const, amount: parseUnits('3.25')!, pendingDelta: 0n };
        const answer = await ledger.post(clientId, { ...posting, note: 'Bench', idempotencyKey: key }, admin as never);
        if (answer.repeated) repeated++;
        else written++;
        // one refund in ten is sent again, as a client retrying after a lost answer: answered, not written
        if (kind === 3 && i % 10 === 0 && (await ledger.post(clientId, { ...posting, note: 'Bench', idempotencyKey: key }, admin as never)).repeated) repeated++;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const verifyStarted = process.hrtime.bigint();
    const verdict = await app.get(LedgerVerifier).verifyAll();
    const verifySeconds = Number(process.hrtime.bigint() - verifyStarted) / 1e9;
    console.log(`  ${POSTINGS.toLocaleString('en-US')} postings over ${CLIENTS} clients, ${CONCURRENCY} concurrent: ${seconds.toFixed(1)} s, ${Math.round(POSTINGS / seconds)} postings/s (${written} written; ${repeated} retries answered, not written)   (aim on MariaDB: >= 1,000/s)`);
    console.log(`  full verify of ${verdict.entries.toLocaleString('en-US')} entries in ${verdict.accounts} accounts: ${verifySeconds.toFixed(2)} s, drifted ${verdict.drifted}   (aim: <= 10 s, drift 0)`);
    await invoiceFigures(app, admin);
  } finally {
    await api.close();
  }
}

const seconds = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e9;

/**
 * After the postings: this month's invoices of every client built from those entries (Generate,
 * one transaction per client), the biggest one printed as a PDF, and the dashboard's 30-day
 * chart over the whole ledger.
 */
async function invoiceFigures(app: Awaited<ReturnType<typeof createApp>>, admin: Record<string, unknown>): Promise<void> {
  const ds = app.get(DataSource);
  let started = process.hrtime.bigint();
  const { drafts } = await app.get(InvoiceService).generate(CLIENT_INVOICES, periodAt(new Date()), admin as never);
  const generateSeconds = seconds(started);
  const lines = await ds.getRepository(entitySchemaOf(invoiceLine)).count();
  console.log(`  Generate Invoices, this month: ${drafts} drafts, ${lines.toLocaleString('en-US')} lines in ${generateSeconds.toFixed(1)} s (${Math.round(lines / generateSeconds)} lines/s)`);
  const biggest = await ds.getRepository(entitySchemaOf(invoice)).findOne({ where: {}, order: { lineCount: 'DESC' } });
  if (biggest) {
    const owner = await ds.getRepository(entitySchemaOf(client)).findOneBy({ id: Number(biggest.clientId) });
    const rows = await ds.getRepository(entitySchemaOf(invoiceLine)).find({ where: { invoiceId: Number(biggest.id) }, order: { recordTime: 'ASC', id: 'ASC' } });
    started = process.hrtime.bigint();
    const pdf = await invoicePdf({ productName: 'EZEESHIP', form: CLIENT_INVOICES, invoice: biggest as never, partyName: String(owner?.companyName ?? ''), lines: rows as never, timeZone: 'UTC' }, 'zh');
    console.log(`  invoice PDF (Chinese, ${rows.length} lines): ${seconds(started).toFixed(2)} s, ${(pdf.length / 1024).toFixed(0)} KiB`);
  }
  started = process.hrtime.bigint();
  await financeDashboard(ds, admin as never);
  console.log(`  dashboard chart, 30 days over every account: ${(seconds(started) * 1000).toFixed(0)} ms`);
}
