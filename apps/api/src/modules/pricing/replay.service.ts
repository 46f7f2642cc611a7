import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { daysBetween, type ReplayResult } from '@console/contracts';
import { mayUse, type ResourceDef } from '@console/metadata';
import { client, fuelRate, peakSetting, pricingLevel, ratedShipment, surcharge } from '@console/resources';
import { AppException, badRequest } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import { visibleIds } from '../../engine/data-scope';
import { entitySchemaOf } from '../../engine/entity-schema';
import { JobKinds } from '../../engine/jobs/job-kinds';
import { JobQueue } from '../../engine/jobs/job-queue';
import { presentJob } from '../../engine/jobs/job.entity';
import { ResourceRegistry } from '../../engine/resource-registry';
import { bodyRules, validateBody } from '../../engine/validation';
import { APP_CONFIG } from '../../core/tokens';
import type { AppConfig } from '../../core/config';
import { loadPricingBook } from './pricing-book.loader';
import { DRAFTABLE, type Draft, type DraftResource, type PricingBookData } from './pricing-book';
import { ReplayTally, combine, type DraftReach, type ReplayOutcome } from './replay-tally';
import { REPLAY_COLUMNS, factsOfRow, type ShipmentRow } from './replay-rows';
import { ReplayPool, replayWorkerScript } from './replay-pool';
import type { ReplayRequestDto } from './dto/replay-request.dto';

export const REPLAY_JOB_KIND = 'pricing-replay';

/** Shipments read per query (keyset by id) and between two progress reports. */
const BATCH = 5000;
/** The longest range a replay covers: a year and a day. */
const MAX_DAYS = 366;

interface ReplayPayload {
  from: string;
  to: string;
  draft: Draft;
  /** The clients whose shipments the owner may see; null: all of them. */
  clientIds: number[] | null;
}

const DRAFT_DEFS: Record<DraftResource, ResourceDef> = { 'pricing-level': pricingLevel, surcharge, 'fuel-rate': fuelRate, 'peak-setting': peakSetting };

/**
 * The replay: a draft change priced against the stored shipments of a date range before it is
 * saved. The request is checked here (dates, the draft's values by the resource's own rules, the
 * caller's right to edit that record and to see the shipments) and queued as a job; the job loads
 * the whole pricing book once, reads the shipments in batches of 5,000 by id and tallies them
 * (replay-tally.ts) — in worker threads from REPLAY_WORKER_MIN_ROWS shipments on (replay-pool.ts),
 * in this thread below — reporting progress as it goes. Nothing is written but the job's result:
 * saving the draft is an ordinary edit, a new dated version.
 */
@Injectable()
export class ReplayService {
  constructor(
    private readonly ds: DataSource,
    private readonly registry: ResourceRegistry,
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    kinds: JobKinds,
  ) {
    kinds.register<ReplayPayload>(REPLAY_JOB_KIND, { maxAttempts: 1, label: { en: 'replay', zh: '回放' }, run: (ctx) => this.run(ctx.payload, (p) => ctx.progress(p)) });
  }

  async start(body: ReplayRequestDto, admin: CurrentAdmin) {
    const payload = await this.payloadOf(body, admin);
    return presentJob(await this.jobs.enqueue({ kind: REPLAY_JOB_KIND, payload, ownerId: admin.id }));
  }

  /** Runs a replay to its result (the job's handler; tests and the bench call it directly too). */
  async run(payload: ReplayPayload, progress: (percent: number) => Promise<boolean> = async () => true): Promise<ReplayResult> {
    const book = await loadPricingBook(this.ds.manager);
    const draftBook = book.withDraft(payload.draft);
    if (!draftBook) throw new AppException(404, 'notFound');
    const reach = this.reachOf(payload.draft, book.data);
    const total = await this.shipments(payload).getCount();
    const script = replayWorkerScript();
    const workers = total >= this.config.replayWorkerMinRows && script ? this.config.replayWorkers : 0;
    let outcome: ReplayOutcome;
    if (workers > 0) {
      // The main thread reads, the workers price (a million shipments: three quotes each).
      const pool = new ReplayPool(script!, workers, { data: book.data, draft: payload.draft, reach });
      try {
        await this.read(payload, total, progress, (rows) => pool.send(rows));
        outcome = combine(await pool.finish());
      } finally {
        await pool.close();
      }
    } else {
      const tally = new ReplayTally(book, draftBook, reach);
      await this.read(payload, total, progress, async (rows) => {
        for (const row of rows) tally.add(factsOfRow(row));
      });
      outcome = tally.outcome();
    }
    return { ...outcome, workers, from: payload.from, to: payload.to, draft: payload.draft, names: await this.namesOf(outcome) };
  }

