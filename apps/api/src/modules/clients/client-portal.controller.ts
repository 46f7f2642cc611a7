import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public, RequirePermission } from '../../core/auth/decorators';
import { badRequest } from '../../core/envelope/app-exception';
import { ClientAccessService } from './client-access.service';
import { CLIENT_ACTS, type ClientAct } from './client-may';
import { ProxyLoginService } from './proxy-login.service';

/**
 * What the client side asks of the console's client records: whether a client may act now
 * (the label API and the portal ask before they act, so a deactivated client is refused
 * everywhere) and the exchange of a proxy login's token for the session it opens.
 */
@ApiTags('clients')
@Controller()
export class ClientPortalController {
  constructor(private readonly access: ClientAccessService, private readonly proxy: ProxyLoginService) {}

  @Get('clients/:id/permits/:act')
  @RequirePermission({ module: 'fulfillment', sub: 'client' }, 'view')
  @ApiOperation({ summary: 'May the client (record id) submit, createLabel or signIn now? 403 with the reason when not' })
  async permit(@Param('id') id: string, @Param('act') act: string) {
    if (!/^[1-9][0-9]{0,9}$/.test(id)) throw badRequest('badId');
    if (!CLIENT_ACTS.includes(act as ClientAct)) throw badRequest('invalidData');
    await this.access.assertClientMay(Number(id), act as ClientAct);
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
