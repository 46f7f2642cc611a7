import { DEFAULT_LONG_TEXT_LENGTH, INVALID, KINDS, exportCellOf, filterInputOf, kindOf } from './kinds';
import { longText } from './fields';
import { tableShape } from './table-shape';
import { rulesOf } from './rules';
import { firstBroken } from './check';
import { defineResource } from './define';
import type { FieldDef, FieldKind } from './types';

const field = (kind: FieldKind, extra: Partial<FieldDef> = {}): FieldDef => ({ kind, label: { en: 'F', zh: '字段' }, ...extra });

describe('the kind registry', () => {
  it('describes every kind completely', () => {
    for (const [kind, spec] of Object.entries(KINDS)) {
      const f = field(kind as FieldKind, kind === 'enum' ? { options: [{ value: 1, label: { en: 'One', zh: '一' } }] } : {});
      expect(spec.column(f).type).toBeTruthy();
      expect(spec.rules(f).length).toBeGreaterThan(0);
      expect(spec.width(f)).toBeGreaterThan(0);
      expect(spec.input(f)).toBeTruthy();
      expect(spec.display(f)).toBeTruthy();
      expect(spec.jsonSchema(f)).toBeDefined();
    }
  });

  it('stores money as integer ten-thousandths and reads it back as a 4-decimal string', () => {
    const money = kindOf(field('money'));
    expect(money.toColumn('99.99', field('money'))).toBe('999900');
    expect(money.toColumn('-0.0001', field('money'))).toBe('-1');
    expect(money.fromColumn(999900, field('money'))).toBe('99.9900');
    expect(money.fromColumn('20000001', field('money'))).toBe('2000.0001');
    expect(money.toColumn(null, field('money'))).toBeNull();
  });

  it('reads query tokens by kind, a bare date as the whole day at the end of a range', () => {
    expect(kindOf(field('integer')).parseParam('42', field('integer'), 'start')).toBe(42);
    expect(kindOf(field('integer')).parseParam('1e3', field('integer'), 'start')).toBe(INVALID);
    expect(kindOf(field('money')).parseParam('99.99', field('money'), 'start')).toBe('99.99');
    expect(kindOf(field('money')).parseParam('1e5', field('money'), 'start')).toBe(INVALID);
    expect(kindOf(field('relation')).parseParam('0', field('relation'), 'start')).toBe(INVALID);
    expect(kindOf(field('boolean')).parseParam('true', field('boolean'), 'start')).toBe(true);
    const end = kindOf(field('datetime')).parseParam('2026-11-01', field('datetime'), 'end') as Date;
    expect(end.toISOString()).toBe('2026-11-01T23:59:59.999Z');
    const options = { options: [{ value: 'GOLD', label: { en: 'Gold', zh: '金' } }] };
    expect(kindOf(field('enum', options)).parseParam('GOLD', field('enum', options), 'start')).toBe('GOLD');
    expect(kindOf(field('enum', options)).parseParam('gold', field('enum', options), 'start')).toBe(INVALID);
  });

  it('exports a cell as the list shows it', () => {
    const ctx = { lang: 'zh' as const, timeZone: 'Asia/Shanghai' };
    expect(exportCellOf(field('boolean'), true, ctx)).toBe('是');
    expect(exportCellOf(field('money'), '99.9900', ctx)).toBe(99.99);
    expect(exportCellOf(field('datetime'), new Date('2026-11-01T23:30:00Z'), ctx)).toBe('11/02/2026 07:30:00');
    expect(exportCellOf(field('text'), null, ctx)).toBeNull();
  });

  it('chooses the filter input from the kind and the operator', () => {
    expect(filterInputOf(field('money', { filter: 'between' }))).toBe('numberRange');
    expect(filterInputOf(field('datetime', { filter: 'between' }))).toBe('dateRange');
    expect(filterInputOf(field('enum', { filter: 'in', options: [] }))).toBe('multiSelect');
    expect(filterInputOf(field('text', { filter: 'contains' }))).toBe('text');
  });

  it('refuses a definition whose filter operator its kind does not take', () => {
    expect(() => defineResource({
      name: 'probe', table: 'probe', label: { en: 'P', zh: 'P' }, menu: { group: 'tech' }, permission: { module: 'tech', sub: 'feature-flag' },
      actions: [], fields: { flag: field('boolean', { filter: 'between' }), tags: field('json', { filter: 'eq' }) }, defaultSort: { field: 'id', order: 'asc' },
    })).toThrow('field "flag": a boolean field cannot be filtered with "between" (it takes eq); field "tags": a json field cannot be filtered with "eq" (it takes no filter)');
  });
});

