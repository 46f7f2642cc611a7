import { parseAddress } from './parse-address';
import { zipCodeValid } from './zip-codes';
import { US_STATES, usStateCode } from './us-states';
import { usZipInState } from './us-zip-states';

describe('zip codes per country', () => {
  it.each([
    ['US', '89502', true], ['US', '89502-1234', true], ['US', '895021234', true], ['US', '8950', false], ['US', 'ABCDE', false],
    ['CA', 'M5V 2T6', true], ['CA', 'm5v2t6', true], ['CA', 'D5V 2T6', false], ['CA', '12345', false],
    ['GB', 'SW1A 1AA', true], ['UK', 'EC1A 1BB', true], ['GB', 'M1 1AE', true], ['GB', '12345', false],
    ['CN', '100000', true], ['CN', '10000', false], ['JP', '100-0001', true], ['DE', '10115', true],
    ['NZ', '6011', true], ['NZ', '!', false],
  ])('%s %s -> %s', (country, zip, valid) => {
    expect(zipCodeValid(country, zip)).toBe(valid);
  });
});

describe('US states', () => {
  it('has the 50 states and DC, by code or name', () => {
    expect(US_STATES).toHaveLength(51);
    expect(usStateCode('nv')).toBe('NV');
    expect(usStateCode('new  york')).toBe('NY');
    expect(usStateCode('District of Columbia')).toBe('DC');
    expect(usStateCode('Ontario')).toBeUndefined();
  });
});

describe('parseAddress (the auto-input)', () => {
  it('reads name, company, two street lines, city/state/zip, phone and e-mail', () => {
    const text = 'John Smith\nACME Logistics\n123 Main St\nSuite 200\nReno, NV, 89502\n(775) 555-0100\njohn@acme.com';
    expect(parseAddress(text)).toEqual({
      ok: true,
      address: {
        name: 'John Smith', company: 'ACME Logistics', addressLine1: '123 Main St', addressLine2: 'Suite 200',
        city: 'Reno', stateCode: 'NV', zipCode: '89502', countryCode: 'US', phone: '7755550100', email: 'john@acme.com',
      },
      warnings: [],
    });
  });

  it('takes labels, a state name, blank lines and a country after the zip', () => {
    const text = 'Name: Ann Lee\n\n  500 King St W  \nToronto, on, m5v 1l9, Canada\nPhone: +1 416 555 0199';
    expect(parseAddress(text)).toEqual({
      ok: true,
      address: { name: 'Ann Lee', addressLine1: '500 King St W', city: 'Toronto', stateCode: 'ON', zipCode: 'M5V 1L9', countryCode: 'CA', phone: '14165550199' },
      warnings: [],
    });
    const named = parseAddress('Bo Chen\n1 Ocean Ave\nSanta Monica, California, 90401\n310-555-0123');
    expect(named).toMatchObject({ ok: true, address: { stateCode: 'CA', countryCode: 'US' } });
  });

  it('reads a country on its own line', () => {
    expect(parseAddress('Ian Hall\n10 Downing St\nLondon, LDN, SW1A 2AA\nUnited Kingdom\n020 7946 0958 00')).toMatchObject({
      ok: true, address: { countryCode: 'GB', zipCode: 'SW1A 2AA', stateCode: 'LDN' },
    });
  });

  it('says which rule failed', () => {
    expect(parseAddress('')).toEqual({ ok: false, error: 'addressParseLines' });
    expect(parseAddress('John Smith\nReno, NV, 89502')).toEqual({ ok: false, error: 'addressParseLines' });
    expect(parseAddress('John Smith\n123 Main St\nReno, NV, 89502')).toEqual({ ok: false, error: 'addressParsePhone' });
    expect(parseAddress('John Smith\n123 Main St\nReno Nevadaa 89502\n7755550100')).toEqual({ ok: false, error: 'addressParseCityLine' });
    expect(parseAddress('John Smith\n123 Main St\nReno 89502\n7755550100')).toEqual({ ok: false, error: 'addressParseCityLine' });
    expect(parseAddress('John Smith\n123 Main St\nReno,, 89502\n7755550100')).toEqual({ ok: false, error: 'addressParseCityLine' });
    expect(parseAddress('John Smith\n123 Main St\nReno\n7755550100')).toEqual({ ok: false, error: 'addressParseCityLine' });
    expect(parseAddress('John Smith\n123 Main St\nReno, NV, 8950\n7755550100')).toEqual({ ok: false, error: 'zipCodeInvalid' });
    expect(parseAddress('John Smith\n123 Main St\nReno, Nevadaa, 89502\n7755550100')).toEqual({ ok: false, error: 'addressParseState' });
    // a phone of fewer than 10 digits is not a phone
    expect(parseAddress('John Smith\n123 Main St\nReno, NV, 89502\n555-0100')).toEqual({ ok: false, error: 'addressParsePhone' });
    // only a name before the city line: no street
    expect(parseAddress('John Smith\nReno, NV, 89502\n7755550100')).toEqual({ ok: false, error: 'addressParseLines' });
  });
});

