import { describe, expect, it } from 'vitest';
import { translate, type MessageRef } from '@console/contracts';
import { date, decimal, defineResource, email, enumOf, gt, integer, json, longText, money, phone, text, type FieldDef, type ResourceDef } from '@console/metadata';
import { balanceEntry, coWarehouse, featureFlag, fbaAddress, landingPageLead, orgGroup } from '@console/resources';
import dayjs from 'dayjs';
import type { Rule, RuleObject } from 'antd/es/form';
import { antdRulesOf, messageText, recordRuleOf } from './form-rules';

const en = (key: MessageRef, params: Record<string, string | number>) => translate(key, 'en', params);
const zh = (key: MessageRef, params: Record<string, string | number>) => translate(key, 'zh', params);

/** Runs rules the way antd does for one value: the first failing message, or null. */
async function validate(rules: Rule[], value: unknown): Promise<string | null> {
  for (const rule of rules as RuleObject[]) {
    if (rule.validator) {
      try {
        await rule.validator(rule, value, () => undefined);
      } catch (e) {
        return (e as Error).message;
      }
    }
  }
  return null;
}

describe('antdRulesOf: rulesOf(field) as antd rules with the server messages', () => {
  it('required is a native antd rule with "{field} is required" in the current language', async () => {
    const key = featureFlag.fields.key;
    const rules = antdRulesOf(key, 'Key', en);
    expect(rules[0]).toMatchObject({ required: true, message: 'Key is required' });
    expect(await validate(rules, '')).toBe('Key is required');
    expect(await validate(antdRulesOf(key, '键', zh), undefined)).toBe('键不能为空');
  });

  it('maxLength / minLength alone carry their bound in the message', async () => {
    const min = antdRulesOf(text({ en: 'Name', zh: '名称' }, { minLength: 3 }), 'Name', en);
    expect(await validate(min, 'ab')).toBe('Name: Min length 3');
    expect(await validate(antdRulesOf(text({ en: 'Name', zh: '名称' }, { maxLength: 5 }), 'Name', en), 'abcdef')).toBe('Name: Max length 5');
  });

  it("both bounds: 02 §5's 'length between bounds'; equal bounds: 'exact length', in both languages", async () => {
    const field = text({ en: 'Name', zh: '名称' }, { minLength: 3, maxLength: 5 });
    const rules = antdRulesOf(field, 'Name', en);
    expect(await validate(rules, 'ab')).toBe('Name: Length between 3 and 5');
    expect(await validate(rules, 'abcdef')).toBe('Name: Length between 3 and 5');
    expect(await validate(antdRulesOf(field, '名称', zh), 'ab')).toBe('名称：长度须在 3 到 5 之间');
    expect(await validate(rules, 'abcd')).toBeNull();
    expect(await validate(rules, '')).toBeNull(); // optional and empty: nothing to check
    const code = text({ en: 'Country', zh: '国家' }, { minLength: 2, maxLength: 2 });
    expect(await validate(antdRulesOf(code, 'Country', en), 'USA')).toBe('Country: Length must be 2');
    expect(await validate(antdRulesOf(code, '国家', zh), 'U')).toBe('国家：长度须为 2');
    expect(await validate(antdRulesOf(code, 'Country', en), 'US')).toBeNull();
  });

  it('patterns use the field pattern and its catalogue message', async () => {
    const rules = antdRulesOf(featureFlag.fields.key, 'Key', en);
    expect(await validate(rules, '9lives')).toBe('Key format is invalid');
    expect(await validate(rules, 'beta.checkout_v2')).toBeNull();
  });

  it('named rules: lettersNumbers and zip check the trimmed value', async () => {
    expect(await validate(antdRulesOf(fbaAddress.fields.code, 'Code', en), 'ab-1')).toBe('letters and numbers only');
    expect(await validate(antdRulesOf(fbaAddress.fields.code, 'Code', en), ' ONT8 ')).toBeNull();
    expect(await validate(antdRulesOf(fbaAddress.fields.zipcode, 'Zipcode', en), '1234')).toBe('invalid zip code');
    expect(await validate(antdRulesOf(fbaAddress.fields.zipcode, 'Zipcode', en), '92551-1234')).toBeNull();
  });

  it('email and phone', async () => {
    const mail = antdRulesOf(email({ en: 'Email', zh: '邮箱' }), 'Email', en);
    expect(await validate(mail, 'not-an-email')).toBe('Email address invalid');
    expect(await validate(mail, 'a@b.co')).toBeNull();
    const tel = antdRulesOf(phone({ en: 'Phone', zh: '电话' }), 'Phone', en);
    // letters are named as such, before any length rule
    expect(await validate(tel, 'abc')).toBe('Phone has invalid characters: use digits, spaces and + - ( ) only');
    expect(await validate(tel, '12ab')).toBe('Phone has invalid characters: use digits, spaces and + - ( ) only');
    expect(await validate(tel, '12 3')).toBe('Phone number invalid');
    expect(await validate(tel, '+1 (555) 123-4567')).toBeNull();
  });

  it('integer bounds from min/max', async () => {
    const rules = antdRulesOf(landingPageLead.fields.numberOfWarehouses, 'Number of Warehouses', en);
    expect(await validate(rules, 1.5)).toBe('integer or number only');
    expect(await validate(rules, -1)).toBe('Number of Warehouses must be at least 0');
    expect(await validate(rules, 10001)).toBe('Number of Warehouses must be at most 10000');
    expect(await validate(rules, 12)).toBeNull();
  });

  it('positive is exclusive, rational is inclusive', async () => {
    const positive = antdRulesOf(integer({ en: 'Qty', zh: '数量' }, { rules: ['positive'] }), 'Qty', en);
    expect(await validate(positive, 0)).toBe('Qty must be greater than 0');
    const rational = antdRulesOf(integer({ en: 'Qty', zh: '数量' }, { rules: ['rational'] }), 'Qty', en);
    expect(await validate(rational, 0)).toBeNull();
  });

  it('money accepts up to 4 decimals as a string', async () => {
    const rules = antdRulesOf(money({ en: 'Fee', zh: '费用' }), 'Fee', en);
    expect(await validate(rules, '12.34567')).toBe('Fee must be an amount with at most 4 decimals');
    expect(await validate(rules, '12.3456')).toBeNull();
  });

  it('a huge amount is told it is too large, with the bound, not a decimals problem', async () => {
    const rules = antdRulesOf(money({ en: 'Amount', zh: '金额' }), 'Amount', en);
    expect(await validate(rules, '123456789012345')).toBe('Amount is too large: an amount must be under $100,000,000,000 either way');
    expect(await validate(rules, '-100000000000')).toBe('Amount is too large: an amount must be under $100,000,000,000 either way');
    expect(await validate(rules, '99999999999.9999')).toBeNull();
  });

  it('Create Transaction refuses moving nothing in the dialog, under the amount', async () => {
    const action = balanceEntry.customActions!.find((a) => a.name === 'createTransaction')!;
    const inputs = { fields: action.input!, recordRules: action.inputRules } as unknown as ResourceDef;
    const check = (values: Record<string, unknown>) => validate(recordRuleOf(inputs, 'amount', 'en', () => values), values.amount);
    expect(await check({ amount: '0' })).toBe('A transaction must change the balance or the amount on hold');
    expect(await check({ amount: '0', pendingDelta: '0.00' })).toBe('A transaction must change the balance or the amount on hold');
    expect(await check({ amount: '0', pendingDelta: '10' })).toBeNull();
    expect(await check({ amount: '-5' })).toBeNull();
  });

  it('enum values must be one of the options', async () => {
    const rules = antdRulesOf(coWarehouse.fields.status, 'Status', en);
    expect(await validate(rules, 3)).toBe('Status must be one of the listed values');
    expect(await validate(rules, 1)).toBeNull();
  });

  it('dates must be valid picker values', async () => {
    const rules = antdRulesOf(coWarehouse.fields.startTime, 'Start Time', en);
    expect(await validate(rules, dayjs('2024-02-30', 'YYYY-MM-DD', true))).toBe('Start Time must be a date (YYYY-MM-DD)');
    expect(await validate(rules, dayjs('2024-02-28'))).toBeNull();
  });

  it('two antd rules: required (for the asterisk), then the first other rule broken', async () => {
    const field: FieldDef = enumOf({ en: 'T', zh: 'T' }, [{ value: 1, label: { en: 'a', zh: 'a' } }], { required: true });
    expect(antdRulesOf(field, 'T', en)).toHaveLength(2);
    expect(antdRulesOf(enumOf({ en: 'T', zh: 'T' }, [{ value: 1, label: { en: 'a', zh: 'a' } }]), 'T', en)).toHaveLength(1);
    // The API reports the first broken rule only; so does the form.
    expect(await validate(antdRulesOf(featureFlag.fields.key, 'Key', en), `9${'x'.repeat(70)}`)).toBe('Key: Max length 64');
  });

  it('a required value of only spaces is blank, on trim and other fields alike (01 §5)', async () => {
    expect(await validate(antdRulesOf(coWarehouse.fields.warehouse, 'Warehouse', en), '   ')).toBe('Warehouse is required');
    expect(await validate(antdRulesOf(landingPageLead.fields.companyName, 'Company Name', en), '   ')).toBe('Company Name is required');
    expect(await validate(antdRulesOf(orgGroup.fields.groupName, '分组名称', zh), ' \t ')).toBe('分组名称不能为空');
    expect(await validate(antdRulesOf(orgGroup.fields.groupName, 'Group Name', en), ' Beta ')).toBeNull();
  });

  it('text past its length is refused with the max-length message, never cut (01 §5)', async () => {
    const rules = antdRulesOf(orgGroup.fields.groupName, 'Group Name', en);
    expect(await validate(rules, 'g'.repeat(310))).toBe('Group Name: Max length 64');
    expect(await validate(antdRulesOf(orgGroup.fields.groupName, '分组名称', zh), 'g'.repeat(65))).toBe('分组名称：最大长度为 64');
    expect(await validate(rules, 'g'.repeat(64))).toBeNull();
  });

  it('number text is checked as typed: out of range and exponents are refused, not changed (01 §5)', async () => {
    const rules = antdRulesOf(landingPageLead.fields.freeSpace, 'Free Space', en);
    expect(await validate(rules, '-5')).toBe('Free Space must be at least 0');
    expect(await validate(rules, '-100.5')).toBe('integer or number only');
    expect(await validate(rules, '1e9999')).toBe('integer or number only');
    expect(await validate(rules, '1e3')).toBe('integer or number only');
    expect(await validate(rules, '99999999999999999999')).toBe('integer or number only');
    expect(await validate(rules, '2147483648')).toBe('Free Space must be at most 2147483647');
    expect(await validate(rules, ' 1200 ')).toBeNull();
    const percentage = antdRulesOf(featureFlag.fields.percentage, '比例', zh);
    expect(await validate(percentage, '101')).toBe('比例不能大于 100');
    expect(await validate(percentage, '')).toBe('比例不能为空');
    const amount = antdRulesOf(decimal({ en: 'Rate', zh: '费率' }, { scale: 2 }), 'Rate', en);
    expect(await validate(amount, '1e5')).toBe('Rate must be a number with at most 2 decimals');
    expect(await validate(amount, '1.234')).toBe('Rate must be a number with at most 2 decimals');
    expect(await validate(amount, '-100.5')).toBeNull();
  });

  it('json text must parse; an id list needs an id when required', async () => {
    expect(await validate(antdRulesOf(json({ en: 'Data', zh: '数据' }), 'Data', en), '{nope')).toBe('Data must be valid JSON');
    expect(await validate(antdRulesOf(json({ en: 'Data', zh: '数据' }), 'Data', en), '{"a": 1}')).toBeNull();
    const groups = antdRulesOf(featureFlag.fields.orgGroupIds, 'Org Groups', en);
    expect(await validate(groups, [])).toBe('Org Groups is required');
    expect(await validate(groups, [1, 1])).toBe('Org Groups must be a list of distinct record ids');
    expect(await validate(groups, [1, 3])).toBeNull();
  });

  it('a definition\'s own pattern message shows in the current language; catalogue keys still go through i18n', async () => {
    const code = text({ en: 'Code', zh: '代码' }, { pattern: { regex: '^[A-Z]', message: { en: '{field}: start with a capital', zh: '{field}：须以大写字母开头' } } });
    const t = (key: string, params: Record<string, string | number>) => `${key}|${JSON.stringify(params)}`;
    expect(await validate(antdRulesOf(code, 'Code', messageText(t, 'en')), 'abc')).toBe('Code: start with a capital');
    expect(await validate(antdRulesOf(code, '代码', messageText(t, 'zh')), 'abc')).toBe('代码：须以大写字母开头');
    expect(await validate(antdRulesOf(code, 'Code', messageText(t, 'en')), 'Abc')).toBeNull();
    expect(await validate(antdRulesOf(featureFlag.fields.key, 'Key', messageText(t, 'en')), '9x')).toBe('messages.patternMismatch|{"field":"Key"}');
  });

  it('a long text is bounded by its maxLength, with the API\'s message', async () => {
    const note = antdRulesOf(longText({ en: 'Note', zh: '备注' }, { maxLength: 2000 }), 'Note', en);
    expect(await validate(note, 'a\nb'.repeat(500))).toBeNull();
    expect(await validate(note, 'x'.repeat(2001))).toBe('Note: Max length 2000');
  });
});

