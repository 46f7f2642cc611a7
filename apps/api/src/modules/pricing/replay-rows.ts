import type { ShipmentFacts } from './pricing-book';

/** The columns of a stored shipment a replay reads, as SELECT expressions of alias `s` (raw rows). */
export const REPLAY_COLUMNS = [
  's.id AS id', 's.client_id AS clientId', 's.shipping_account_id AS accountId', 's.carrier_service_id AS serviceId', 's.package_type AS packageType',
  's.ship_date AS shipDate', 's.zone AS zone', 's.residential AS residential', 's.packages AS packages',
];

export type ShipmentRow = Record<string, unknown>;

/** 'YYYY-MM-DD' of a date column as either driver gives it (a string, or a Date at UTC midnight). */
function dayOf(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}

/** A stored shipment's facts from its raw row (SQLite and MySQL alike: booleans as 0/1, JSON as text). */
export function factsOfRow(r: ShipmentRow): ShipmentFacts {
  return {
    clientId: r.clientId == null ? null : Number(r.clientId), shippingAccountId: Number(r.accountId), carrierServiceId: Number(r.serviceId),
    packageType: String(r.packageType), shipDate: dayOf(r.shipDate), zone: String(r.zone), residential: r.residential === true || Number(r.residential) === 1,
    packages: typeof r.packages === 'string' ? JSON.parse(r.packages) : (r.packages as ShipmentFacts['packages']),
  };
}