/** What people paste: from order e-mails, marketplaces, spreadsheets and signatures. */
describe('parseAddress: real-world pastes', () => {
  const us = (city: string, stateCode: string, zipCode: string) => ({ city, stateCode, zipCode, countryCode: 'US' });

  it.each<[string, string, Record<string, string>]>([
    ['the usual US form, no comma before the zip', 'John Smith\nAcme Inc\n123 Main St\nSuite 200\nLos Angeles, CA 90001\n3105551234',
      { name: 'John Smith', company: 'Acme Inc', addressLine1: '123 Main St', addressLine2: 'Suite 200', ...us('Los Angeles', 'CA', '90001'), phone: '3105551234' }],
    ['a state name and no comma before the zip', 'Tim Cook\nApple Inc.\nOne Apple Park Way\nCupertino, California 95014\n(408) 996-1010',
      { name: 'Tim Cook', company: 'Apple Inc.', addressLine1: 'One Apple Park Way', ...us('Cupertino', 'CA', '95014'), phone: '4089961010' }],
    ['zip+4', 'Jane Roe\n350 Fifth Avenue\nNew York, NY 10118-0110\n212-736-3100',
      { name: 'Jane Roe', addressLine1: '350 Fifth Avenue', ...us('New York', 'NY', '10118-0110'), phone: '2127363100' }],
    ['zip+4 written without its hyphen', 'Jane Roe\n350 Fifth Avenue\nNew York, NY, 101180110\n212-736-3100',
      { ...us('New York', 'NY', '10118-0110') }],
    ['no comma at all', 'Jane Roe\n1600 Pennsylvania Ave NW\nWashington DC 20500\n202.456.1111',
      { addressLine1: '1600 Pennsylvania Ave NW', ...us('Washington', 'DC', '20500'), phone: '2024561111' }],
    ['a two-word state without commas', 'Sam Hill\n1 Capitol St\nCharleston West Virginia 25301\n3045550100',
      { ...us('Charleston', 'WV', '25301') }],
    ['a two-word city and a two-word state', 'Sam Hill\n100 Main St\nSanta Fe, New Mexico 87501\n5055550100',
      { ...us('Santa Fe', 'NM', '87501') }],
    ['a comma after the state only', 'Sam Hill\n100 Main St\nKansas City MO, 64105\n8165550100',
      { ...us('Kansas City', 'MO', '64105') }],
    ['a lower-case state and a dotted code', 'Sam Hill\n100 Main St\nAustin, tx. 78701\n5125550100',
      { ...us('Austin', 'TX', '78701') }],
    ['a country after the zip', 'Sam Hill\n100 Main St\nSeattle, WA 98101, USA\n2065550100',
      { ...us('Seattle', 'WA', '98101') }],
    ['a country after the zip without a comma', 'Sam Hill\n100 Main St\nSeattle, WA 98101 United States\n2065550100',
      { ...us('Seattle', 'WA', '98101') }],
    ['a country line', 'Sam Hill\n100 Main St\nSeattle, WA 98101\nUnited States\n+1 206 555 0100',
      { ...us('Seattle', 'WA', '98101'), phone: '12065550100' }],
    ['labels, an attention line and an e-mail', 'Ship To: Maria Garcia\nCompany: Garcia Imports LLC\nAddress: 4500 W Lake Mead Blvd\nLas Vegas, NV 89108\nPhone: (702) 555-0142\nEmail: maria@garcia-imports.com',
      { name: 'Maria Garcia', company: 'Garcia Imports LLC', addressLine1: '4500 W Lake Mead Blvd', ...us('Las Vegas', 'NV', '89108'), phone: '7025550142', email: 'maria@garcia-imports.com' }],
    ['the unit after a comma on the street line', 'Lee Wong\n742 Evergreen Terrace, Apt 3B\nSpringfield, IL 62704\n2175550100',
      { addressLine1: '742 Evergreen Terrace', addressLine2: 'Apt 3B', ...us('Springfield', 'IL', '62704') }],
    ['a phone with an extension', 'Lee Wong\n742 Evergreen Terrace\nSpringfield, IL 62704\n217-555-0100 ext. 12',
      { phone: '2175550100' }],
    ['blank lines and stray spaces, Windows line ends', '  Lee Wong  \r\n\r\n  742 Evergreen Terrace \r\n  Springfield ,  IL   62704 \r\n 217 555 0100 ',
      { name: 'Lee Wong', addressLine1: '742 Evergreen Terrace', ...us('Springfield', 'IL', '62704'), phone: '2175550100' }],
    ['a Canadian address with no comma before the postcode', 'Ann Lee\n500 King St W\nToronto, ON M5V 1L9\n416-555-0199',
      { city: 'Toronto', stateCode: 'ON', zipCode: 'M5V 1L9', countryCode: 'CA' }],
    ['a Canadian address with a comma before the postcode only', 'Ann Lee\n500 King St W\nToronto ON, M5V 1L9\nCanada\n416-555-0199',
      { city: 'Toronto', stateCode: 'ON', zipCode: 'M5V 1L9', countryCode: 'CA' }],
    ['an Australian address, no comma, the country on its own line', 'Olivia Brown\nKoala Traders\nLevel 5\n45 George St\nSydney NSW 2000\nAustralia\n+61 2 9123 4567',
      { company: 'Koala Traders', addressLine1: 'Level 5', addressLine2: '45 George St', city: 'Sydney', stateCode: 'NSW', zipCode: '2000', countryCode: 'AU', phone: '61291234567' }],
    ['an Australian address, the country after a comma', 'Olivia Brown\n1 Flinders St\nMelbourne VIC 3000, Australia\n0391234567',
      { city: 'Melbourne', stateCode: 'VIC', zipCode: '3000', countryCode: 'AU' }],
    ['a two-word Australian city', 'Olivia Brown\n1 Smith St\nSurry Hills NSW 2010\nAustralia\n0291234567',
      { city: 'Surry Hills', stateCode: 'NSW', zipCode: '2010', countryCode: 'AU' }],
    ['a Chinese address in English', 'Li Wei\nRoom 1201\n88 Century Avenue\nShanghai, SH 200120\nChina\n13812345678',
      { city: 'Shanghai', stateCode: 'SH', zipCode: '200120', countryCode: 'CN', phone: '13812345678' }],
    ['a British address', 'Ian Hall\n221B Baker Street\nLondon, LDN SW1A 2AA\n020 7946 0958',
      { city: 'London', stateCode: 'LDN', zipCode: 'SW1A 2AA', countryCode: 'GB' }],
  ])('%s', (_, text, expected) => {
    const parsed = parseAddress(text);
    expect(parsed).toMatchObject({ ok: true, address: expected });
  });

  it('fills a zip code of another state, and warns', () => {
    const parsed = parseAddress('John Smith\n123 Main St\nLos Angeles, CA 89502\n3105551234');
    expect(parsed).toMatchObject({ ok: true, address: { zipCode: '89502', stateCode: 'CA' } });
    expect(parsed.ok && parsed.warnings).toEqual([{ field: 'zipCode', message: 'zipNotInState', params: { zip: '89502', state: 'CA' } }]);
    expect(parseAddress('John Smith\n123 Main St\nLos Angeles, CA 90001\n3105551234')).toMatchObject({ warnings: [] });
  });

  it('still says what it cannot read, in the spec\'s words', () => {
    expect(parseAddress('John Smith\nAcme Inc\n123 Main St\nLos Angeles CA\n3105551234')).toEqual({ ok: false, error: 'addressParseCityLine' });
    expect(parseAddress('John Smith\n123 Main St\nLos Angeles, Calif 90001\n3105551234')).toEqual({ ok: false, error: 'addressParseState' });
    expect(parseAddress('John Smith\n123 Main St\nLos Angeles, ZZ, 90001\n3105551234')).toEqual({ ok: false, error: 'addressParseState' });
    expect(parseAddress('John Smith\n123 Main St\nLos Angeles, CA 9000\n3105551234')).toEqual({ ok: false, error: 'zipCodeInvalid' });
    expect(parseAddress('John Smith\n123 Main St\nLos Angeles, CA 90001')).toEqual({ ok: false, error: 'addressParsePhone' });
  });
});

describe('US zip codes per state', () => {
  it.each([
    ['90001', 'CA', true], ['95014', 'ca', true], ['89502', 'NV', true], ['89502', 'CA', false], ['10118-0110', 'NY', true],
    ['02108', 'MA', true], ['06390', 'NY', true], ['20500', 'DC', true], ['99501', 'AK', true], ['96813', 'HI', true],
    ['73301', 'TX', true], ['10001', 'NJ', false], ['ABCDE', 'CA', undefined], ['90001', 'ON', undefined],
  ] as const)('%s in %s -> %s', (zip, state, inState) => {
    expect(usZipInState(zip, state)).toBe(inState);
  });

  it('knows every state and DC', () => {
    for (const [code] of US_STATES) expect(usZipInState('00000', code)).toBeDefined();
  });
});
