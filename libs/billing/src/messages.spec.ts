import * as billing from './index';
import { BILLING_LABELS, BILLING_MESSAGES, billingMessageKey, translateBillingMessage } from './messages';

describe('the message catalogue', () => {
  it("holds the contract's English texts exactly, each with its Chinese", () => {
    expect(Object.values(BILLING_MESSAGES).map((m) => m.en)).toEqual([
      'Invalid Data',
      'At most 20 rules per charge item',
      'Receive timing is allowed only when charge method is Per Package',
      'A condition and a charge element must be selected',
      'The value must be greater than 0',
      'Threshold and interval settings are mutually exclusive',
      'The previous interval must be completed before the next',
      'Invalid amount...',
      'Pallet number must be greater than 0 and less than 99999',
      'Inventory age is required first',
    ]);
    for (const { zh } of Object.values(BILLING_MESSAGES)) expect(zh).toMatch(/[\u4e00-\u9fff]/);
    expect(BILLING_MESSAGES.invalidAmount.zh).toBe('金额无效...');
  });

  it('translates a returned message and leaves unknown texts alone', () => {
    expect(billingMessageKey('Invalid amount...')).toBe('invalidAmount');
    expect(translateBillingMessage('Threshold and interval settings are mutually exclusive', 'zh')).toBe('阈值与区间设置互斥');
    expect(translateBillingMessage('Invalid Data', 'en')).toBe('Invalid Data');
    expect(translateBillingMessage('something else', 'zh')).toBe('something else');
  });

  it('labels every skip reason and note', () => {
    expect(Object.keys(BILLING_LABELS)).toEqual(['INACTIVE', 'WORK_ORDER_TYPE', 'PERIODIC', 'TRIGGER', 'ORDER_TYPE', 'FREIGHT_TYPE', 'CANCELLED', 'NO_UNITS', 'MIN', 'MAX']);
  });

  it('exports the engine from the package entry', () => {
    expect(typeof billing.charge).toBe('function');
    expect(typeof billing.storageFee).toBe('function');
    expect(billing.BILLING_MESSAGES).toBe(BILLING_MESSAGES);
  });
});
