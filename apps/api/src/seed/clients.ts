import { subscriptionStatusOn, utcDay } from '../modules/clients/subscription';
import { companies, day, firstNames, lastNames, people } from './demo-common';
import { DEMO_WAREHOUSES } from './reference';

/**
 * Demo clients of the four kinds: 40 landing-page leads, 200 OMS and own-warehouse clients (with
 * their sales owners and audit states) and their users. A value `{ $ref: resource, index }` names the id the seed gave that
 * resource's row `index` (a client user's client); `salesId` is filled by the seed (demo-seed.ts):
 * every third record of each kind is the demo sales user's, the rest the admin's. Then 60 WMS
 * organisations and 40 label-server clients.
 */
const brands = ['Acme', 'Blue Harbor', 'Northwind', 'Sunrise', 'Pacific', 'Lakeside', 'Golden Gate', 'Evergreen', 'Redwood', 'Summit',
  'Silverline', 'Cobalt', 'Maple Leaf', 'Harborview', 'Desert Rose', 'Ironwood', 'Bluebird', 'Cascade', 'Prairie', 'Tidewater'];
const trades = ['Apparel', 'Home Goods', 'Outfitters', 'Beauty', 'Electronics', 'Pet Supply', 'Toys', 'Sporting Goods', 'Kitchenware', 'Books'];
const suffixes = ['LLC', 'Inc.', 'Co.', 'Trading', 'Brands'];


/** Money as stored: ten-thousandths of a dollar. */
const cents = (dollars: number) => Math.round(dollars * 100) * 100;

const DEMO_CLIENT_COUNT = 200;

export function clientRow(i: number): Record<string, unknown> {
  const first = firstNames[i % firstNames.length];
  const last = lastNames[Math.floor(i / firstNames.length) % lastNames.length];
  const company = `${brands[i % brands.length]} ${trades[Math.floor(i / brands.length) % trades.length]} ${suffixes[i % suffixes.length]}`;
  const kind = i % 5 < 3 ? 'oms' : 'own-warehouse';
  // Most are approved and active; some wait for the audit, a few were rejected, suspended or frozen.
  const auditStatus = i % 10 === 1 ? 'PENDING' : i % 25 === 7 ? 'REJECTED' : i % 31 === 11 ? 'SUSPENDED' : 'APPROVED';
  const status = i % 29 === 5 ? 'FROZEN' : i % 17 === 3 ? 'NOT_ACTIVATED' : 'ACTIVE';
  const funded = 500 + ((i * 137) % 20_000);
  const billed = Math.min(funded, (i * 89) % 15_000);
  const unBilled = (i * 13) % 300;
  return {
    clientKind: kind, clientId: `C${String(20_260_001 + i * 7).padStart(8, '0')}`, companyName: company,
    firstName: first, lastName: last, contactName: `${first} ${last}`,
    contactEmail: `${first.toLowerCase()}.${last.toLowerCase()}${i + 1}@${brands[i % brands.length].toLowerCase().replace(/\s/g, '')}.example.com`,
    phone: `${['909', '775', '602', '815', '214', '253', '718', '512', '303'][i % 9]}555${String(2000 + (i % 8000)).padStart(4, '0')}`,
    connectedWarehouse: kind === 'own-warehouse' ? { $ref: 'warehouse', index: i % DEMO_WAREHOUSES.length } : null,
    // where it is, by its phone's area (the support zones group clients by state)
    countryCode: 'US', ...clientAddress(i),
    esLink: i % 4 === 0 ? `https://shop.${brands[i % brands.length].toLowerCase().replace(/\s/g, '')}.example.com` : null,
    status, auditStatus,
    auditReason: auditStatus === 'REJECTED' ? 'Business licence could not be verified' : auditStatus === 'SUSPENDED' ? 'Unpaid invoices over 60 days' : null,
    auditedBy: auditStatus === 'PENDING' ? null : 'admin',
    totalFunded: cents(funded), totalBilled: cents(billed), balance: cents(funded - billed), unBilled: cents(unBilled), available: cents(funded - billed - unBilled),
    createTime: day((i * 3) % 400), updateTime: day((i * 3) % 400),
  };
}

/** A street address in the state of the client's phone area; every seventh client has none (signed up without one). */
function clientAddress(i: number) {
  const [stateCode, city, zipCode] = ([['CA', 'Ontario', '91761'], ['NV', 'Reno', '89502'], ['AZ', 'Phoenix', '85043'], ['IL', 'Joliet', '60436'], ['TX', 'Dallas', '75241'],
    ['WA', 'Kent', '98032'], ['NY', 'Brooklyn', '11232'], ['TX', 'Houston', '77032'], ['CO', 'Denver', '80239']] as const)[i % 9];
  if (i % 7 === 6) return { stateCode };
  return { stateCode, city, zipCode, address1: `${120 + i * 13} Commerce Dr`, address2: i % 4 === 0 ? `Unit ${10 + i}` : null };
}

const roles = ['ADMIN', 'OPERATOR', 'OPERATOR', 'FINANCE', 'VIEWER'];
const isoDay = (offset: number) => day(offset).toISOString().slice(0, 10);
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');
const cities: Array<[string, string, string]> = [['Reno', 'NV', '89502'], ['Ontario', 'CA', '91761'], ['Dallas', 'TX', '75241'], ['Joliet', 'IL', '60436'], ['Kent', 'WA', '98032'], ['Savannah', 'GA', '31401']];

