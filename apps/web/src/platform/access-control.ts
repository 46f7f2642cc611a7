import type { AccessControlProvider } from '@refinedev/core';
import { ACTION_LEVEL, can, type ActionName } from '@console/contracts';
import { mayUse, permittedValues, type PageDef, type ResourceDef } from '@console/metadata';
import { getUserInfo, onSessionChange, type UserInfo } from './session';
import { findDef, findPage, getCatalogue, onCatalogueChange } from './catalogue';

/**
 * refine's actions -> the permission actions of the contract. list/show need view; clone is
 * an edit of a copy; a custom action needs what its definition says.
 */
const REFINE_ACTION: Record<string, ActionName> = {
  list: 'view', show: 'view', view: 'view',
  create: 'create', clone: 'create', edit: 'edit', delete: 'delete', export: 'export',
};

/** Actions that also have to be offered by the resource itself (`actions` in metadata). */
const DECLARED = new Set(['create', 'clone', 'edit', 'delete', 'export']);

/** What access is checked on: a resource, or a handwritten page (which has no `actions` of its own). */
export type AccessTarget = ResourceDef | PageDef;

export function permissionActionOf(def: AccessTarget, action: string): ActionName | undefined {
  if (!('actions' in def)) return REFINE_ACTION[action] ?? (action in ACTION_LEVEL ? (action as ActionName) : undefined);
  const custom = def.customActions?.find((a) => a.name === action);
  if (custom) return custom.action;
  return REFINE_ACTION[action];
}

/** The decision, with no cache: used by the checker and by tests. */
export function decide(user: UserInfo | null, def: AccessTarget | undefined, action: string): boolean {
  if (!user) return false;
  if (!def) return true; // screens that are not resources (dashboard, profile) need only sign-in
  const needed = permissionActionOf(def, action);
  if (!needed) return false;
  const declared = action === 'clone' ? 'create' : action;
  if ('actions' in def && DECLARED.has(action) && !def.actions.includes(declared as ResourceDef['actions'][number])) return false;
  const holder = { allPermission: Boolean(user.allPermission), permissionMap: user.permissionMap ?? {} };
  // An action with a sub-role of its own (a proxy login) needs that, on records the user may view.
  const own = 'actions' in def ? def.customActions?.find((a) => a.name === action && a.sub) : undefined;
  if (own && 'actions' in def) return mayUse(holder, def, 'view', user.productCode) && can(holder, { module: def.permission.module, sub: own.sub! }, needed, user.productCode);
  // A partitioned resource (support cases per source) is usable with any of its values' sub-roles.
  return 'actions' in def ? mayUse(holder, def, needed, user.productCode) : can(holder, def.permission, needed, user.productCode);
}

/**
 * The partition values (ticket sources) the user may reach with a refine action, or null when
 * the resource has no partition or the user reaches every value.
 */
export function decideValues(user: UserInfo | null, def: ResourceDef, action: string): string[] | null {
  const needed = permissionActionOf(def, action);
  if (!def.partition) return null;
  if (!user || !needed) return [];
  return permittedValues(def, { allPermission: Boolean(user.allPermission), permissionMap: user.permissionMap ?? {} }, needed, user.productCode);
}

/**
 * Answers are cached per signed-in user (keyed resource:action) and dropped when the session
 * changes, so menus and row actions of a 1 000-row table cost one lookup each. Before the
 * catalogue is known (`ready` false) a resource is denied and the answer is not cached.
 */
export function createAccessChecker(
  getUser: () => UserInfo | null = getUserInfo,
  lookup: (name: string) => AccessTarget | undefined = (name) => findDef(name) ?? findPage(name),
  ready: () => boolean = () => getCatalogue() !== null,
) {
  const answers = new Map<string, boolean>();
  return {
    check(resource: string | undefined, action: string): boolean {
      if (resource && !ready()) return false;
      const key = `${resource ?? ''}:${action}`;
      let answer = answers.get(key);
      if (answer === undefined) {
        answer = decide(getUser(), resource ? lookup(resource) : undefined, action);
        answers.set(key, answer);
      }
      return answer;
    },
    reset(): void {
      answers.clear();
    },
  };
}

export const accessChecker = createAccessChecker();
onSessionChange(() => accessChecker.reset());
onCatalogueChange(() => accessChecker.reset());

export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action }) => ({ can: accessChecker.check(resource, action) }),
  // Hide what a user may not use rather than showing disabled buttons (spec 01 §6).
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
