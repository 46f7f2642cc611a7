import { companies, day, firstNames, lastNames, people } from './demo-common';

/* Demo reference data: warehouses, FBA addresses, the address book, categories, suppliers and co-warehouses. */

const cities: Array<[string, string, string]> = [['Ontario', 'CA', '91761'], ['San Bernardino', 'CA', '92408'], ['Tracy', 'CA', '95304'], ['Phoenix', 'AZ', '85043'], ['Joliet', 'IL', '60436'], ['Robbinsville', 'NJ', '08691'], ['Dallas', 'TX', '75241'], ['Kent', 'WA', '98032']];

/** The demo warehouses (own-warehouse clients connect to them by index). */
export const DEMO_WAREHOUSES: Array<[string, string, string, string, string, string]> = [
  ['ONT1', 'Ontario Main', 'CA', 'Ontario', '91761', 'America/Los_Angeles'], ['RNO1', 'Reno North', 'NV', 'Reno', '89502', 'America/Los_Angeles'],
  ['DFW1', 'Dallas Fort Worth', 'TX', 'Dallas', '75241', 'America/Chicago'], ['JOL1', 'Joliet Crossdock', 'IL', 'Joliet', '60436', 'America/Chicago'],
  ['EWR1', 'Robbinsville East', 'NJ', 'Robbinsville', '08691', 'America/New_York'], ['SEA1', 'Kent Seattle', 'WA', 'Kent', '98032', 'America/Los_Angeles'],
];

/** The demo warehouses a warehouse supplier runs: ONT1 by Inland Empire Storage, DFW1 by Lone Star 3PL, EWR1 by Garden State Fulfilment (supplier rows below). */
const OPERATORS: Record<string, number> = { ONT1: 0, DFW1: 2, EWR1: 1 };

// The address book: 2,000 senders and recipients over real US and Canadian places (zip codes of their city).
const streets = ['Main St', 'Oak Ave', 'Maple Dr', 'Cedar Ln', 'Park Blvd', 'Pine St', 'Elm Ct', 'Lakeview Rd', 'Sunset Blvd', 'Harbor Way', 'Commerce Dr', 'Industrial Pkwy'];
const units = ['Suite 100', 'Suite 210', 'Unit 4', 'Apt 12B', 'Bldg C', 'Dock 7', 'Floor 2', 'Unit 18'];
const places: Array<[string, string, string, string, boolean]> = [
  ['Ontario', 'CA', '91761', 'US', false], ['Reno', 'NV', '89502', 'US', false], ['Phoenix', 'AZ', '85043', 'US', false],
  ['Joliet', 'IL', '60436', 'US', false], ['Dallas', 'TX', '75241', 'US', false], ['Kent', 'WA', '98032', 'US', false],
  ['Brooklyn', 'NY', '11201', 'US', true], ['Austin', 'TX', '78701', 'US', true], ['Denver', 'CO', '80202', 'US', true],
  ['Miami', 'FL', '33130', 'US', true], ['Atlanta', 'GA', '30303', 'US', true], ['Portland', 'OR', '97205', 'US', true],
  ['Boston', 'MA', '02108', 'US', true], ['Nashville', 'TN', '37203', 'US', true], ['Columbus', 'OH', '43215', 'US', true],
  ['Toronto', 'ON', 'M5V 2T6', 'CA', true], ['Vancouver', 'BC', 'V6B 1A1', 'CA', true], ['Mississauga', 'ON', 'L5T 2N7', 'CA', false],
];

