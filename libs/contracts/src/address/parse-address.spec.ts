import { parseAddress } from './parse-address';
import { zipCodeValid } from './zip-codes';
import { US_STATES, usStateCode } from './us-states';

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
    });
  });

  it('takes labels, a state name, blank lines and a country after the zip', () => {
    const text = 'Name: Ann Lee\n\n  500 King St W  \nToronto, on, m5v 1l9, Canada\nPhone: +1 416 555 0199';
    expect(parseAddress(text)).toEqual({
      ok: true,
      address: { name: 'Ann Lee', addressLine1: '500 King St W', city: 'Toronto', stateCode: 'ON', zipCode: 'M5V 1L9', countryCode: 'CA', phone: '14165550199' },
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
    expect(parseAddress('John Smith\n123 Main St\nReno NV 89502\n7755550100')).toEqual({ ok: false, error: 'addressParseCityLine' });
    expect(parseAddress('John Smith\n123 Main St\nReno, NV, 8950\n7755550100')).toEqual({ ok: false, error: 'zipCodeInvalid' });
    expect(parseAddress('John Smith\n123 Main St\nReno, Nevadaa, 89502\n7755550100')).toEqual({ ok: false, error: 'addressParseState' });
    // a phone of fewer than 10 digits is not a phone
    expect(parseAddress('John Smith\n123 Main St\nReno, NV, 89502\n555-0100')).toEqual({ ok: false, error: 'addressParsePhone' });
    // only a name before the city line: no street
    expect(parseAddress('John Smith\nReno, NV, 89502\n7755550100')).toEqual({ ok: false, error: 'addressParseLines' });
  });
});
