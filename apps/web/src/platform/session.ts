import type { PermissionMap } from '@console/contracts';

/** What GET /wms-user/admin/afterLogin answers (docs/api-conventions.md). */
export interface UserInfo {
  user: { userId: number | string; timeZone?: string; userName: string; firstName?: string; lastName?: string };
  adminUser: { userId?: number | string; userAdminId?: number | string; userName: string };
  permissionMap: PermissionMap;
  allPermission: boolean;
  /** Fills `{product}` in module names, e.g. Ezeeship-WMS (absent: the default product). */
  productCode?: string;
}

/** Storage keys. Only the language choice survives a sign-out or an expired session. */
export const STORAGE_KEYS = {
  token: 'console.token',
  userInfo: 'console.userInfo',
  menu: 'console.menu',
  language: 'console.lang',
} as const;

type Listener = () => void;
const listeners = new Set<Listener>();
// Parsed once per change, not on every permission check.
let cachedUser: UserInfo | null | undefined;

export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

export function setToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
}

export function getUserInfo(): UserInfo | null {
  if (cachedUser === undefined) {
    const raw = localStorage.getItem(STORAGE_KEYS.userInfo);
    try {
      cachedUser = raw ? (JSON.parse(raw) as UserInfo) : null;
    } catch {
      cachedUser = null;
    }
  }
  return cachedUser;
}

export function setUserInfo(info: UserInfo): void {
  localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(info));
  cachedUser = info;
  listeners.forEach((l) => l());
}

/** The admin id My Profile opens: afterLogin names it userId or userAdminId. */
export function ownAdminId(info: UserInfo | null): string | undefined {
  const id = info?.adminUser.userId ?? info?.adminUser.userAdminId ?? info?.user.userId;
  return id === undefined ? undefined : String(id);
}

/** Clears local and session storage except the language choice; forgets the user and menu. */
export function clearSession(): void {
  const language = localStorage.getItem(STORAGE_KEYS.language);
  localStorage.clear();
  sessionStorage.clear();
  if (language) localStorage.setItem(STORAGE_KEYS.language, language);
  cachedUser = null;
  listeners.forEach((l) => l());
}

/** Lets caches keyed by the user (permission answers, menus) drop themselves on change. */
export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
