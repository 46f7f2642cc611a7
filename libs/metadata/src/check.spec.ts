import { firstBroken, isBlank, isPlainDecimal, passes } from './check';
import { rulesOf } from './rules';
import { decimal, email, integer, relation, text } from './fields';

const label = { en: 'X', zh: 'X' };

describe('the shared rule functions', () => {
  it('treats absent, null, empty and spaces-only as blank', () => {
    // An empty list is blank too: a required multi-select needs one choice.
    for (const v of [undefined, null, '', '   ', '\t\n', []]) expect(isBlank(v)).toBe(true);
    for (const v of [0, false, 'a', ' a ', {}, [1]]) expect(isBlank(v)).toBe(false);
  });

  it('a required text of spaces breaks required, not a later rule', () => {
    expect(firstBroken(rulesOf(text(label, { required: true, minLength: 3 })), '   ')?.type).toBe('required');
    expect(firstBroken(rulesOf(text(label, { minLength: 3 })), '   ')).toBeNull();
  });

  it("02 §5: both length bounds are one 'length between' rule, equal bounds one 'exact length' rule", () => {
    const between = rulesOf(text(label, { minLength: 3, maxLength: 5 }));
    expect(between.filter((r) => /ength/.test(r.type))).toEqual([{ type: 'lengthBetween', min: 3, max: 5, message: 'lengthBetween' }]);
    expect(firstBroken(between, 'ab')?.type).toBe('lengthBetween');
    expect(firstBroken(between, 'abcdef')?.type).toBe('lengthBetween');
    expect(firstBroken(between, 'abc')).toBeNull();
    const exact = rulesOf(text(label, { minLength: 2, maxLength: 2 }));
    expect(exact.filter((r) => /ength/.test(r.type))).toEqual([{ type: 'exactLength', value: 2, message: 'exactLength' }]);
    expect(['U', 'USA'].map((v) => firstBroken(exact, v)?.type)).toEqual(['exactLength', 'exactLength']);
    expect(firstBroken(exact, 'US')).toBeNull();
    // one bound keeps its own rule (a text's column size is its maxLength)
    expect(rulesOf(text(label, { minLength: 3 })).map((r) => r.type)).toEqual(['string', 'maxLength', 'minLength']);
  });

  it('bounds integers by the INT column and relation ids from 1', () => {
    const rules = rulesOf(integer(label));
    expect(firstBroken(rules, 2147483647)).toBeNull();
    expect(firstBroken(rules, 2147483648)?.type).toBe('max');
    expect(firstBroken(rules, -2147483649)?.type).toBe('min');
    expect(firstBroken(rules, 9007199254740993)?.type).toBe('integer');
    expect(firstBroken(rules, 1e20)?.type).toBe('integer');
    expect(firstBroken(rules, Infinity)?.type).toBe('integer');
    expect(firstBroken(rules, '5')?.type).toBe('integer');
    const ids = rulesOf(relation(label, { resource: 'r', labelField: 'n' }));
    expect(firstBroken(ids, 0)?.type).toBe('min');
    expect(firstBroken(ids, 1)).toBeNull();
    expect(firstBroken(rulesOf(integer(label, { min: 0, max: 10 })), -5)?.type).toBe('min');
  });

  it('accepts decimals written plainly within decimal(18, scale), never exponents', () => {
    expect(isPlainDecimal('12.3456', 4)).toBe(true);
    expect(isPlainDecimal(-0.5, 4)).toBe(true);
    expect(isPlainDecimal('12.34567', 4)).toBe(false);
    expect(isPlainDecimal('1e5', 4)).toBe(false);
    expect(isPlainDecimal(1e21, 4)).toBe(false);
    expect(isPlainDecimal('12345678901234', 4)).toBe(true);
    expect(isPlainDecimal('123456789012345', 4)).toBe(false);
    expect(firstBroken(rulesOf(decimal(label, { scale: 2 })), '1.234')?.message).toBe('decimalInvalid');
  });

  it('checks e-mail addresses the same way on both sides', () => {
    const rules = rulesOf(email(label));
    expect(firstBroken(rules, 'ada@example.com')).toBeNull();
    for (const bad of ['a@b.c', 'a@b', 'a b@c.com', '@c.com', 'a@.com']) expect(firstBroken(rules, bad)?.type).toBe('email');
  });

  it('refuses a lone surrogate as text (MariaDB would change it silently)', () => {
    const rules = rulesOf(text(label));
    expect(firstBroken(rules, 'ok \uD83D\uDE00')).toBeNull();
    expect(firstBroken(rules, 'bad \uD83D')?.type).toBe('string');
    expect(firstBroken(rules, '\uDE00 bad')?.type).toBe('string');
  });

  it('compares enum values strictly, as the column stores them', () => {
    expect(passes({ type: 'oneOf', values: [1, 2], message: 'notInOptions' }, 1)).toBe(true);
    expect(passes({ type: 'oneOf', values: [1, 2], message: 'notInOptions' }, '1')).toBe(false);
  });
});
