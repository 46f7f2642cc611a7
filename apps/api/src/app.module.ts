import { DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE, DiscoveryModule } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ResourceDef } from '@console/metadata';
import { RESOURCES } from '@console/resources';
import { AppConfig } from './core/config';
import { CoreModule } from './core/core.module';
import { AdminPrincipalSource } from './modules/access/admin-principal.source';
import { appDataSourceOptions } from './database';
import type { MigrationInterface } from 'typeorm';
import { AllExceptionsFilter } from './core/envelope/exception.filter';
import { EnvelopeInterceptor } from './core/envelope/envelope.interceptor';
import { EnvelopeValidationPipe } from './core/validation/envelope-validation.pipe';
import { AuthGuard } from './core/auth/auth.guard';
import { PermissionGuard } from './core/permission/permission.guard';
import { Mailer } from './modules/messaging/mailer';
import { ClientAccessService } from './modules/clients/client-access.service';
import { ClientHooks } from './modules/clients/client.hooks';
import { SharedCallsController } from './modules/clients/shared-calls.controller';
import { ClientPortalController } from './modules/clients/client-portal.controller';
import { ProxyLoginService } from './modules/clients/proxy-login.service';
import { WmsClientHooks } from './modules/wms-clients/wms-client.hooks';
import { ShippingAccountHooks } from './modules/pricing/shipping-account.hooks';
import { CarrierInfoController } from './modules/pricing/carrier-info.controller';
import { SurchargeHooks } from './modules/pricing/surcharge.hooks';
import { PricingLevelHooks } from './modules/pricing/pricing-level.hooks';
import { RateCardHooks } from './modules/pricing/rate-card.hooks';
import { QuoteService } from './modules/pricing/quote.service';
import { QuoteController } from './modules/pricing/quote.controller';
import { ReplayService } from './modules/pricing/replay.service';
import { ReplayController } from './modules/pricing/replay.controller';
import { RateCardSheetController } from './modules/pricing/rate-card-sheet.controller';
import { SubscriptionJob } from './modules/wms-clients/subscription-job';
import { FinanceController } from './modules/finance/finance.controller';
import { TransactionController } from './modules/finance/transactions/transaction.controller';
import { TransactionService } from './modules/finance/transactions/transaction.service';
import { PayablesController } from './modules/finance/suppliers/payables.controller';
import { PayablesService } from './modules/finance/suppliers/payables.service';
import { SupplierEntryHooks } from './modules/finance/suppliers/supplier-entry.hooks';
import { FundingHooks } from './modules/finance/funding.hooks';
import { InvoiceHooks } from './modules/finance/invoices/invoice.hooks';
import { InvoiceIssueJob } from './modules/finance/invoices/invoice-issue-job';
import { SupportController } from './modules/support/support.controller';
import { TicketBell } from './modules/support/ticket-bell';
import { TicketBellController } from './modules/support/ticket-bell.controller';
import { SupportSettingsHooks } from './modules/support/support-settings.hooks';
import { TicketHooks } from './modules/support/ticket.hooks';
import { TicketNotices } from './modules/support/ticket-notices';
import { TicketSlaWatch } from './modules/support/ticket-sla-watch';
import { AccountSecretsHooks } from './modules/finance/payments/account-secrets.hooks';
import { PaymentRecordHooks } from './modules/finance/payments/payment-record.hooks';
import { InvoiceService } from './modules/finance/invoices/invoice.service';
import { BalanceEntryHooks } from './modules/finance/balance-entry.hooks';
import { LedgerService } from './modules/finance/ledger.service';
import { LedgerVerifier } from './modules/finance/ledger-verifier';
import { FileManagementHooks } from './modules/settings/file-management.hooks';
import { EngineModule } from './engine/engine.module';
import { RealtimeModule } from './realtime/realtime.module';
import { AuthController } from './modules/access/auth.controller';
import { AuthService } from './modules/access/auth.service';
import { DashboardController } from './modules/dashboard/dashboard.controller';
import { HealthController } from './modules/health.controller';
import { TechHooks } from './modules/tech/tech.hooks';
import { AdminUserHooks } from './modules/access/admin-user.hooks';
import { RoleHooks } from './modules/access/role.hooks';
import { ProfileController } from './modules/access/profile.controller';
import { ProfileService } from './modules/access/profile.service';
import { UserMessageController } from './modules/messaging/user-message.controller';
import { ReferenceController } from './modules/reference/reference.controller';
import { UserMessageService } from './modules/messaging/user-message.service';

/** Request ids: the caller's X-Request-Id when given, else a new one; echoed in the response. */
function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

@Module({})
export class AppModule {
  /** `resources`: the catalogue of generated resources (all of resources/ unless a test adds its own). */
  static forConfig(config: AppConfig, resources: ResourceDef[] = RESOURCES, migrations?: Array<new () => MigrationInterface>): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forConfig(config, AdminPrincipalSource),
        // Lets tests and tools list every route with its access rule.
        DiscoveryModule,
        LoggerModule.forRoot({
          // Express 5 route syntax; the default '*' triggers a legacy-path warning.
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          pinoHttp: {
            level: config.logLevel,
            genReqId: requestId,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
          },
        }),
        TypeOrmModule.forRoot(appDataSourceOptions(config, resources, migrations)),
        ThrottlerModule.forRoot([{ ttl: 60_000, limit: 1000 }]),
        EngineModule.forResources(resources),
        RealtimeModule,
      ],
      controllers: [AuthController, ProfileController, UserMessageController, DashboardController, HealthController, ReferenceController, ClientPortalController, SharedCallsController, CarrierInfoController, QuoteController, ReplayController, RateCardSheetController, FinanceController, TransactionController, PayablesController, SupportController, TicketBellController],
      providers: [
        AuthService,
        TechHooks,
        FileManagementHooks,
        AdminUserHooks,
        RoleHooks,
        ProfileService,
        UserMessageService,
        Mailer,
        ClientAccessService,
        ProxyLoginService,
        ClientHooks,
        WmsClientHooks,
        ShippingAccountHooks,
        SurchargeHooks,
        PricingLevelHooks,
        RateCardHooks,
        QuoteService,
        ReplayService,
        SubscriptionJob,
        LedgerService,
        LedgerVerifier,
        FundingHooks,
        BalanceEntryHooks,
        InvoiceService,
        InvoiceHooks,
        InvoiceIssueJob,
        TransactionService,
        PayablesService,
        SupplierEntryHooks,
        AccountSecretsHooks,
        PaymentRecordHooks,
        TicketNotices,
        TicketBell,
        TicketHooks,
        TicketSlaWatch,
        SupportSettingsHooks,
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_GUARD, useClass: PermissionGuard },
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_PIPE, useClass: EnvelopeValidationPipe },
      ],
    };
  }
}