/** 60 WMS organisations: trials running and lapsed, paid periods running and lapsed, a refund, a cancellation. */
function wmsOrg(i: number): Record<string, unknown> {
  const name = `${brands[(i * 7) % brands.length]} ${['3PL', 'Fulfilment', 'Warehousing', 'Logistics'][i % 4]}`;
  const first = firstNames[(i * 3) % firstNames.length];
  const last = lastNames[(i * 5) % lastNames.length];
  const [city, stateCode, zipCode] = cities[i % cities.length];
  const plan = i % 6; // 0,1 trial; 2,3,4 paid; 5 lapsed paid
  const dates = {
    trialEndDate: isoDay(plan === 0 ? -14 : 200 + i),
    subscriptionStartDate: plan >= 2 ? isoDay(180 + i) : null,
    subscriptionEndDate: plan >= 2 && plan < 5 ? isoDay(-185 + i) : plan === 5 ? isoDay(10 + i) : null,
  };
  const staff = i === 17 ? 'REFUNDED' : i === 23 ? 'INACTIVE' : null;
  return {
    clientId: `W${String(3_000_001 + i * 11)}`, clientName: `${name} ${i + 1}`, company: `${name} ${suffixes[i % suffixes.length]}`,
    status: i % 19 === 7 ? 'DIS_ACTIVE_ADMIN' : 'ACTIVE',
    rootUserName: `${slug(first)}.${slug(last)}.org${i + 1}`, firstName: first, lastName: last, jobTitle: ['Operations Manager', 'Owner', 'IT Lead', 'Warehouse Manager'][i % 4],
    email: `${slug(first)}.${slug(last)}@org${i + 1}.example.com`, phone: `775555${String(5000 + i).padStart(4, '0')}`,
    countryCode: 'US', stateCode, city, zipCode, address1: `${400 + i * 9} Fulfilment Blvd`, address2: i % 3 ? null : `Suite ${100 + i}`,
    emailHost: i % 2 ? `smtp.org${i + 1}.example.com` : null,
    ...dates,
    subscriptionStatus: staff ?? subscriptionStatusOn({ subscriptionStatus: 'IN_TRIAL', ...dates }, utcDay()),
    createTime: day(200 + i * 3), updateTime: day(i),
  };
}

/** 40 label-server clients, each on its own domain. */
function labelServer(i: number): Record<string, unknown> {
  const brand = brands[(i * 3 + 1) % brands.length];
  const first = firstNames[(i * 7) % firstNames.length];
  const last = lastNames[(i * 11) % lastNames.length];
  return {
    clientId: `L${String(5_000_001 + i * 13)}`, clientName: `${brand} Labels ${i + 1}`, loginUserName: `${slug(brand)}.labels${i + 1}`,
    company: `${brand} Shipping ${suffixes[i % suffixes.length]}`, firstName: first, lastName: last,
    email: `${slug(first)}@${slug(brand)}-labels${i + 1}.example.com`, phone: `626555${String(6000 + i).padStart(4, '0')}`,
    domain: `labels.${slug(brand)}${i + 1}.example.com`, status: i % 8 === 5 ? 2 : 1,
    createTime: day(300 - i * 5), updateTime: day(i),
  };
}

export const DEMO_CLIENT_ROWS: Record<string, Array<Record<string, unknown>>> = {
  'landing-page': Array.from({ length: 40 }, (_, i) => ({
    fullName: people[i % people.length], companyName: `${companies[i % companies.length]} ${i + 1}`,
    email: `lead${i + 1}@example.com`, phone: `+1 909 555 ${String(1000 + i).slice(-4)}`,
    warehouseBusinessType: (i % 5) + 1, numberOfWarehouses: (i % 7) + 1, freeSpace: 5000 + i * 750,
    usingWms: i % 3 === 0, submitTime: day(i),
  })),
  'wms-client': Array.from({ length: 60 }, (_, i) => wmsOrg(i)),
  'label-server-client': Array.from({ length: 40 }, (_, i) => labelServer(i)),
  client: Array.from({ length: DEMO_CLIENT_COUNT }, (_, i) => clientRow(i)),
  // One to three users per client: its owner first (an administrator), then staff.
  'client-user': Array.from({ length: DEMO_CLIENT_COUNT }, (_, c) => Array.from({ length: 1 + (c % 3) }, (__, u) => {
    const first = firstNames[(c + u * 7) % firstNames.length];
    const last = lastNames[(c * 3 + u) % lastNames.length];
    const disabled = u > 0 && c % 9 === 4;
    return {
      clientId: { $ref: 'client', index: c }, loginName: `${first.toLowerCase()}.${last.toLowerCase()}.${c + 1}${u ? `.${u}` : ''}`,
      userName: `${first} ${last}`, role: u === 0 ? 'ADMIN' : roles[(c + u) % roles.length],
      email: `${first.toLowerCase()}.${last.toLowerCase()}.${c + 1}.${u}@client.example.com`, phoneNumber: `626555${String(4000 + ((c * 3 + u) % 6000)).padStart(4, '0')}`,
      status: disabled ? 'DIS_ACTIVE' : 'ACTIVE', reason: disabled ? 'Left the company' : null,
      createTime: day((c * 3) % 400), updateTime: day((c * 3) % 400),
    };
  })).flat(),
};
