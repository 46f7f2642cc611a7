import type { CarrierInfo, FeeSheetQuery, ServiceInfo } from './shipping-fee-api';

/**
 * Account -> service -> package type, as both tabs pick them: an account's carrier offers its
 * services, a service its package types. Pure, so the narrowing rules are tested apart.
 */

export interface Option {
  value: number | string;
  label: string;
}

export function accountOptions(carriers: readonly CarrierInfo[]): Array<{ label: string; options: Option[] }> {
  return carriers
    .filter((c) => c.accounts.length > 0)
    .map((c) => ({ label: c.carrierName, options: c.accounts.map((a) => ({ value: a.accountId, label: a.nickname })) }));
}

/** The carrier an account belongs to. */
export function carrierOf(carriers: readonly CarrierInfo[], accountId: number | undefined): CarrierInfo | undefined {
  return accountId === undefined ? undefined : carriers.find((c) => c.accounts.some((a) => a.accountId === accountId));
}

/** The services of the account's carrier (none before an account is chosen). */
export function servicesOf(carriers: readonly CarrierInfo[], accountId: number | undefined): ServiceInfo[] {
  return carrierOf(carriers, accountId)?.services ?? [];
}

export function serviceOf(carriers: readonly CarrierInfo[], accountId: number | undefined, serviceId: number | undefined): ServiceInfo | undefined {
  return servicesOf(carriers, accountId).find((s) => s.serviceId === serviceId);
}

/** The package type to start with: YOUR_PACKAGING when the service has it, else its first. */
export function defaultPackageType(service: ServiceInfo | undefined): string | undefined {
  if (!service?.packageTypes.length) return undefined;
  return service.packageTypes.includes('YOUR_PACKAGING') ? 'YOUR_PACKAGING' : service.packageTypes[0];
}

/** What the pickers hold. */
export interface Picks {
  accountId?: number;
  serviceId?: number;
  packageType?: string;
}

/**
 * The picks after one of them changed: a service outside the new account's carrier is dropped,
 * and a package type the service does not offer gives way to its default.
 */
export function narrowPicks(carriers: readonly CarrierInfo[], picks: Picks): Picks {
  const service = serviceOf(carriers, picks.accountId, picks.serviceId);
  const packageType = service && picks.packageType && service.packageTypes.includes(picks.packageType) ? picks.packageType : defaultPackageType(service);
  return { accountId: picks.accountId, serviceId: service?.serviceId, packageType };
}

/** The fee sheet's pickers: priced for a client (or the default level when none) or for a level. */
export interface SheetPicks extends Picks {
  by: 'client' | 'level';
  clientId?: number;
  levelId?: number;
  residential: boolean;
  date: string;
}

/** The fee-sheet query once enough is picked, else null. */
export function sheetQuery(picks: SheetPicks): FeeSheetQuery | null {
  if (picks.accountId === undefined || picks.serviceId === undefined || !picks.packageType || !picks.date) return null;
  if (picks.by === 'level' && picks.levelId === undefined) return null;
  return {
    ...(picks.by === 'client' && picks.clientId !== undefined ? { clientId: picks.clientId } : {}),
    ...(picks.by === 'level' ? { levelId: picks.levelId } : {}),
    shippingAccountId: picks.accountId, carrierServiceId: picks.serviceId, packageType: picks.packageType,
    residential: picks.residential, date: picks.date,
  };
}

/**
 * Why the level priced it, as a `shippingFee.levelFrom.*` key: the client's own, the default
 * one (no client chosen, or the client has none), or the level chosen.
 */
export function levelReason(levelFrom: 'client' | 'default' | 'asked', clientChosen: boolean): string {
  if (levelFrom === 'default') return clientChosen ? 'shippingFee.levelFrom.clientHasNone' : 'shippingFee.levelFrom.default';
  return `shippingFee.levelFrom.${levelFrom}`;
}
