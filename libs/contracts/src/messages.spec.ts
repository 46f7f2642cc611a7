import { interpolate, interpolateBoth, translate } from './messages';

describe('messages', () => {
  it('fills placeholders and leaves a missing one visible', () => {
    expect(interpolate('Order {orderNo} is in batch {batchNo}', { orderNo: 'SO1', batchNo: 7 })).toBe('Order SO1 is in batch 7');
    expect(interpolate('Order {orderNo} of {client}', { orderNo: 'SO1' })).toBe('Order SO1 of {client}');
  });

  it('fills a domain text in both languages alike', () => {
    expect(interpolateBoth({ en: '{left} unit(s) left in {orderNo}', zh: '{orderNo} 还有 {left} 件' }, { left: 2, orderNo: 'SO9' }))
      .toEqual({ en: '2 unit(s) left in SO9', zh: 'SO9 还有 2 件' });
  });

  it('translates a catalogue key or an own text', () => {
    expect(translate({ en: 'Code {code} taken', zh: '编码 {code} 已被占用' }, 'zh', { code: 'A1' })).toBe('编码 A1 已被占用');
  });
});
