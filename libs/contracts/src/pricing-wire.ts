/**
 * The pricing calls' answers as they travel, written once here for the API that builds them
 * and the screens that read them. Amounts are 4-decimal strings.
 */

/** `GET /api/{product}-shipment/admin/shippingAccount/query/carrierService`: one carrier's services and accounts. */
export interface CarrierServiceInfo {
  serviceId: number;
  serviceCode: string;
  serviceName: string;
  serviceGroup: number;
  serviceTypeGroup?: number;
  packageTypes: string[];
}

export interface CarrierInfo {
  carrier: number;
  carrierName: string;
  services: CarrierServiceInfo[];
  accounts: Array<{ accountId: number; nickname: string; accountNumber?: string; dimDivisor?: number; dimMinCubicInches?: number }>;
}

/** Which records priced a shipment: the level (the client's own, the default, or the one asked for), cards, fuel, surcharges. */
export interface PricingResolution {
  levelId: number;
  levelName: string;
  levelFrom: 'client' | 'default' | 'asked';
  costCardId: number;
  publishCardId: number;
  priceCardId: number | null;
  fuelRateId: number | null;
  surchargeIds: number[];
  /** Surcharges whose discount came from the client's own deal. */
  clientSurchargeIds: number[];
}

/** One zone of a fee sheet's row: the base price beside cost and publish, with the engine's cap/floor note. */
export interface FeeCell {
  cost: string;
  publish: string;
  price: string;
  note?: string;
}

/** `GET /api/{product}-shipment/admin/rate/fee-sheet`. */
export interface FeeSheet {
  resolution: PricingResolution;
  zones: string[];
  minimumCharge: string;
  rows: Array<{ from: string; to: string; cells: Record<string, FeeCell | null> }>;
}

/** One client x service line of a replay. */
export interface ReplayRow {
  clientId: number | null;
  carrierServiceId: number;
  shipments: number;
  /** Of them, priced by both the current pricing and the draft (the totals are of these). */
  priced: number;
  currentTotal: string;
  draftTotal: string;
  delta: string;
  /** Draft total minus the draft's cost (the same quote at cost without discounts). */
  margin: string;
  /** Margin as a percent of the draft total (null when it is 0). */
  marginPercent: string | null;
}

export interface ReplayOutcome {
  shipments: number;
  priced: number;
  failed: number;
  /** Why shipments failed: catalogue key or engine message -> count. */
  failures: Record<string, number>;
  currentTotal: string;
  draftTotal: string;
  delta: string;
  margin: string;
  /** Sorted by delta, largest increase first. */
  rows: ReplayRow[];
}

/** A draft change a replay prices: new values for a record (a new record without `id`) from a day. */
export interface ReplayDraftWire {
  resource: 'pricing-level' | 'surcharge' | 'fuel-rate' | 'peak-setting';
  id?: number;
  values: Record<string, unknown>;
  effectiveFrom: string;
}

/** The result of a `pricing-replay` job (`POST /api/{product}-shipment/admin/pricing/replay`). */
export interface ReplayResult extends ReplayOutcome {
  /** Worker threads that priced it (0: the API's main thread). */
  workers: number;
  from: string;
  to: string;
  draft: ReplayDraftWire;
  names: { clients: Record<string, string>; services: Record<string, string> };
}
