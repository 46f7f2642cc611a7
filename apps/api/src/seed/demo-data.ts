/** Demo records per resource: believable data so a new user sees a working console. */
const companies = ['Acme Logistics', 'Blue Harbor Trading', 'Northwind Supply', 'Sunrise Goods', 'Pacific Fulfilment', 'Lakeside Retail', 'Golden Gate Imports', 'Evergreen Outfitters'];
const people = ['Olivia Chen', 'Liam Johnson', 'Emma Garcia', 'Noah Smith', 'Ava Martinez', 'Lucas Wang', 'Mia Brown', 'Ethan Lee'];
const cities: Array<[string, string, string]> = [['Ontario', 'CA', '91761'], ['San Bernardino', 'CA', '92408'], ['Tracy', 'CA', '95304'], ['Phoenix', 'AZ', '85043'], ['Joliet', 'IL', '60436'], ['Robbinsville', 'NJ', '08691'], ['Dallas', 'TX', '75241'], ['Kent', 'WA', '98032']];

const day = (offset: number) => new Date(Date.UTC(2026, 10, 20) - offset * 86_400_000);

export const DEMO_ROWS: Record<string, Array<Record<string, unknown>>> = {
  'feature-flag': [
    ['new-pack-station', 1, 3, 1, 1], ['batch-picking-v2', 2, 2, 1, 4], ['label-auto-void', 3, 4, 2, 2],
    ['oms-bulk-import', 1, 1, 1, 3], ['storage-billing-daily', 3, 3, 1, 1], ['ticket-auto-assign', 1, 3, 2, 2],
  ].map(([key, type, systemType, status, toggleStrategy]) => ({
    key, type, systemType, status, toggleStrategy, creator: 'admin', description: `Controls ${key}`,
    // The targets of the targeted strategies; org groups are seeded into an empty table, so
    // 'Beta testers' and 'West coast 3PLs' are ids 1 and 3.
    ...(toggleStrategy === 3 ? { orgGroupIds: [1, 3] } : {}),
    ...(toggleStrategy === 4 ? { percentage: 25 } : {}),
  })),
  'org-group': ['Beta testers', 'Enterprise accounts', 'West coast 3PLs', 'Internal QA'].map((groupName, i) => ({
    groupName, isSystemGroup: i === 3, creator: 'admin', description: `${groupName} group`,
  })),
  'fba-address': cities.map(([city, state, zipcode], i) => ({
    code: ['ONT8', 'SBD1', 'OAK3', 'PHX7', 'MDW2', 'EWR4', 'DFW6', 'BFI4'][i], address: `${100 + i * 37} Fulfillment Way`, city, state, zipcode, country: 'US',
  })),
  'landing-page': Array.from({ length: 40 }, (_, i) => ({
    fullName: people[i % people.length], companyName: `${companies[i % companies.length]} ${i + 1}`,
    email: `lead${i + 1}@example.com`, phone: `+1 909 555 ${String(1000 + i).slice(-4)}`,
    warehouseBusinessType: (i % 5) + 1, numberOfWarehouses: (i % 7) + 1, freeSpace: 5000 + i * 750,
    usingWms: i % 3 === 0, submitTime: day(i),
  })),
  'co-warehouse': cities.slice(0, 5).map(([city, state, zip], i) => ({
    warehouse: `${state}-${city.split(' ')[0].toUpperCase()}-0${i + 1}`, company: companies[i], address: `${200 + i} Commerce Dr, ${city}, ${state} ${zip}`,
    contactPerson: people[i], contactPhone: `+1 626 555 01${10 + i}`, startTime: `2025-0${i + 1}-15`, status: i === 4 ? 2 : 1,
  })),
};
