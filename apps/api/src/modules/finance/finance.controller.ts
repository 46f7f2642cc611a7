import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { client, funding } from '@console/resources';
import { entitySchemaOf } from '../../engine/entity-schema';
import { Admin, RequireAnyOf, RequirePermission } from '../../core/auth/decorators';
import type { CurrentAdmin } from '../../core/http/request-context';
import { ResourceRegistry } from '../../engine/resource-registry';
import { parseId } from '../../engine/resource-controller.factory';
import { LedgerService } from './ledger.service';
import { LedgerVerifier } from './ledger-verifier';
import type { AccountVerdict, LedgerVerdict } from './ledger-verify';
import { financeDashboard } from './finance-dashboard';
import { LedgerEntryDto } from './dto/ledger-entry.dto';
import { ApproveFundingDto, CreateFundingDto, DenyFundingDto } from './dto/funding.dto';

const BALANCE = { module: 'fulfillment', sub: 'balance-history' } as const;
const FUNDING = { module: 'fulfillment', sub: 'client-funding' } as const;

/**
 * The finance API (02 §1-§2 Finance): accounts, postings (Create Transaction), verification and
 * fundings. The lists (entries, accounts, fundings) are the generated resources' own routes.
 */
@ApiTags('finance')
@Controller('finance')
export class FinanceController {
  constructor(private readonly ds: DataSource, private readonly ledger: LedgerService, private readonly verifier: LedgerVerifier, private readonly registry: ResourceRegistry) {}

  @Get('dashboard')
  @RequirePermission(BALANCE, 'view')
  @ApiOperation({ summary: "The dashboard's chart: funds received, billed and available per UTC day over the last 30 days, over the accounts the user may see" })
  dashboard(@Admin() admin: CurrentAdmin) {
    return financeDashboard(this.ds, admin);
  }

  @Get('accounts/:clientId')
  @RequirePermission(BALANCE, 'view')
  @ApiOperation({ summary: "A client's account: totalFunded, totalBilled, balance, unBilled, available, creditLimit (4-decimal strings)" })
  account(@Param('clientId') clientId: string, @Admin() admin: CurrentAdmin) {
    return this.ledger.account(parseId(clientId), admin);
  }

  @Post('accounts/:clientId/entries')
  @RequirePermission(BALANCE, 'special')
  @ApiOperation({ summary: 'Create Transaction: post an entry { changeType, amount, pendingDelta?, deductionType?, note, idempotencyKey }; the same key again answers the first entry' })
  post(@Param('clientId') clientId: string, @Body() body: LedgerEntryDto, @Admin() admin: CurrentAdmin) {
    return this.ledger.postAndShow(parseId(clientId), this.ledger.requestOf({ ...body }, body.idempotencyKey), admin);
  }

  @Get('accounts/:clientId/verify')
  @RequirePermission(BALANCE, 'view')
  @ApiOperation({ summary: "One account's stored figures against its entries: { stored, recomputed, chainOk, drift }" })
  async verifyAccount(@Param('clientId') clientId: string, @Admin() admin: CurrentAdmin) {
    await this.ledger.assertClientVisible(parseId(clientId), admin);
    return this.verifier.verifyAccount(parseId(clientId));
  }

  // A full walk of the ledger on demand: the finance controllers' (all of balance history). A
  // user whose data scope is its own clients walks those only (02 §6 Sales role): the counts of
  // the whole ledger are not theirs to learn.
  @Get('verify')
  @RequirePermission(BALANCE, 'special')
  @ApiOperation({ summary: "Every account against its entries: { accounts, drifted, firstDrifted? } (also nightly); a user scoped to its own clients gets their accounts' check" })
  async verify(@Admin() admin: CurrentAdmin) {
    if (admin.assignedOnly) return this.verifier.verifyOwn(admin.id);
    return this.shownTo(admin, await this.verifier.verifyAll());
  }

  @Get('verify/last')
  @RequireAnyOf([{ ref: BALANCE, action: 'view' }, { ref: FUNDING, action: 'view' }])
  @ApiOperation({ summary: "The last full check's verdict (nightly or on demand), for the finance screens' drift banner; null before any" })
  async lastVerdict(@Admin() admin: CurrentAdmin) {
    // a user scoped to its own clients is told of their accounts only (checked now: a few), never the ledger's counts
    if (admin.assignedOnly) return this.verifier.verifyOwn(admin.id);
    const verdict = await this.verifier.lastVerdict();
    return verdict && this.shownTo(admin, verdict);
  }

  @Post('fundings')
  @RequirePermission(FUNDING, 'create')
  @ApiOperation({ summary: 'Record a funding { clientId, amount, fundingType, reference }: PENDING (2) until approved or denied' })
  createFunding(@Body() body: CreateFundingDto, @Admin() admin: CurrentAdmin) {
    return this.registry.find(funding.name)!.create({ ...body }, admin);
  }

  @Post('fundings/:id/approve')
  @HttpCode(200)
  @RequirePermission(FUNDING, 'edit')
  @ApiOperation({ summary: 'Approve a pending funding: one add-funds entry, exactly once (body: version, optional)' })
  async approve(@Param('id') id: string, @Body() body: ApproveFundingDto, @Admin() admin: CurrentAdmin) {
    await this.registry.find(funding.name)!.runAction(parseId(id), 'approve', admin, undefined, { ...body });
    return this.registry.find(funding.name)!.get(parseId(id), admin);
  }

  @Post('fundings/:id/deny')
  @HttpCode(200)
  @RequirePermission(FUNDING, 'edit')
  @ApiOperation({ summary: 'Deny a pending funding (body: reason, required)' })
  async deny(@Param('id') id: string, @Body() body: DenyFundingDto, @Admin() admin: CurrentAdmin) {
    await this.registry.find(funding.name)!.runAction(parseId(id), 'deny', admin, undefined, { ...body });
    return this.registry.find(funding.name)!.get(parseId(id), admin);
  }

  /**
   * The verdict as the user may read it: a sales user (own clients only) learns that the ledger
   * drifted, not another client's figures; the others get the first drifted client's name too.
   */
  private async shownTo(admin: CurrentAdmin, verdict: LedgerVerdict): Promise<Omit<LedgerVerdict, 'firstDrifted'> & { firstDrifted?: AccountVerdict & { clientName: string | null } }> {
    const { firstDrifted, ...overall } = verdict;
    if (admin.assignedOnly || !firstDrifted) return overall;
    const owner = await this.ds.getRepository(entitySchemaOf(client)).findOne({ where: { id: firstDrifted.clientId }, select: { id: true, companyName: true } });
    return { ...overall, firstDrifted: { ...firstDrifted, clientName: owner ? String(owner.companyName) : null } };
  }
}
