import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { quoteRequest, type QuoteValues } from './quote-request';

const VALUES: QuoteValues = {
  shippingAccountId: 1, carrierServiceId: 2, packageType: 'YOUR_PACKAGING', fromZip: ' 91761 ', toZip: '10001',
  residential: false, shipDate: dayjs('2026-11-20'),
  packages: [
    { weight: '4', weightUnit: 'lb', length: 12, width: '10', height: ' 6 ', dimUnit: 'in' },
    { weight: 500, weightUnit: 'g', length: '30', width: '20', height: '10', dimUnit: 'cm' },
  ],
};

describe('the quote request', () => {
  it('sends ZIPs as addresses, the day as YYYY-MM-DD and the numbers as typed texts', () => {
    expect(quoteRequest(VALUES)).toEqual({
      shippingAccountId: 1, carrierServiceId: 2, packageType: 'YOUR_PACKAGING',
      fromAddress: { zipCode: '91761' }, toAddress: { zipCode: '10001' }, residential: false, shipDate: '2026-11-20',
      packages: [
        { weight: '4', weightUnit: 'lb', length: '12', width: '10', height: '6', dimUnit: 'in' },
        { weight: '500', weightUnit: 'g', length: '30', width: '20', height: '10', dimUnit: 'cm' },
      ],
    });
  });

  it('sends the client only when one is chosen', () => {
    expect(quoteRequest({ ...VALUES, clientId: 7 }).clientId).toBe(7);
    expect(quoteRequest({ ...VALUES, clientId: null })).not.toHaveProperty('clientId');
  });
});
