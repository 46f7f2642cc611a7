import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { RESOURCES } from '@console/resources';
import { decimal, money, integer, type FieldDef, type ResourceDef } from '@console/metadata';
import { formatValue } from './format-value';

const t = ((key: string, o?: { defaultValue?: string }) => o?.defaultValue ?? key) as unknown as TFunction;
const show = (field: FieldDef, value: unknown, record?: Record<string, unknown>) => formatValue('f', field, value, { t, resource: 'probe', record });
const def = (name: string): ResourceDef => RESOURCES.find((d) => d.name === name)!;

describe('numbers on lists and show pages (02 §9: amounts with $ and 2 decimals)', () => {
  it('shows money with $ and 2 decimals, or the decimals a field asks for', () => {
    expect(show(money({ en: 'A', zh: 'A' }), '4.0000')).toBe('$4.00');
    expect(show(money({ en: 'A', zh: 'A' }), '-1234.5678')).toBe('-$1,234.57');
    expect(show(money({ en: 'A', zh: 'A' }, { shownScale: 4 }), '0.0125')).toBe('$0.0125');
  });

  it('shows a percent with 2 decimals and %, never the stored 4', () => {
    expect(show(decimal({ en: 'P', zh: 'P' }, { scale: 4, unit: 'percent' }), '15.2500')).toBe('15.25%');
    expect(show(decimal({ en: 'P', zh: 'P' }, { scale: 4, unit: 'percent' }), '0.0000')).toBe('0.00%');
  });

  it('reads the unit from another field of the record when it depends on it', () => {
    const value = def('surcharge').fields.value;
    expect(formatValue('value', value, '4.0000', { t, resource: 'surcharge', record: { calculation: 'FIXED' } })).toBe('$4.00');
    expect(formatValue('value', value, '4.0000', { t, resource: 'surcharge', record: { calculation: 'PERCENT' } })).toBe('4.00%');
  });

  it('shows other decimals without the storage zeros, integers as they are', () => {
    expect(show(decimal({ en: 'Q', zh: 'Q' }, { scale: 4 }), '4.0000')).toBe('4');
    expect(show(decimal({ en: 'Q', zh: 'Q' }, { scale: 4 }), '12345.2500')).toBe('12,345.25');
    expect(show(integer({ en: 'N', zh: 'N' }), 42)).toBe('42');
  });

  it('leaves no listed decimal of any resource to show its raw storage digits', () => {
    const raw: string[] = [];
    for (const d of RESOURCES) {
      for (const [key, field] of Object.entries(d.fields)) {
        if (field.kind !== 'decimal' || !field.list) continue;
        const record = typeof field.unit === 'object' ? { [field.unit.field]: Object.keys(field.unit.values)[0] } : {};
        const text = formatValue(key, field, '4.0000', { t, resource: d.name, record });
        if (text === '4.0000') raw.push(`${d.name}.${key}`);
      }
    }
    expect(raw).toEqual([]);
  });
});
