import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { noteText, skipText, unitLabel } from './preview-text';

const t = ((key: string, params?: Record<string, string>) => `${key}${params ? JSON.stringify(params) : ''}`) as unknown as TFunction;

describe('the words of the preview', () => {
  it("names the engine's units", () => {
    expect(unitLabel(t, 'order')).toBe('ruleEditor.preview.unitOrder');
    expect(unitLabel(t, 'package:2')).toBe('ruleEditor.preview.unitPackage{"n":"2"}');
    expect(unitLabel(t, 'sku:A:1')).toBe('ruleEditor.preview.unitSku{"code":"A:1"}');
  });

  it("says skip reasons and notes from the engine's catalogue in the UI's language", () => {
    expect(skipText('CANCELLED', 'en')).toBe('Not charged when cancelled');
    expect(skipText('CANCELLED', 'zh')).toBe('取消时不计费');
    expect(noteText('MIN', 'zh-CN')).toBe('已提高至最低收费');
  });
});
