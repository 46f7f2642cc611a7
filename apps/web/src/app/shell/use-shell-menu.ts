import { useMemo } from 'react';
import { MENU_ITEMS } from './catalogue-loader';
import { useAccess, useUserInfo } from '../../platform/use-session';
import { decideValues } from '../../platform/access-control';
import { findDef } from '../../platform/catalogue';
import { buildShellMenu, type ShellMenu } from './menu-model';

/** The menus of the signed-in user; rebuilt only when the user (and so the access answers) change. */
export function useShellMenu(): ShellMenu {
  const allowed = useAccess();
  const user = useUserInfo();
  return useMemo(() => buildShellMenu(
    MENU_ITEMS, (name) => allowed(name, 'list'), (name) => allowed(name, 'export'),
    (name) => {
      const def = findDef(name);
      return def ? decideValues(user, def, 'list') : null;
    },
    user?.productCode,
  ), [allowed, user]);
}
