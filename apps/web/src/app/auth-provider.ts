import type { AuthProvider } from '@refinedev/core';
import { translate } from '@console/contracts';
import i18n from 'i18next';
import { request, isApiError } from '../platform/http';
import { languageOf } from '../platform/envelope';
import { clearSession, getToken, getUserInfo, setToken, setUserInfo, type UserInfo } from '../platform/session';
import { toastError } from '../platform/toast';

/** Loads afterLogin into the session; on failure says 'Can not get user info!' once. */
export async function loadUserInfo(): Promise<UserInfo | null> {
  try {
    const info = await request<UserInfo>({ url: '/wms-user/admin/afterLogin', method: 'get', suppressErrors: true });
    if (!info?.user) throw new Error('afterLogin without user');
    setUserInfo(info);
    return info;
  } catch (e) {
    // A 401 already sent the user to /login with the session cleared; anything else is ours to say.
    if (!(isApiError(e) && e.statusCode === 401)) toastError(translate('userInfoFailed', languageOf(i18n.language)));
    return null;
  }
}

/** The afterLogin load under way, shared by sign-in checks that start together (one request). */
let loading: Promise<UserInfo | null> | null = null;
function loadUserInfoOnce(): Promise<UserInfo | null> {
  loading ??= loadUserInfo().finally(() => {
    loading = null;
  });
  return loading;
}

const signedOut = (error?: Error) => ({ authenticated: false, redirectTo: '/login', logout: true, error });

export const authProvider: AuthProvider = {
  login: async ({ username, password }: { username: string; password: string }) => {
    try {
      // A failed sign-in is toasted by the data layer with the server's own text.
      const data = await request<{ token: string }>({ url: '/wms-user/admin/login', method: 'post', data: { username, password } });
      setToken(data.token);
    } catch (e) {
      return { success: false, error: { name: 'login', message: isApiError(e) ? e.message : String(e) } };
    }
    const info = await loadUserInfo();
    if (!info) {
      clearSession();
      return { success: false, error: { name: 'login', message: translate('userInfoFailed', languageOf(i18n.language)) } };
    }
    return { success: true, redirectTo: '/dashboard' };
  },

  /**
   * Ends this session (the user's other tabs and devices stay signed in); with `everywhere`
   * (My Profile's 'Sign out everywhere') every session of the user.
   */
  logout: async (params?: { everywhere?: boolean }) => {
    if (params?.everywhere) {
      // Saying 'signed out everywhere' when the server did not do it would be a lie: stay here.
      try {
        await request({ url: '/wms-user/admin/logoutAll', method: 'post' });
      } catch (e) {
        return { success: false, error: { name: 'logout', message: isApiError(e) ? e.message : String(e) } };
      }
    } else if (getToken()) {
      // This session's token stops working server-side; a failure here must not keep the user signed in.
      await request({ url: '/wms-user/admin/logout', method: 'post', suppressErrors: true }).catch(() => undefined);
    }
    clearSession();
    return { success: true, redirectTo: '/login' };
  },

  check: async () => {
    if (!getToken()) return signedOut();
    if (getUserInfo()) return { authenticated: true };
    const info = await loadUserInfoOnce();
    if (info) return { authenticated: true };
    clearSession();
    return signedOut();
  },

  // 401 is handled where it is seen (http.ts clears the session and goes to /login).
  onError: async (error) => (isApiError(error) && error.statusCode === 401 ? { redirectTo: '/login' } : {}),

  getIdentity: async () => {
    const info = getUserInfo();
    if (!info) return null;
    const { user } = info;
    return { ...user, name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.userName };
  },

  getPermissions: async () => getUserInfo()?.permissionMap ?? null,
};
