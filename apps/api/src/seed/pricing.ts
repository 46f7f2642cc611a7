import { todayIn } from '@console/contracts';
import { CALCULATION_SUBJECT_OF_RULE } from '@console/resources';

/**
 * Demo rows of the pricing inputs (resources/pricing): believable weekly fuel rates for the
 * last 13 weeks and this season's peaks, dated from today so a fresh installation's quotes and
 * replays find them in force. Seeded versioned records get their first version (demo-seed.ts).
 */

/** 'YYYY-MM-DD' of the Monday `weeksAgo` weeks before this week's Monday. */
function monday(weeksAgo: number, today = new Date()): string {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7) - weeksAgo * 7);
  return d.toISOString().slice(0, 10);
}

/** Fuel percents as the carriers' tables run (ground): UPS and FedEx near 20 %, DHL higher, USPS none. */
export const FUEL = [
  { carrier: 2, base: 19.75, step: 0.25 },
  { carrier: 3, base: 19.5, step: 0.25 },
  { carrier: 4, base: 26.5, step: 0.5 },
  { carrier: 1, base: 0, step: 0 },
];

/**
 * The year the base cards, levels and peaks are dated in (from its 1 January): the year of the
 * last zone to reach the new one (UTC-12), so that on 1 January in UTC a user still in 31
 * December (the demo admin, in Los Angeles) finds them in force on their own day too.
 */
const year = Number(todayIn('Etc/GMT+12').slice(0, 4));

/** 'YYYY-MM-01' of the month before this one. */
function firstOfLastMonth(today = new Date()): string {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
}

/** The services the carriers sell, by carrier: code, name, group (1 ground, 2 express, 3 freight, 4 international). */
export const SERVICES: Array<[number, string, string, number, string[]]> = [
  [2, 'UPS_GROUND', 'UPS Ground', 1, ['YOUR_PACKAGING']],
  [2, 'UPS_GROUND_SAVER', 'UPS Ground Saver', 1, ['YOUR_PACKAGING']],
  [2, 'UPS_3_DAY_SELECT', 'UPS 3 Day Select', 2, ['YOUR_PACKAGING', 'UPS_LETTER']],
  [2, 'UPS_2ND_DAY_AIR', 'UPS 2nd Day Air', 2, ['YOUR_PACKAGING', 'UPS_LETTER', 'UPS_PAK']],
  [2, 'UPS_NEXT_DAY_AIR', 'UPS Next Day Air', 2, ['YOUR_PACKAGING', 'UPS_LETTER', 'UPS_PAK']],
  [2, 'UPS_WORLDWIDE_EXPEDITED', 'UPS Worldwide Expedited', 4, ['YOUR_PACKAGING']],
  [3, 'FEDEX_GROUND', 'FedEx Ground', 1, ['YOUR_PACKAGING']],
  [3, 'FEDEX_HOME_DELIVERY', 'FedEx Home Delivery', 1, ['YOUR_PACKAGING']],
  [3, 'FEDEX_2_DAY', 'FedEx 2Day', 2, ['YOUR_PACKAGING', 'FEDEX_ENVELOPE', 'FEDEX_PAK']],
  [3, 'FEDEX_EXPRESS_SAVER', 'FedEx Express Saver', 2, ['YOUR_PACKAGING', 'FEDEX_ENVELOPE', 'FEDEX_PAK']],
  [3, 'PRIORITY_OVERNIGHT', 'FedEx Priority Overnight', 2, ['YOUR_PACKAGING', 'FEDEX_ENVELOPE', 'FEDEX_PAK']],
  [3, 'FEDEX_FREIGHT_ECONOMY', 'FedEx Freight Economy', 3, ['YOUR_PACKAGING']],
  [3, 'INTERNATIONAL_PRIORITY', 'FedEx International Priority', 4, ['YOUR_PACKAGING', 'FEDEX_ENVELOPE']],
  [1, 'USPS_GROUND_ADVANTAGE', 'USPS Ground Advantage', 1, ['PACKAGE']],
  [1, 'USPS_PRIORITY_MAIL', 'USPS Priority Mail', 2, ['PACKAGE', 'FLAT_RATE_ENVELOPE', 'SMALL_FLAT_RATE_BOX']],
  [1, 'USPS_PRIORITY_MAIL_EXPRESS', 'USPS Priority Mail Express', 2, ['PACKAGE', 'FLAT_RATE_ENVELOPE']],
  [4, 'DHL_EXPRESS_WORLDWIDE', 'DHL Express Worldwide', 4, ['YOUR_PACKAGING', 'DHL_EXPRESS_ENVELOPE']],
];

