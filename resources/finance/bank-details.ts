import { boolean, email, text } from '@console/metadata';

const BANK = 3;
const PAYPAL = 1;
const keep = { en: 'Stored encrypted, never shown; leave empty to keep the stored one', zh: '加密保存，不会显示；留空则保留原值' };

/**
 * The bank or PayPal details of an account money is paid into or out of (Payment's receiving
 * accounts, a client's Payout Setting), shown by the `method` field's value. The account number
 * is a secret: sealed by the resource's hooks (SealedSecret), never returned; its last four
 * digits are kept apart (`accountNumberMask`) so a person can tell accounts apart.
 */
export const bankDetailFields = () => ({
  bankName: text({ en: 'Bank Name', zh: '银行名称' }, { required: true, maxLength: 128, rules: ['trim'], visibleWhen: { field: 'method', in: [BANK] } }),
  accountHolder: text({ en: 'Account Holder', zh: '账户户名' }, { required: true, maxLength: 128, rules: ['trim'], list: true, visibleWhen: { field: 'method', in: [BANK] } }),
  accountNumber: text({ en: 'Account Number', zh: '银行账号' }, {
    storage: 'writeOnly', maxLength: 34, pattern: { regex: '^[A-Za-z0-9 -]{4,34}$', message: 'patternMismatch' }, help: keep, visibleWhen: { field: 'method', in: [BANK] },
  }),
  accountNumberEnc: text({ en: 'Encrypted Account Number', zh: '加密的银行账号' }, { storage: 'serverOnly', maxLength: 1024 }),
  accountNumberMask: text({ en: 'Account No.', zh: '账号' }, { maxLength: 16, form: false, list: true, visibleWhen: { field: 'method', in: [BANK] } }),
  routingNumber: text({ en: 'Routing / SWIFT', zh: '路由号 / SWIFT' }, {
    maxLength: 11, rules: ['trim'], pattern: { regex: '^([0-9]{9}|[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?)$', message: 'patternMismatch' },
    help: { en: 'A 9-digit ABA routing number or an 8- or 11-character SWIFT code', zh: '9 位 ABA 路由号，或 8 位/11 位 SWIFT 代码' },
    visibleWhen: { field: 'method', in: [BANK] },
  }),
  paypalEmail: email({ en: 'PayPal Account', zh: 'PayPal 账户' }, { required: true, maxLength: 128, list: true, copyable: true, visibleWhen: { field: 'method', in: [PAYPAL] } }),
  accountNumberSet: boolean({ en: 'Account Number Stored', zh: '已保存银行账号' }, { storage: 'computed' }),
});
