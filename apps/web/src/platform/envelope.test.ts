import { describe, expect, it } from 'vitest';
import { interpretAnswer, messageOf } from './envelope';

const ok = (data: unknown, result = 'OK') => ({ result, data, message: '', zhMessage: '', errorCode: null });
const err = (message: string, zhMessage: string, errorCode: number | null = 400, data: unknown = null) =>
  ({ result: 'ERR', data, message, zhMessage, errorCode });

describe('interpretAnswer (spec 01 §8)', () => {
  it('OK yields the data', () => {
    expect(interpretAnswer({ status: 200, body: ok({ a: 1 }), language: 'en' })).toEqual({ kind: 'data', data: { a: 1 } });
  });

  it('NODATA is a success with null data', () => {
    expect(interpretAnswer({ status: 200, body: ok(null, 'NODATA'), language: 'en' })).toEqual({ kind: 'data', data: null });
  });

  it('ERR toasts the Chinese message when the language is not English', () => {
    const out = interpretAnswer({ status: 400, body: err('Invalid Data', '无效数据'), language: 'zh' });
    expect(out).toMatchObject({ kind: 'error', toast: '无效数据', unauthorized: false, error: { message: '无效数据', statusCode: 400, errorCode: 400 } });
  });

  it('ERR toasts the English message in English', () => {
    const out = interpretAnswer({ status: 400, body: err('Invalid Data', '无效数据'), language: 'en' });
    expect(out).toMatchObject({ kind: 'error', toast: 'Invalid Data' });
  });

  it("ERR without any message says 'Error' (错误 in Chinese)", () => {
    expect(interpretAnswer({ status: 500, body: err('', ''), language: 'en' })).toMatchObject({ toast: 'Error' });
    expect(interpretAnswer({ status: 500, body: err('', ''), language: 'zh' })).toMatchObject({ toast: '错误' });
  });

  it('Chinese falls back to the English message when zhMessage is empty', () => {
    expect(interpretAnswer({ status: 400, body: err('Only English', ''), language: 'zh' })).toMatchObject({ toast: 'Only English' });
  });

  it('any result other than OK/NODATA is an error too, even with HTTP 200', () => {
    const out = interpretAnswer({ status: 200, body: { ...ok(null), result: 'WEIRD', message: 'odd' }, language: 'en' });
    expect(out).toMatchObject({ kind: 'error', toast: 'odd' });
  });

  it('HTTP 401 marks the session as ended', () => {
    const out = interpretAnswer({ status: 401, body: err('Please log in again', '请重新登录', 401), language: 'en' });
    expect(out).toMatchObject({ kind: 'error', unauthorized: true, error: { statusCode: 401 } });
  });

  it('errorCode 401 marks the session as ended whatever the HTTP status', () => {
    const out = interpretAnswer({ status: 200, body: err('expired', '过期', 401), language: 'en' });
    expect(out).toMatchObject({ kind: 'error', unauthorized: true });
  });

  it('a 401 without an envelope (proxy) still ends the session', () => {
    expect(interpretAnswer({ status: 401, body: 'Unauthorized', language: 'en' })).toMatchObject({ unauthorized: true });
  });

  it("network failure says 'Server error, please try again later'", () => {
    expect(interpretAnswer({ status: 0, body: undefined, language: 'en' })).toMatchObject({
      kind: 'error', toast: 'Server error, please try again later', unauthorized: false, error: { statusCode: 0 },
    });
    expect(interpretAnswer({ status: 0, body: undefined, language: 'zh' })).toMatchObject({ toast: '服务器错误，请稍后再试' });
  });

  it('a non-envelope answer (HTML error page) is treated as a server error', () => {
    expect(interpretAnswer({ status: 502, body: '<html>Bad gateway</html>', language: 'en' })).toMatchObject({
      toast: 'Server error, please try again later', error: { statusCode: 502 },
    });
  });

  it('suppressed requests reject without a toast', () => {
    const out = interpretAnswer({ status: 400, body: err('Invalid Data', '无效数据'), language: 'en', suppressErrors: true });
    expect(out).toMatchObject({ kind: 'error', toast: null, error: { message: 'Invalid Data' } });
    expect(interpretAnswer({ status: 0, body: undefined, language: 'en', suppressErrors: true })).toMatchObject({ toast: null });
  });

  it('validation errors come back per field in the current language', () => {
    const body = err('Invalid Data', '无效数据', 400, {
      errors: [{ field: 'key', message: 'Key is required', zhMessage: '键不能为空' }],
    });
    expect(interpretAnswer({ status: 400, body, language: 'en' })).toMatchObject({ error: { errors: { key: 'Key is required' } } });
    expect(interpretAnswer({ status: 400, body, language: 'zh' })).toMatchObject({ error: { errors: { key: '键不能为空' } } });
  });

  it('a 409 without text shows the page-expired message', () => {
    expect(interpretAnswer({ status: 409, body: err('', '', 409), language: 'en' })).toMatchObject({
      toast: 'The page information has expired, please refresh and try again',
    });
  });

  it("a 409 keeps the server's own text (e.g. a duplicate)", () => {
    expect(interpretAnswer({ status: 409, body: err('Key already exists', '键已存在', 409), language: 'en' })).toMatchObject({
      toast: 'Key already exists',
    });
  });

  it('a duplicate named on its field shows under that field of the form, not as a toast', () => {
    const errors = { errors: [{ field: 'key', message: 'Key already exists', zhMessage: '键已存在' }] };
    const onForm = interpretAnswer({ status: 409, body: err('Key already exists', '键已存在', 409, errors), language: 'zh', fieldsShown: ['key', 'type'] });
    expect(onForm).toMatchObject({ kind: 'error', toast: null, error: { statusCode: 409, errors: { key: '键已存在' } } });
    // a duplicate in an inline row ('tiers.1.code') lands under that row's cell
    const row = { errors: [{ field: 'tiers.1.code', message: 'Code already exists', zhMessage: '编码已存在' }] };
    expect(interpretAnswer({ status: 409, body: err('Code already exists', '编码已存在', 409, row), language: 'en', fieldsShown: ['name', 'tiers'] }))
      .toMatchObject({ toast: null, error: { errors: { 'tiers.1.code': 'Code already exists' } } });
    // with no form on screen (an import, a list action) it is still told
    expect(interpretAnswer({ status: 409, body: err('Key already exists', '键已存在', 409, errors), language: 'en' })).toMatchObject({ toast: 'Key already exists' });
  });
});

describe('messageOf', () => {
  it('treats any en-* language as English', () => {
    expect(messageOf({ message: 'A', zhMessage: '甲' }, 'en')).toBe('A');
  });
});