describe('long text: a TEXT column, a text area, one line in lists', () => {
  const note = longText({ en: 'Note', zh: '备注' }, { maxLength: 2000, filter: 'contains' });
  const probe = (fields: Record<string, FieldDef>) => ({
    name: 'probe', table: 'probe', label: { en: 'P', zh: 'P' }, menu: { group: 'tech' as const }, permission: { module: 'tech' as const, sub: 'feature-flag' },
    actions: [], fields, defaultSort: { field: 'id' as const, order: 'asc' as const },
  });

  it('is a TEXT column on both databases, bounded by its maxLength rule, typed in a text area', () => {
    expect(note.kind).toBe('longText');
    expect(kindOf(note).column(note)).toEqual({ type: 'text' });
    expect(tableShape(defineResource(probe({ note }))).columns).toEqual([{ key: 'note', name: 'note', nullable: true, type: 'text' }]);
    expect(kindOf(note).input(note)).toBe('textarea');
    expect(kindOf(note).display(note)).toBe('text');
    expect(filterInputOf(note)).toBe('text');
    expect(firstBroken(rulesOf(note), 'x'.repeat(2000))).toBeNull();
    expect(firstBroken(rulesOf(note), 'x'.repeat(2001))).toMatchObject({ type: 'maxLength', value: 2000 });
    const plain = longText({ en: 'Note', zh: '备注' });
    expect(firstBroken(rulesOf(plain), 'x'.repeat(DEFAULT_LONG_TEXT_LENGTH + 1))).toMatchObject({ type: 'maxLength', value: DEFAULT_LONG_TEXT_LENGTH });
    expect(kindOf(plain).jsonSchema(plain)).toEqual({ type: 'string', maxLength: DEFAULT_LONG_TEXT_LENGTH });
    expect(exportCellOf(note, 'line 1\nline 2', { lang: 'en', timeZone: 'UTC' })).toBe('line 1\nline 2');
  });

  it('cannot be unique, indexed, sorted or longer than a TEXT column holds', () => {
    expect(() => defineResource(probe({ a: longText({ en: 'A', zh: 'A' }, { unique: true }), b: longText({ en: 'B', zh: 'B' }, { sort: true }), c: longText({ en: 'C', zh: 'C' }, { maxLength: 20000 }) })))
      .toThrow('field "a": a longText column cannot be unique, indexed or sorted; field "b": a longText column cannot be unique, indexed or sorted; field "c": a longText holds at most 16000 characters');
    expect(() => defineResource({ ...probe({ a: longText({ en: 'A', zh: 'A' }) }), indexes: [['a']] })).toThrow('index field "a": a longText column cannot be indexed');
  });
});

describe('a json field with options: a list of them (work days)', () => {
  const days: FieldDef = { kind: 'json', label: { en: 'Days', zh: '工作日' }, options: [{ value: 1, label: { en: 'Mon', zh: '周一' } }, { value: 2, label: { en: 'Tue', zh: '周二' } }] };

  it('is chosen from the options, each once, and reads as their labels', () => {
    const rules = rulesOf(days);
    expect(firstBroken(rules, [1, 2])).toBeNull();
    expect(firstBroken(rules, [1, 1])?.type).toBe('optionList');
    expect(firstBroken(rules, [3])?.type).toBe('optionList');
    expect(firstBroken(rules, '1,2')?.type).toBe('optionList');
    expect(kindOf(days).input(days)).toBe('options');
    expect(exportCellOf(days, [2, 1], { lang: 'zh', timeZone: 'UTC' })).toBe('周二, 周一');
  });
});