export const DEMO_REFERENCE_ROWS: Record<string, Array<Record<string, unknown>>> = {
  warehouse: DEMO_WAREHOUSES.map(([code, name, stateCode, city, zipCode, timeZone], i) => ({
    code, name, countryCode: 'US', stateCode, city, zipCode, timeZone, addressLine1: `${1200 + i * 40} Distribution Way`,
    contactName: `${firstNames[i]} ${lastNames[i]}`, phone: `909555${String(3100 + i).padStart(4, '0')}`, email: `${code.toLowerCase()}@warehouse.example.com`,
    status: i === 5 ? 2 : 1,
    // run for the platform by the demo's warehouse suppliers (their billing plan: seed/billing.ts)
    supplierId: OPERATORS[code] === undefined ? null : { $ref: 'supplier', index: OPERATORS[code] },
  })),
  'fba-address': cities.map(([city, state, zipcode], i) => ({
    code: ['ONT8', 'SBD1', 'OAK3', 'PHX7', 'MDW2', 'EWR4', 'DFW6', 'BFI4'][i], address: `${100 + i * 37} Fulfillment Way`, city, state, zipcode, country: 'US',
  })),
  'address-book': Array.from({ length: 2000 }, (_, i) => {
    const [city, stateCode, zipCode, countryCode, residential] = places[i % places.length];
    const name = `${firstNames[i % firstNames.length]} ${lastNames[Math.floor(i / firstNames.length) % lastNames.length]}`;
    const type = i % 4 === 0 ? 1 : 2;
    return {
      nickname: `${type === 1 ? 'Ship from' : 'Ship to'} ${city} ${i + 1}`, type, name,
      company: residential ? 'Personal' : companies[i % companies.length],
      phone: `${['909', '775', '602', '815', '214', '253', '718', '512', '303'][i % 9]}555${String(1000 + (i % 9000)).padStart(4, '0')}`,
      email: `${name.toLowerCase().replace(' ', '.')}${i + 1}@example.com`,
      countryCode, stateCode, city, zipCode,
      addressLine1: `${100 + ((i * 37) % 9800)} ${streets[i % streets.length]}`, addressLine2: units[i % units.length],
      isResidential: residential, isDropship: i % 10 === 0,
      validationStatus: i % 7 === 0 ? 0 : i % 23 === 0 ? -1 : 1,
      validationResult: i % 7 === 0 ? 0 : i % 23 === 0 ? 3 : residential ? 1 : 2,
      createTime: day(i % 365), updateTime: day(i % 365),
    };
  }),
  'category-management': [
    ['APPAREL', 'Apparel', '服装', '6109.10', 1], ['FOOTWEAR', 'Footwear', '鞋类', '6403.99', 1], ['HOMEGOODS', 'Home Goods', '家居用品', '9403.60', 1],
    ['TOYS', 'Toys', '玩具', '9503.00', 1], ['ELECTRONICS', 'Electronics', '电子产品', '8517.62', 2], ['BEAUTY', 'Beauty', '美妆', '3304.99', 3],
    ['SPORTS', 'Sporting Goods', '体育用品', '9506.91', 1], ['BOOKS', 'Books', '图书', '4901.99', 1],
  ].map(([code, name, zhName, hsCode, dangerousGoods], i) => ({ code, name, zhName, hsCode, dangerousGoods, status: i === 7 ? 2 : 1 })),
  supplier: [
    ['warehouse', 'WHONT', 'Inland Empire Storage', null], ['warehouse', 'WHNJ', 'Garden State Fulfilment', null],
    ['warehouse', 'WHTX', 'Lone Star 3PL', null], ['shipping', 'SHUSPS', 'Postal Consolidators West', 1],
    ['shipping', 'SHUPS', 'Brown Freight Partners', 2], ['shipping', 'SHFDX', 'Purple Line Logistics', 3], ['shipping', 'SHDHL', 'Yellow Express Intl', 4],
  ].map(([supplierType, code, name, carrier], i) => {
    const [city, stateCode, zipCode] = cities[i % cities.length];
    return {
      supplierType, code, name, carrier, contactName: people[i], email: `ops${i + 1}@supplier.example.com`, phone: `+1 909 555 02${10 + i}`,
      countryCode: 'US', stateCode, city, address: `${300 + i * 11} Logistics Pkwy`, zipCode, status: 1,
    };
  }),
  'co-warehouse': cities.slice(0, 5).map(([city, state, zip], i) => ({
    warehouse: `${state}-${city.split(' ')[0].toUpperCase()}-0${i + 1}`, company: companies[i], address: `${200 + i} Commerce Dr, ${city}, ${state} ${zip}`,
    contactPerson: people[i], contactPhone: `+1 626 555 01${10 + i}`, startTime: `2025-0${i + 1}-15`, status: i === 4 ? 2 : 1,
  })),
};
