import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { balanceEntry, funding } from '@console/resources';
import { Admin, RequirePermission } from '../../core/auth/decorators';
import type { CurrentAdmin } from '../../core/http/request-context';
import { ResourceRegistry } from '../../engine/resource-registry';
import { parseId } from '../../engine/resource-controller.factory';
import { LedgerService } from './ledger.service';
import { LedgerVerifier } from './ledger-verifier';

const BALANCE = { module: 'fulfillment', sub: 'balance-history' } as const;
const FUNDING = { module: 'fulfillment', sub: 'client-funding' } as const;

/**
 * The finance API of issue 13 §1: accounts, postings (Create Transaction), verification and
 * fundings. The lists (entries, accounts, fundings) are the generated resources' own routes.
 */
@ApiTags('finance')
@Controller('finance')
export class FinanceController {
  constructor(private readonly ledger: LedgerService, private readonly verifier: LedgerVerifier, private readonly registry: ResourceRegistry) {}

  @Get('accounts/:clientId')
  @RequirePermission(BALANCE, 'view')
  @ApiOperation({ summary: "A client's account: totalFunded, totalBilled, balance, unBilled, available, creditLimit (4-decimal strings)" })
  account(@Param('clientId') clientId: string, @Admin() admin: CurrentAdmin) {
    return this.ledger.account(parseId(clientId), admin);
  }

  @Post('accounts/:clientId/entries')
  @RequirePermission(BALANCE, 'special')
  @ApiOperation({ summary: 'Create Transaction: post an entry { changeType, amount, pendingDelta?, deductionType?, note, idempotencyKey }; the same key again answers the first entry' })
  async post(@Param('clientId') clientId: string, @Body() body: unknown, @Admin() admin: CurrentAdmin) {
    const request = this.ledger.parseRequest(body);
    const { entryId, repeated } = await this.ledger.post(parseId(clientId), request, admin);
    return { ...(await this.registry.find(balanceEntry.name)!.get(entryId, admin)), repeated };
  }

  @Get('accounts/:clientId/verify')
  @RequirePermission(BALANCE, 'view')
  @ApiOperation({ summary: "One account's stored figures against its entries: { stored, recomputed, chainOk, drift }" })
  async verifyAccount(@Param('clientId') clientId: string, @Admin() admin: CurrentAdmin) {
    await this.ledger.assertClientVisible(parseId(clientId), admin);
    return this.verifier.verifyAccount(parseId(clientId));
  }

  @Get('verify')
  @RequirePermission(BALANCE, 'view')
  @ApiOperation({ summary: 'Every account against its entries: { accounts, drifted, firstDrifted? } (also nightly)' })
  verify() {
    return this.verifier.verifyAll();
  }

  @Post('fundings')
  @RequirePermission(FUNDING, 'create')
  @ApiOperation({ summary: 'Record a funding { clientId, amount, fundingType, reference }: PENDING (2) until approved or denied' })
  createFunding(@Body() body: unknown, @Admin() admin: CurrentAdmin) {
    return this.registry.find(funding.name)!.create(body, admin);
  }

  @Post('fundings/:id/approve')
  @HttpCode(200)
  @RequirePermission(FUNDING, 'edit')
  @ApiOperation({ summary: 'Approve a pending funding: one add-funds entry, exactly once (body: version, optional)' })
  async approve(@Param('id') id: string, @Body() body: unknown, @Admin() admin: CurrentAdmin) {
    await this.registry.find(funding.name)!.runAction(parseId(id), 'approve', admin, undefined, body);
    return this.registry.find(funding.name)!.get(parseId(id), admin);
  }

  @Post('fundings/:id/deny')
  @HttpCode(200)
  @RequirePermission(FUNDING, 'edit')
  @ApiOperation({ summary: 'Deny a pending funding (body: reason, required)' })
  async deny(@Param('id') id: string, @Body() body: unknown, @Admin() admin: CurrentAdmin) {
    await this.registry.find(funding.name)!.runAction(parseId(id), 'deny', admin, undefined, body);
    return this.registry.find(funding.name)!.get(parseId(id), admin);
  }
}
