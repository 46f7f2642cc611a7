import { describe, expect, it } from 'vitest';
import { tidy } from './FieldListEditor';

describe('the field list editor', () => {
  it('sends a field as the API takes it: options only on a choice, required only when ticked', () => {
    const label = { en: 'Reason', zh: '原因' };
    expect(tidy({ key: 'reason', label, kind: 'select' })).toEqual({ key: 'reason', label, kind: 'select', options: [] });
    // a choice turned into text drops its options; an unticked box leaves no `required: false`
    expect(tidy({ key: 'reason', label, kind: 'text', options: ['Lost'], required: false })).toEqual({ key: 'reason', label, kind: 'text' });
    expect(tidy({ key: 'reason', label, kind: 'select', options: ['Lost', 'Damaged'], required: true }))
      .toEqual({ key: 'reason', label, kind: 'select', required: true, options: ['Lost', 'Damaged'] });
  });
});
