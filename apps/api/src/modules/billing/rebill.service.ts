import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { daysBetween } from '@console/contracts';
import { mayUse } from '@console/metadata';
import { billingEvent, chargeItem, client, storageRule } from '@console/resources';
import { badRequest } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import { visibleIds } from '../../engine/data-scope';
import { entitySchemaOf } from '../../engine/entity-schema';
import { JobKinds } from '../../engine/jobs/job-kinds';
import { JobQueue } from '../../engine/jobs/job-queue';
import { presentJob } from '../../engine/jobs/job.entity';
import { ResourceRegistry } from '../../engine/resource-registry';
import type { RebillRequestDto } from './dto/rebill-request.dto';
import { plansInForce } from './plan-in-force';
import { rebillPreview, type RebillResult, type RebillScope } from './rebill';

export const REBILL_JOB_KIND = 'billing-rebill';

/** The longest range a preview covers: a year and a day (as the pricing replay's). */
const MAX_DAYS = 366;

/**
 * The re-bill preview as a job (`POST /api/billing/client-billing-automation/rebill-preview`,
 * followed at `GET /api/jobs/{id}`): the request judged here (the range; the draft's items and
 * rules, which must be the clients' own; the clients, by default those the plan bills on the
 * range's last day, narrowed to those the caller may see), then rebill.ts prices it. Nothing is
 * written but the job's result: saving the plan is an ordinary edit, a new dated version.
 */
@Injectable()
export class RebillService {
  constructor(private readonly ds: DataSource, private readonly registry: ResourceRegistry, private readonly jobs: JobQueue, kinds: JobKinds) {
    kinds.register<RebillScope>(REBILL_JOB_KIND, {
      maxAttempts: 1, label: { en: 're-bill preview', zh: '重新计费预览' }, run: (ctx) => this.run(ctx.payload, (p) => ctx.progress(p)),
    });
  }

  async start(body: RebillRequestDto, admin: CurrentAdmin) {
    const scope = await this.scopeOf(body, admin);
    return presentJob(await this.jobs.enqueue({ kind: REBILL_JOB_KIND, payload: scope, ownerId: admin.id }));
  }

  /** Prices a preview to its result (the job's handler; tests and the bench call it directly too). */
  run(scope: RebillScope, progress?: (percent: number) => Promise<boolean>): Promise<RebillResult> {
    return rebillPreview(this.ds.manager, scope, progress);
  }

  private async scopeOf(body: RebillRequestDto, admin: CurrentAdmin): Promise<RebillScope> {
    const { from, to } = body;
    if (from > to || daysBetween(from, to) > MAX_DAYS) throw badRequest('replayRange', { en: { max: MAX_DAYS }, zh: { max: MAX_DAYS } });
    const em = this.ds.manager;
    // the draft's items and rules: each a client one that exists
    const clientsOwn = async (def: typeof chargeItem | typeof storageRule, ids: number[]) =>
      !ids.length || (await em.getRepository(entitySchemaOf(def)).countBy({ id: In([...new Set(ids)]), party: 'client' })) === new Set(ids).size;
    if (!(await clientsOwn(chargeItem, body.chargeItemIds)) || !(await clientsOwn(storageRule, body.storageRuleIds))) throw badRequest('rebillDraftInvalid');
    const planId = body.planId ?? null;
    const asked = body.clientIds ?? (planId ? [...(await plansInForce(em, 'client', to))].filter(([, plan]) => plan.planId === planId).map(([id]) => id) : []);
    const visible = await this.visibleClients(admin, asked);
    if (!visible.length) throw badRequest('rebillNoClients');
    return { from, to, clientIds: visible, chargeItemIds: body.chargeItemIds, storageRuleIds: body.storageRuleIds };
  }

  /** Of the clients asked, those that exist and the caller sees (a sales user: its own); the events' view is needed too. */
  private async visibleClients(admin: CurrentAdmin, asked: number[]): Promise<number[]> {
    if (!mayUse(admin, billingEvent, 'view')) return [];
    return (await visibleIds(this.ds.manager, client, admin, (name) => this.registry.find(name)?.def, asked)) ?? [];
  }
}