describe('strict record rules on the form (gt, lt)', () => {
  const period = defineResource({
    name: 'probe-period', table: 'probe_period', label: { en: 'P', zh: 'P' }, menu: { group: 'tech' }, permission: { module: 'tech', sub: 'feature-flag' },
    actions: [], defaultSort: { field: 'id', order: 'asc' },
    fields: { validFrom: date({ en: 'Valid From', zh: '生效日期' }), validTo: date({ en: 'Valid To', zh: '失效日期' }) },
    recordRules: [gt('validTo', 'validFrom')],
  });
  const judged = async (lang: string, values: Record<string, unknown>) => {
    try {
      await (recordRuleOf(period, 'validTo', lang, () => values)[0] as RuleObject).validator!({}, undefined, () => undefined);
      return null;
    } catch (e) {
      return (e as Error).message;
    }
  };

  it('refuses the same day, under the field, in both languages', async () => {
    const day = dayjs('2026-01-05');
    expect(await judged('en', { validFrom: day, validTo: day })).toBe('Valid To must be greater than Valid From');
    expect(await judged('zh', { validFrom: day, validTo: day })).toBe('失效日期必须大于生效日期');
    expect(await judged('en', { validFrom: day, validTo: day.add(1, 'day') })).toBeNull();
  });
});
