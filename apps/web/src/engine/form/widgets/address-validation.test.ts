import { describe, expect, it } from 'vitest';
import { validationView } from './address-validation';

describe("the address widget's validation answer (02 §3 status and result)", () => {
  it('green when verified, with the kind of address', () => {
    expect(validationView({ status: 1, result: 1, isResidential: true }, 'en')).toEqual({ tone: 'success', title: 'addressWidget.verifiedResidential', message: undefined });
    expect(validationView({ status: 1, result: 2 }, 'zh').title).toBe('addressWidget.verifiedCommercial');
  });
  it("orange with the validator's message otherwise, in the language of the moment; advice on a verified one is orange too", () => {
    const notFound = { status: -1, result: 3, message: 'The address was not found', zhMessage: '未找到该地址' };
    expect(validationView(notFound, 'en')).toEqual({ tone: 'warning', title: 'addressWidget.notVerified', message: 'The address was not found' });
    expect(validationView(notFound, 'zh').message).toBe('未找到该地址');
    const advice = { status: 1, result: 1, message: 'Address is unable to be validated, it is recommended to use FedEx Home Delivery', zhMessage: '该地址无法验证，建议使用 FedEx Home Delivery' };
    expect(validationView(advice, 'en')).toMatchObject({ tone: 'warning', title: 'addressWidget.verifiedResidential' });
  });
});
