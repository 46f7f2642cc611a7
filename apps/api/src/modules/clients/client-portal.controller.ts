import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { client } from '@console/resources';
import { Admin, Public, RequirePermission } from '../../core/auth/decorators';
import { AppException, badRequest } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import { ResourceRegistry } from '../../engine/resource-registry';
import { ClientAccessService } from './client-access.service';
import { CLIENT_ACTS, type ClientAct, type ClientStanding } from './client-may';
import { ProxyLoginService } from './proxy-login.service';

/**
 * What the client side asks of the console's client records: whether a client may act now
 * (the label API and the portal ask before they act, so a deactivated client is refused
 * everywhere) and the exchange of a proxy login's token for the session it opens.
 */
@ApiTags('clients')
@Controller()
export class ClientPortalController {
  constructor(private readonly access: ClientAccessService, private readonly proxy: ProxyLoginService, private readonly registry: ResourceRegistry) {}

  /**
   * Read like the client itself (01 §6): the caller's data scope and partitions
   * apply, so another owner's client answers the same 404 as a missing id, and the refusal's
   * reason is taken from the record as the caller may see it (never a field it is not shown).
   */
  @Get('clients/:id/permits/:act')
  @RequirePermission({ module: 'fulfillment', sub: 'client' }, 'view')
  @ApiOperation({ summary: 'May the client (record id) submit, createLabel or signIn now? 403 with the reason when not; 404 for a client the caller cannot see' })
  async permit(@Param('id') id: string, @Param('act') act: string, @Admin() admin: CurrentAdmin) {
    if (!/^[1-9][0-9]{0,9}$/.test(id)) throw badRequest('badId');
    if (!CLIENT_ACTS.includes(act as ClientAct)) throw badRequest('invalidData');
    const seen = await this.registry.find(client.name)!.get(Number(id), admin).catch((error: unknown) => {
      throw error instanceof AppException && error.getStatus() === 404 ? new AppException(404, 'clientNotFound') : error;
    }) as unknown as ClientStanding;
    this.access.assertStandingMay({ status: seen.status, auditStatus: seen.auditStatus, auditReason: seen.auditReason ?? null }, act as ClientAct);
    return { allowed: true };
  }

  @Post('client-portal/proxy-session')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'The portal exchanges a proxy login token ({ token }) for the client session it opens' })
  openProxySession(@Body() body: { token?: unknown }) {
    return this.proxy.open(body?.token);
  }
}