/** The demo warehouses' origins (ZIP3): Ontario CA, Reno NV, Dallas TX, Joliet IL. */
const ORIGINS = ['917', '895', '752', '604'];
export const ZONE_ORDER = ['2', '3', '4', '5', '6', '7', '8'];

/** A believable zone chart of one origin: farther ZIP3s (by the first digits) are higher zones; Hawaii A, Alaska B. */
function zoneBands(origin: string): Array<[string, string, string]> {
  const bands: Array<[string, string, string]> = [];
  for (let start = 0; start < 1000; start += 50) {
    const end = Math.min(start + 49, 999);
    const distance = Math.abs(Math.floor(start / 100) - Math.floor(Number(origin) / 100));
    bands.push([String(start).padStart(3, '0'), String(end).padStart(3, '0'), ZONE_ORDER[Math.min(distance, ZONE_ORDER.length - 1)]]);
  }
  // Hawaii (967-968) and Alaska (995-999) cut out of their bands
  return [...bands.flatMap(([from, to, zone]) => {
    if (from === '950') return [['950', '966', zone], ['969', '994', zone]] as Array<[string, string, string]>;
    return [[from, to, zone]] as Array<[string, string, string]>;
  }), ['967', '968', 'A'], ['995', '999', 'B']];
}

/** A published card as carriers print them: 70 one-pound ranges x the zones, a base and a per-pound step growing with the zone. */
function cardRows(base: number, perLb: number, factor: number): Array<{ from: string; to: string; zones: Record<string, string> }> {
  return Array.from({ length: 70 }, (_, w) => ({
    from: String(w), to: String(w + 1),
    zones: Object.fromEntries([...ZONE_ORDER, 'A', 'B'].map((zone, z) => [zone, ((base + z * 0.85 + (w + 1) * perLb * (1 + z * 0.12)) * factor).toFixed(2)])),
  }));
}

/** The cards seeded: account index, service index (SERVICES order), base, per lb. */
export const CARDS: Array<[number, number, number, number]> = [
  [0, 0, 9.15, 0.62], [0, 3, 19.8, 1.45], [2, 6, 9.05, 0.6], [2, 7, 9.4, 0.61], [4, 13, 6.25, 0.55], [4, 14, 9.85, 0.95],
];

/** The index of the price-list level among the seeded levels. */
const PRICE_LIST_LEVEL = 7;

