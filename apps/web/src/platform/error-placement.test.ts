import { describe, expect, it } from 'vitest';
import { failureToast } from './error-placement';
import { interpretAnswer } from './envelope';

describe('one message per fault: field errors on the form, the rest in a toast', () => {
  const errors = { currentPassword: 'The current password is not correct' };

  it('toasts the message when there is no form or no per-field error', () => {
    expect(failureToast('Invalid Data', undefined, ['name'])).toBe('Invalid Data');
    expect(failureToast('Invalid Data', errors, undefined)).toBe('Invalid Data');
    expect(failureToast('Invalid Data', errors, [])).toBe('Invalid Data');
  });

  it('no toast when every field at fault is on the form', () => {
    expect(failureToast('The current password is not correct', errors, ['currentPassword', 'newPassword'])).toBeNull();
  });

  it("toasts a field the form does not show, with that field's own message", () => {
    const two = { name: 'Name is required', secret: 'Unknown field: secret' };
    expect(failureToast('Name is required', two, ['name'])).toBe('Unknown field: secret');
  });

  it('applies in the answer interpretation, in both languages', () => {
    const body = {
      result: 'ERR', errorCode: 400, message: 'The current password is not correct', zhMessage: '当前密码不正确',
      data: { errors: [{ field: 'currentPassword', message: 'The current password is not correct', zhMessage: '当前密码不正确' }] },
    };
    for (const language of ['en', 'zh']) {
      const placed = interpretAnswer({ status: 400, body, language, fieldsShown: ['currentPassword'] });
      expect(placed).toMatchObject({ kind: 'error', toast: null });
      // The rejection still carries the field's message for the form to show.
      expect(placed.kind === 'error' && placed.error.errors?.currentPassword).toBe(language === 'en' ? 'The current password is not correct' : '当前密码不正确');
      expect(interpretAnswer({ status: 400, body, language })).toMatchObject({ toast: language === 'en' ? 'The current password is not correct' : '当前密码不正确' });
    }
  });
});
