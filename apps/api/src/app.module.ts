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
import { EngineModule } from './engine/engine.module';
import { RealtimeModule } from './realtime/realtime.module';
import { HealthController } from './core/health.controller';
import { AccessModule } from './modules/access/access.module';
import { ClientsModule } from './modules/clients/clients.module';
import { DashboardModule } from './modules/dashboard/dashboard.module';
import { FinanceModule } from './modules/finance/finance.module';
import { MessagingModule } from './modules/messaging/messaging.module';
import { PricingModule } from './modules/pricing/pricing.module';
import { ReferenceModule } from './modules/reference/reference.module';
import { SupportModule } from './modules/support/support.module';
import { InventoryModule } from './modules/inventory/inventory.module';
import { OrdersModule } from './modules/orders/orders.module';
import { BatchPackModule } from './modules/batch-pack/batch-pack.module';
import { BillingModule } from './modules/billing/billing.module';
import { TechModule } from './modules/tech/tech.module';

/** The business domains, one Nest module each (apps/api/src/modules/<domain>/<domain>.module.ts). */
const DOMAIN_MODULES = [TechModule, AccessModule, MessagingModule, ReferenceModule, ClientsModule, PricingModule, FinanceModule, SupportModule, InventoryModule, OrdersModule, BillingModule, BatchPackModule, DashboardModule];

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
        // Before the engine: Nest matches routes in the order modules were scanned, and a domain's
        // handwritten route (the rate card's /api/resources/rate-card/:id/sheet) comes first.
        ...DOMAIN_MODULES,
        EngineModule.forResources(resources),
        RealtimeModule,
      ],
      controllers: [HealthController],
      providers: [
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_GUARD, useClass: PermissionGuard },
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_PIPE, useClass: EnvelopeValidationPipe },
      ],
    };
  }
}
