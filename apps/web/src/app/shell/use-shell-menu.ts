import { useMemo } from 'react';
import { MENU_ITEMS } from './catalogue-loader';
import { useAccess } from '../use-session';
import { buildShellMenu, type ShellMenu } from './menu-model';

/** The menus of the signed-in user; rebuilt only when the user (and so the access answers) change. */
export function useShellMenu(): ShellMenu {
  const allowed = useAccess();
  return useMemo(() => buildShellMenu(MENU_ITEMS, (name) => allowed(name, 'list'), (name) => allowed(name, 'export')), [allowed]);
}
