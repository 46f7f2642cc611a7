import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CarrierInfo, PermissionRef } from '@console/contracts';
import { CARRIERS, carrierService, shippingAccount } from '@console/resources';
import { APP_CONFIG } from '../../core/tokens';
import type { AppConfig } from '../../core/config';
import { Admin, RequirePermission } from '../../core/auth/decorators';
import { AppException } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import { ResourceRegistry } from '../../engine/resource-registry';
import { parseListQuery } from '../../engine/query';

/** The screens that pick a carrier's service or account: pricing, shipping settings, orders. */
const PICKS_SERVICES: PermissionRef[] = [
  ...['shipping-account', 'shipping-rule', 'shipping-level', 'shipping-fee-detail', 'shipping-bills', 'order'].map((sub) => ({ module: 'fulfillment' as const, sub })),
  { module: 'wms', sub: 'carrier-service' }, { module: 'labelSaas', sub: 'surcharge-setting' },
];

/** A carrier's name as the definitions' option list has it (resources/pricing/options.ts). */
const carrierName = (carrier: number) => CARRIERS.find((c) => c.value === carrier)?.label.en;

/**
 * The shared call of 02 §7 `GET /api/{product}-shipment/admin/shippingAccount/query/carrierService`:
 * `carrierInfos`, one per carrier that has an active service, with its active services (code,
 * name, group, package types) and its active shipping accounts (id, nickname, DIM divisor) —
 * what a screen needs to offer "account x service x package type". Read through the resources'
 * services, so their permissions and scopes hold.
 */
@ApiTags('shared calls')
@Controller()
export class CarrierInfoController {
  constructor(private readonly registry: ResourceRegistry, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get(':product-shipment/admin/shippingAccount/query/carrierService')
  @RequirePermission(PICKS_SERVICES, 'view')
  @ApiOperation({ summary: 'Carriers with their active services and shipping accounts (carrierInfos)' })
  async carrierServices(@Param('product') product: string, @Admin() admin: CurrentAdmin): Promise<{ carrierInfos: CarrierInfo[] }> {
    if (product !== this.config.productCode.toLowerCase()) throw new AppException(404, 'routeNotFound');
    const active = { status: '1', sortField: 'id', sortOrder: 'asc' };
    const services = (await this.registry.find(carrierService.name)!.list({ ...parseListQuery(carrierService, active), page: 1, pageSize: 1000 }, admin)).records;
    const accounts = (await this.registry.find(shippingAccount.name)!.list({ ...parseListQuery(shippingAccount, active), page: 1, pageSize: 1000 }, admin)).records;
    const carriers = [...new Set(services.map((s) => Number(s.carrier)))].sort((a, b) => a - b);
    return {
      carrierInfos: carriers.map((carrier) => ({
        carrier, carrierName: carrierName(carrier) ?? String(carrier),
        services: services.filter((s) => Number(s.carrier) === carrier).map((s) => ({
          serviceId: Number(s.id), serviceCode: String(s.serviceCode), serviceName: String(s.serviceName), serviceGroup: Number(s.serviceGroup),
          serviceTypeGroup: Number(s.serviceTypeGroup), packageTypes: (s.packageTypes as string[] | null) ?? [],
        })),
        accounts: accounts.filter((a) => Number(a.carrier) === carrier).map((a) => ({
          accountId: Number(a.id), nickname: String(a.nickname), accountNumber: a.accountNumber as string | undefined, dimDivisor: Number(a.dimDivisor), dimMinCubicInches: Number(a.dimMinCubicInches ?? 0),
        })),
      })),
    };
  }
}
