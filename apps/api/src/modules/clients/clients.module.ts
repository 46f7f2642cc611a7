import { Module } from '@nestjs/common';
import { MessagingModule } from '../messaging/messaging.module';
import { ClientAccessService } from './client-access.service';
import { ClientPortalController } from './client-portal.controller';
import { SharedCallsController } from './shared-calls.controller';
import { ProxyLoginService } from './proxy-login.service';
import { ClientHooks } from './client.hooks';
import { WmsClientHooks } from './wms-client.hooks';
import { SubscriptionJob } from './subscription-job';

/**
 * Clients (resources/clients), the four kinds: fulfillment clients with their users and portal
 * calls, WMS client organisations with their subscriptions, label-server clients and leads.
 */
@Module({
  imports: [MessagingModule],
  controllers: [ClientPortalController, SharedCallsController],
  providers: [
    ClientAccessService,
    ProxyLoginService,
    // hooks
    ClientHooks,
    WmsClientHooks,
    // job kind 'wms-subscription-daily'
    SubscriptionJob,
  ],
  // the one check of what a client may do (01 §4), for the domains acting for a client (orders' labels)
  exports: [ClientAccessService],
})
export class ClientsModule {}
