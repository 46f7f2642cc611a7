/**
 * What set-level shows, read from its address (`?level=&service=&package=&address=`, so a
 * reload or a shared link opens the same grid) against what exists: an unknown or missing value
 * falls back to the first price-list level, the first service, its first package type and any
 * address. Pure.
 */
import { PRICE_LIST_RULE, type CarrierInfo, type LevelRecord, type ServiceInfo } from './set-level-api';

export interface Selection {
  level?: LevelRecord;
  service?: ServiceInfo;
  carrier?: CarrierInfo;
  packageTypes: string[];
  packageType?: string;
  addressType: number;
}

const ADDRESS_TYPES = [0, 1, 2];

export function resolveSelection(
  params: URLSearchParams,
  levels: readonly LevelRecord[] | null,
  carriers: readonly CarrierInfo[] | null,
  cardPackageTypes: readonly string[] = [],
): Selection {
  const levelId = Number(params.get('level'));
  const level = levels?.find((l) => l.id === levelId) ?? levels?.find((l) => l.defaultRule === PRICE_LIST_RULE) ?? levels?.[0];
  const serviceId = Number(params.get('service'));
  const services = (carriers ?? []).flatMap((c) => c.services.map((s) => ({ carrier: c, service: s })));
  const found = services.find((s) => s.service.serviceId === serviceId) ?? services[0];
  // A card kept for a package type the service no longer lists still gets its tab.
  const packageTypes = found ? [...new Set([...(found.service.packageTypes ?? []), ...cardPackageTypes])] : [];
  if (found && packageTypes.length === 0) packageTypes.push('YOUR_PACKAGING');
  const asked = params.get('package');
  const packageType = asked && packageTypes.includes(asked) ? asked : packageTypes[0];
  const address = Number(params.get('address'));
  return {
    level, service: found?.service, carrier: found?.carrier, packageTypes, packageType,
    addressType: ADDRESS_TYPES.includes(address) ? address : 0,
  };
}
