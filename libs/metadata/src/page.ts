import type { PermissionRef } from '@console/contracts';
import type { Label, MenuPlacement, ResourceDef } from './types';
import { ResourceDefinitionError, menuProblems } from './define';

/**
 * A handwritten screen that is not a table of one resource (user-management, the pack station,
 * the level zone grid...): it still gets its menu entry, its route at `/{name}`, its 404 for users
 * without the permission and its title in both languages from this definition. What it calls on
 * the API declares its own permission there.
 */
export interface PageDef {
  /** Route (kebab-case), e.g. `user-management`. */
  name: string;
  label: Label;
  menu: MenuPlacement;
  /** Viewing the page needs view (level none 1) of this sub-role; its buttons check their own level. */
  permission: PermissionRef;
  /** The key of the screen in the web's page registry (apps/web/src/engine/registry.ts). */
  screen: string;
}

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export function definePage(def: PageDef): PageDef {
  if (!KEBAB.test(def.name)) throw new ResourceDefinitionError(`page ${def.name}: name must be kebab-case`);
  if (!def.screen) throw new ResourceDefinitionError(`page ${def.name}: screen is required`);
  const menu = menuProblems(def.menu);
  if (menu.length) throw new ResourceDefinitionError(`page ${def.name}: ${menu.join('; ')}`);
  return def;
}

/**
 * What a domain folder of resources/ exports by default (`resources/<domain>/index.ts`): its
 * resources and pages. resources/index.ts only concatenates these, so adding a resource edits
 * its own domain folder (`npm run new:resource` writes the lines).
 */
export interface DomainIndex {
  resources: ResourceDef[];
  pages: PageDef[];
}