export const DEMO_PRICING_ROWS: Record<string, Array<Record<string, unknown>>> = {
  'carrier-service': SERVICES.map(([carrier, serviceCode, serviceName, serviceGroup, packageTypes]) => ({
    carrier, serviceCode, serviceName, serviceGroup, serviceTypeGroup: serviceGroup === 4 ? 2 : 3, packageTypes, status: 1,
  })),
  // The carriers' usual surcharges, New (no level uses them yet); FIXED amounts in $, PERCENT in %.
  surcharge: [
    ['Residential Delivery', 2, 0, 'RES', 'residential', null, 'FIXED', '5.8500', true, false],
    ['Delivery Area Surcharge', 2, 1, 'DAS', 'zones', null, 'FIXED', '4.4500', false, false],
    ['Additional Handling - Weight', 2, 0, 'AHW', 'weightOver', '50', 'FIXED', '31.4500', true, false],
    ['Large Package', 2, 0, 'LPS', 'lengthPlusGirthOver', '130', 'FIXED', '135.0000', true, false],
    ['Residential Delivery', 3, 1, 'FXRES', 'residential', null, 'FIXED', '5.5500', true, false],
    ['Additional Handling - Dimensions', 3, 0, 'FXAHD', 'longestSideOver', '48', 'FIXED', '28.2500', true, false],
    ['Demand Surcharge', 3, 0, 'FXDEM', 'always', null, 'PERCENT', '2.5000', false, true],
    ['Nonstandard Length', 1, 0, 'USNSL', 'longestSideOver', '22', 'FIXED', '4.0000', true, true],
    ['Remote Area', 4, 4, 'DHLRA', 'zones', null, 'FIXED', '32.0000', false, false],
  ].map(([name, carrier, effectiveService, billCode, appliesWhen, whenOver, calculation, value, perPackage, excludeFromFuel]) => ({
    name, carrier, effectiveService, billCode, appliesWhen, calculation, value, excludeFromFuel, offRatePercent: '0.0000', levelRule: 'LEVEL_DEFAULT', status: 1, levelStatus: 'NEW',
    effectiveFrom: `${year}-01-01`,
    ...(whenOver ? { whenOver } : {}),
    ...(appliesWhen === 'zones' ? { whenZones: carrier === 4 ? ['K', 'N'] : ['9', '10', '11', '12'] } : {}),
    ...(calculation === 'PERCENT' ? { rateBase: 'baseRate' } : { multiplyByPackageCount: perPackage }),
    descriptionEn: `${name} (${billCode})`, descriptionZh: `${billCode} 附加费`,
  })),
  // Levels: the default one and the usual tiers; subject and default mark as the hooks would set them.
  'pricing-level': [
    ['Standard', 'STANDARD', 'GENERAL_COST_RISE', '15.0000', null, true],
    ['Bronze', 'BRONZE', 'GENERAL_COST_RISE', '20.0000', null, false],
    ['Silver', 'SILVER', 'GENERAL_COST_RISE', '12.5000', null, false],
    ['Gold', 'GOLD', 'GENERAL_COST_RISE', '8.0000', null, false],
    ['Publish Rate', 'PUBLISH', 'USE_PUBLISH', null, null, false],
    ['Enterprise Off Rate', 'ENTERPRISE', 'GENERAL_OFFRATE', null, '22.0000', false],
    ['At Cost (internal)', 'AT_COST', 'USE_COST', null, null, false],
    ['Price List', 'PRICE_LIST', 'GENERAL_PRICING', null, null, false],
  ].map(([levelName, levelCode, defaultRule, increaseRatio, offRate, isDefault]) => ({
    levelName, levelCode, defaultRule, calculationSubject: CALCULATION_SUBJECT_OF_RULE[String(defaultRule)], increaseRatio, offRate,
    capAtPublish: defaultRule !== 'USE_COST', surchargeDefaultRule: 'WITH_DISCOUNT', isDefault, effectiveFrom: `${year}-01-01`,
  })),
  'zone-chart': ORIGINS.flatMap((originZip3) => [1, 2, 3].flatMap((carrier) => zoneBands(originZip3).map(([destZip3From, destZip3To, zone]) => ({
    carrier, originZip3, destZip3From, destZip3To, zone,
  })))),
  // Publish cards as printed, cost cards at 72 % of them (what the platform pays); any address.
  'rate-card': CARDS.flatMap(([account, service, base, perLb]) => (['PUBLISH', 'COST'] as const).map((cardType) => ({
    shippingAccountId: { $ref: 'shipping-account', index: account }, carrierServiceId: { $ref: 'carrier-service', index: service },
    packageType: SERVICES[service][4][0], cardType, addressType: 0,
    minimumCharge: cardType === 'PUBLISH' ? base.toFixed(2) : (base * 0.72).toFixed(2),
    rows: cardRows(base, perLb, cardType === 'PUBLISH' ? 1 : 0.72), effectiveFrom: `${year}-01-01`,
  }))),
  // The price-list level's own prices (set-level's zone grid) for the ground services it sells,
  // at 86 % of publish: their accounts' cost is 72 %, so the level earns 14 points.
  'level-price-card': CARDS.filter(([, service]) => SERVICES[service][3] === 1).map(([, service, base, perLb]) => ({
    pricingLevelId: { $ref: 'pricing-level', index: PRICE_LIST_LEVEL }, carrierServiceId: { $ref: 'carrier-service', index: service },
    packageType: SERVICES[service][4][0], addressType: 0, minimumCharge: (base * 0.86).toFixed(2),
    rows: cardRows(base, perLb, 0.86), effectiveFrom: `${year}-01-01`,
  })),
  // Thirty clients on the tiers and three on the price list (the rest on the default level),
  // from the first of last month.
  'client-level': Array.from({ length: 33 }, (_, i) => ({
    clientId: { $ref: 'client', index: i }, pricingLevelId: { $ref: 'pricing-level', index: i < 30 ? 1 + (i % 4) : PRICE_LIST_LEVEL }, effectiveFrom: firstOfLastMonth(),
    note: 'Demo assignment',
  })),
  // Client deals: the residential surcharge halved for two clients, waived for one.
  'client-surcharge': [[0, '50.0000'], [5, '50.0000'], [30, '100.0000']].map(([client, offRatePercent]) => ({
    clientId: { $ref: 'client', index: client }, surchargeId: { $ref: 'surcharge', index: 0 }, offRatePercent, effectiveFrom: firstOfLastMonth(),
    note: offRatePercent === '100.0000' ? 'Residential fee waived' : 'Residential fee halved',
  })),
  // Credentials are left unset: an operator types them (they are sealed on save).
  'shipping-account': [
    ['UPS Daily West', 2, '8A4F21', 139, 0], ['UPS Daily East', 2, '8A4F22', 139, 0], ['FedEx Ground Main', 3, '510087342', 139, 0],
    ['FedEx Express Main', 3, '510087343', 139, 0], ['USPS Commercial', 1, '900112233', 166, 1728], ['DHL Express Intl', 4, '964551230', 139, 0],
  ].map(([nickname, carrier, accountNumber, dimDivisor, dimMinCubicInches]) => ({
    nickname, carrier, accountNumber, environment: 1, dimDivisor, dimMinCubicInches, status: 1,
  })),
  'fuel-rate': FUEL.flatMap(({ carrier, base, step }) => Array.from({ length: 13 }, (_, week) => {
    // a gentle wave: diesel prices move a quarter point or so a week
    const percent = base + step * [0, 1, 1, 2, 1, 0, -1, 0, 1, 2, 2, 1, 0][week];
    const effectiveFrom = monday(12 - week);
    return { carrier, fuelPercent: percent.toFixed(4), effectiveFrom, note: `Week of ${effectiveFrom}` };
  })),
  'peak-setting': [
    { name: `UPS Holiday Peak ${year}`, carrier: 2, effectiveService: 0, startDate: `${year}-11-02`, endDate: `${year + 1}-01-17`, amountPerPackage: '1.9500', excludeFromFuel: false },
    { name: `UPS Peak Residential ${year}`, carrier: 2, effectiveService: 1, startDate: `${year}-11-30`, endDate: `${year}-12-27`, amountPerPackage: '0.6500', excludeFromFuel: true },
    { name: `FedEx Demand Surcharge ${year}`, carrier: 3, effectiveService: 0, startDate: `${year}-10-27`, endDate: `${year + 1}-01-17`, amountPerPackage: '1.7500', excludeFromFuel: false },
    { name: `USPS Peak Season ${year}`, carrier: 1, effectiveService: 0, startDate: `${year}-10-05`, endDate: `${year + 1}-01-18`, amountPerPackage: '0.4000', excludeFromFuel: true },
    { name: `DHL Peak ${year}`, carrier: 4, effectiveService: 4, startDate: `${year}-11-15`, endDate: `${year}-12-31`, amountPerPackage: '2.2500', excludeFromFuel: false },
  ].map((peak) => ({ ...peak, effectiveFrom: `${year}-09-01` })),
};
