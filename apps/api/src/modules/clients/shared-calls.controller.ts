import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PermissionRef } from '@console/contracts';
import { client, warehouse } from '@console/resources';
import { APP_CONFIG } from '../../core/tokens';
import type { AppConfig } from '../../core/config';
import { Admin, RequirePermission } from '../../core/auth/decorators';
import { AppException, badRequest } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import { ResourceRegistry } from '../../engine/resource-registry';
import { parseListQuery, parsePaging } from '../../engine/query';

/** The screens that pick an OMS client (funding, transactions, invoices, orders, billing) may list them. */
const PICKS_CLIENTS: PermissionRef[] = ['client', 'client-funding', 'balance-history', 'client-transactions', 'invoices', 'client-billing-automation', 'order', 'inbound-order', 'return-order', 'cross-dock', 'orders-summary']
  .map((sub) => ({ module: 'fulfillment' as const, sub }));
/** The screens that pick a warehouse. */
const PICKS_WAREHOUSES: PermissionRef[] = ['warehouse', 'client', 'co-warehouse', 'order', 'inbound-order', 'return-order', 'cross-dock', 'shipping-rule']
  .map((sub) => ({ module: 'fulfillment' as const, sub }));

/** OMS client list page size (01 §9). */
const OMS_ORG_MAX_PAGE_SIZE = 9999;
const ORG_TYPE_OMS = 1;

/**
 * The shared calls of 01 §7 whose paths carry the product code (`list{product}OmsOrgs`,
 * `query{product}Warehouse`): the segment is a parameter checked against PRODUCT_CODE, any other
 * answers 404 like an unknown route. Each reads through its resource's service, so a sales user
 * gets only the clients it owns.
 */
@ApiTags('shared calls')
@Controller()
export class SharedCallsController {
  constructor(private readonly registry: ResourceRegistry, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private assertProductPath(segment: string, pattern: (product: string) => string): void {
    if (segment.toLowerCase() !== pattern(this.config.productCode).toLowerCase()) throw new AppException(404, 'routeNotFound');
  }

  @Get('wms-user/admin/org/:listOmsOrgs')
  @RequirePermission(PICKS_CLIENTS, 'view')
  @ApiOperation({ summary: 'OMS clients as organisations (GET .../list{product}OmsOrgs?orgType=1&is{product}OmsOrg=true&curPageNo=1&pageSize=9999)' })
  async omsOrgs(@Param('listOmsOrgs') segment: string, @Query() query: Record<string, unknown>, @Admin() admin: CurrentAdmin) {
    this.assertProductPath(segment, (p) => `list${p}OmsOrgs`);
    if (query.orgType !== undefined && String(query.orgType) !== String(ORG_TYPE_OMS)) throw badRequest('invalidData');
    const flag = Object.entries(query).find(([key]) => key.toLowerCase() === `is${this.config.productCode}OmsOrg`.toLowerCase());
    if (flag && String(flag[1]) !== 'true') throw badRequest('invalidData');
    const { page, pageSize } = parsePaging(query, OMS_ORG_MAX_PAGE_SIZE, OMS_ORG_MAX_PAGE_SIZE);
    const service = this.registry.find(client.name)!;
    const list = await service.list({ ...parseListQuery({ ...client, maxPageSize: OMS_ORG_MAX_PAGE_SIZE }, { clientKind: 'oms', sortField: 'companyName', sortOrder: 'asc' }), page, pageSize }, admin);
    return {
      records: list.records.map((c) => ({
        orgId: c.id, orgName: c.companyName, orgType: ORG_TYPE_OMS, clientId: c.clientId, contactName: c.contactName,
        contactEmail: c.contactEmail, status: c.status, auditStatus: c.auditStatus, salesId: c.salesId,
      })),
      total: list.total, curPageNo: page, pageSize,
    };
  }

  @Get('wms-business/wms/warehouse/query/:queryWarehouse')
  @RequirePermission(PICKS_WAREHOUSES, 'view')
  @ApiOperation({ summary: 'The platform\'s active warehouses (GET .../query{product}Warehouse)' })
  async warehouses(@Param('queryWarehouse') segment: string, @Admin() admin: CurrentAdmin) {
    this.assertProductPath(segment, (p) => `query${p}Warehouse`);
    const service = this.registry.find(warehouse.name)!;
    const list = await service.list({ ...parseListQuery(warehouse, { status: '1', sortField: 'code', sortOrder: 'asc' }), page: 1, pageSize: 1000 }, admin);
    return list.records.map((w) => ({
      warehouseId: w.id, warehouseCode: w.code, warehouseName: w.name, countryCode: w.countryCode, stateCode: w.stateCode,
      city: w.city, zipCode: w.zipCode, timeZone: w.timeZone,
    }));
  }
}
