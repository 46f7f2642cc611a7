// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter } from 'axios';

vi.mock('./toast', () => ({ toastError: vi.fn(), toastSuccess: vi.fn(), bindToast: vi.fn() }));
vi.mock('./navigation', () => ({ goToLogin: vi.fn(), bindNavigate: vi.fn() }));

import { http, request } from './http';
import { toastError } from './toast';
import { goToLogin } from './navigation';
import { STORAGE_KEYS, getUserInfo, setToken, setUserInfo } from './session';

/** Answers every call with this status and body, and records the request. */
function answer(status: number, body: unknown) {
  const seen: Array<{ url?: string; headers: Record<string, unknown>; params?: unknown; timeout?: number }> = [];
  http.defaults.adapter = (async (config) => {
    seen.push({ url: config.url, headers: { ...config.headers }, params: config.params, timeout: config.timeout });
    return { status, data: body, statusText: '', headers: {}, config };
  }) as AxiosAdapter;
  return seen;
}

describe('request() through the axios instance', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    vi.clearAllMocks();
  });
  afterEach(() => {
    http.defaults.adapter = undefined;
  });

  it('sends the bearer token, /api base and 60 s time-out', async () => {
    setToken('abc');
    const seen = answer(200, { result: 'OK', data: 1, message: '', zhMessage: '', errorCode: null });
    await expect(request({ url: '/x', method: 'get' })).resolves.toBe(1);
    expect(seen[0].headers.Authorization).toBe('Bearer abc');
    expect(http.defaults.baseURL).toBe('/api');
    expect(seen[0].timeout).toBe(60_000);
  });

  it('toasts and rejects an ERR answer', async () => {
    answer(400, { result: 'ERR', data: null, message: 'Invalid Data', zhMessage: '无效数据', errorCode: 400 });
    await expect(request({ url: '/x', method: 'get' })).rejects.toMatchObject({ message: 'Invalid Data', statusCode: 400 });
    expect(toastError).toHaveBeenCalledWith('Invalid Data');
  });

  it('does not toast when the request suppresses errors', async () => {
    answer(400, { result: 'ERR', data: null, message: 'Invalid Data', zhMessage: '无效数据', errorCode: 400 });
    await expect(request({ url: '/x', method: 'get', suppressErrors: true })).rejects.toBeTruthy();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('on 401 clears storage except the language, forgets the user and goes to /login', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'zh');
    localStorage.setItem(STORAGE_KEYS.menu, '[]');
    sessionStorage.setItem('anything', '1');
    setToken('abc');
    setUserInfo({ user: { userId: 1, userName: 'a' }, adminUser: { userName: 'a' }, permissionMap: {}, allPermission: true });
    answer(401, { result: 'ERR', data: null, message: 'Please log in again', zhMessage: '请重新登录', errorCode: 401 });
    await expect(request({ url: '/x', method: 'get' })).rejects.toMatchObject({ statusCode: 401 });
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('zh');
    expect(sessionStorage.length).toBe(0);
    expect(getUserInfo()).toBeNull();
    expect(goToLogin).toHaveBeenCalled();
  });

  it('a network failure says server error', async () => {
    http.defaults.adapter = (async () => {
      throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
    }) as AxiosAdapter;
    await expect(request({ url: '/x', method: 'get' })).rejects.toMatchObject({ statusCode: 0 });
    expect(toastError).toHaveBeenCalledWith('Server error, please try again later');
  });
});