  /**
   * The range's shipments in batches by id (keyset on the primary key: both databases walk it in
   * order and read neighbouring rows together; by ship date, MariaDB fetched every row of a batch
   * from a different page and took 0.5 s a batch), each batch handed to `take` before the next
   * is read; progress after each.
   */
  private async read(payload: ReplayPayload, total: number, progress: (percent: number) => Promise<boolean>, take: (rows: ShipmentRow[]) => Promise<void>): Promise<void> {
    let read = 0;
    let afterId = 0;
    for (;;) {
      const rows = await this.shipments(payload).andWhere('s.id > :afterId', { afterId })
        .select(REPLAY_COLUMNS).orderBy('s.id', 'ASC').limit(BATCH).getRawMany<ShipmentRow>();
      if (!rows.length) return;
      afterId = Number(rows[rows.length - 1].id);
      await take(rows);
      read += rows.length;
      if (rows.length < BATCH) return;
      if (!(await progress(Math.min(99, Math.floor((read / Math.max(total, 1)) * 100))))) throw new Error('replay lease lost');
      // better-sqlite3 answers synchronously: let timers and requests in between batches.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  private shipments(payload: ReplayPayload) {
    const qb = this.ds.manager.getRepository(entitySchemaOf(ratedShipment)).createQueryBuilder('s')
      .where('s.ship_date >= :from AND s.ship_date <= :to', { from: payload.from, to: payload.to });
    if (payload.clientIds) qb.andWhere(payload.clientIds.length ? 's.client_id IN (:...clientIds)' : '1 = 0', { clientIds: payload.clientIds });
    return qb;
  }

  /** A level draft reaches that level's shipments; the others the shipments of their carrier (before and after). */
  private reachOf(draft: Draft, data: PricingBookData): DraftReach {
    if (draft.resource === 'pricing-level') return { levelId: draft.id! };
    const list = data[DRAFTABLE[draft.resource]];
    const carriers = new Set<number>();
    if (draft.values.carrier !== undefined) carriers.add(Number(draft.values.carrier));
    for (const v of list.find((r) => r.id === draft.id)?.versions ?? []) carriers.add(Number(v.values.carrier));
    return { carriers: [...carriers] };
  }

  private async namesOf(outcome: ReplayOutcome): Promise<ReplayResult['names']> {
    const clientIds = [...new Set(outcome.rows.map((r) => r.clientId).filter((id): id is number => id !== null))];
    const clients: Record<string, string> = {};
    for (let i = 0; i < clientIds.length; i += 500) {
      const found = await this.ds.manager.getRepository(entitySchemaOf(client)).createQueryBuilder('c').select(['c.id', 'c.companyName'])
        .where('c.id IN (:...ids)', { ids: clientIds.slice(i, i + 500) }).getMany();
      for (const c of found) clients[String(c.id)] = String(c.companyName);
    }
    const services: Record<string, string> = {};
    const found = await this.ds.manager.getRepository(entitySchemaOf(this.registry.find('carrier-service')!.def)).find({ select: { id: true, serviceName: true } as never });
    for (const s of found) services[String(s.id)] = String(s.serviceName);
    return { clients, services };
  }

  /** The checked request (ReplayRequestDto) judged: the range, the draft by its resource's rules, and the caller's rights. */
  private async payloadOf({ from, to, draft: d }: ReplayRequestDto, admin: CurrentAdmin): Promise<ReplayPayload> {
    if (from > to || daysBetween(from, to) > MAX_DAYS) throw badRequest('replayRange', { en: { max: MAX_DAYS }, zh: { max: MAX_DAYS } });
    const resource = d.resource;
    const def = DRAFT_DEFS[resource];
    const id = d.id ?? undefined;
    const effectiveFrom = d.effectiveFrom ?? from;
    if (!mayUse(admin, def, id === undefined ? 'create' : 'edit', this.config.productCode) || !mayUse(admin, ratedShipment, 'view', this.config.productCode)) {
      throw new AppException(403, 'forbidden');
    }
    // The drafted record must be one the caller may see; the values pass the resource's own rules.
    if (id !== undefined) await this.registry.find(def.name)!.get(id, admin);
    // The draft's day is its record's effective date (every draftable resource keeps one).
    const asked = { ...d.values, effectiveFrom };
    const values = id === undefined
      ? validateBody(def, bodyRules(def, 'create'), asked)
      : (({ version: _version, ...rest }) => rest)(validateBody(def, bodyRules(def, 'update'), { ...asked, version: 0 }));
    return { from, to, draft: { resource, ...(id !== undefined ? { id } : {}), values, effectiveFrom }, clientIds: await this.visibleClients(admin) };
  }

  /** The clients whose shipments the caller sees: null for all, else its own (a sales user). */
  private visibleClients(admin: CurrentAdmin): Promise<number[] | null> {
    return visibleIds(this.ds.manager, client, admin, (name) => this.registry.find(name)?.def);
  }
}

