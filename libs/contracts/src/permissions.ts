import { DEFAULT_PRODUCT_CODE, PERMISSION_LEVEL, PermissionLevel } from './constants';

/**
 * Permission catalogue (spec 01 §6, 02 §6): top-level modules and their sub-roles.
 * The product prefix of three modules is configuration, so module ids are written with a
 * `{product}` token and resolved by `moduleName()`.
 *
 * Levels (what each allows):
 *  - none 1   : view (lists, details)
 *  - update 2 : view + create and edit
 *  - delete 3 : + delete
 *  - all 4    : + special actions (export, activate/deactivate, custom actions)
 */
export const MODULES = {
  fulfillment: '{product}-Fulfillment',
  wms: '{product}-WMS',
  labelSaas: 'Label-Saas',
  support: 'Support',
  generalSetting: 'General-Setting',
  tech: 'TECH',
  messageManagement: 'Message-Management',
} as const;
export type ModuleKey = keyof typeof MODULES;

/** Capitalises the product code the way the spec's role names show it ({product}-WMS). */
export function moduleName(key: ModuleKey, productCode: string = DEFAULT_PRODUCT_CODE): string {
  const product = productCode.charAt(0).toUpperCase() + productCode.slice(1);
  return MODULES[key].replace('{product}', product);
}

export const SUB_ROLES: Record<ModuleKey, readonly string[]> = {
  fulfillment: [
    'client', 'client-funding', 'orders-summary', 'balance-history', 'client-transactions',
    'supplier-transactions', 'invoices', 'client-billing-automation', 'supplier-billing-automation',
    'co-warehouse', 'product-category', 'supplier', 'shipping-account', 'shipping-rule',
    'shipping-level', 'shipping-fee-detail', 'shipping-bills', 'inbound-order', 'order',
    'cross-dock', 'return-order', 'zone-setting',
  ],
  wms: ['wms-client', 'landing-page', 'payment-record', 'payment-setting', 'carrier-service'],
  labelSaas: ['label-server-client', 'surcharge-setting'],
  support: ['support-ezeeship', 'support-wms', 'support-label-saas', 'support-case-settings'],
  generalSetting: ['admin-users', 'role-permission', 'files', 'fba-address'],
  tech: ['feature-flag', 'org-group', 'wms-app-release'],
  messageManagement: ['message-management'],
};

/** What a client sends for an action, mapped to the level it needs. */
export const ACTION_LEVEL = {
  view: PERMISSION_LEVEL.none,
  create: PERMISSION_LEVEL.update,
  edit: PERMISSION_LEVEL.update,
  delete: PERMISSION_LEVEL.delete,
  export: PERMISSION_LEVEL.all,
  special: PERMISSION_LEVEL.all,
} as const satisfies Record<string, PermissionLevel>;
export type ActionName = keyof typeof ACTION_LEVEL;

export interface PermissionRef {
  module: ModuleKey;
  sub: string;
}

export interface SubPermission {
  status: 'ACTIVE';
  level: PermissionLevel;
  actions: ActionName[];
}
export interface ModulePermission {
  status: 'ACTIVE';
  subs: Record<string, SubPermission>;
}
/** `permissionMap` of afterLogin: keyed by module name (resolved, e.g. "Ezeeship-WMS"). */
export type PermissionMap = Record<string, ModulePermission>;

/** The grants a role stores: module key -> sub-role -> level. */
export type RoleGrants = Partial<Record<ModuleKey, Record<string, PermissionLevel>>>;

export function actionsAtLevel(level: PermissionLevel): ActionName[] {
  return (Object.keys(ACTION_LEVEL) as ActionName[]).filter((a) => ACTION_LEVEL[a] <= level);
}

/** Union of several roles' grants; the highest level wins. */
export function buildPermissionMap(grantsList: RoleGrants[], productCode?: string): PermissionMap {
  const map: PermissionMap = {};
  for (const grants of grantsList) {
    for (const key of Object.keys(grants) as ModuleKey[]) {
      const mod = (map[moduleName(key, productCode)] ??= { status: 'ACTIVE', subs: {} });
      for (const [sub, level] of Object.entries(grants[key] ?? {})) {
        if (!SUB_ROLES[key]?.includes(sub)) continue;
        const current = mod.subs[sub]?.level ?? 0;
        if (level > current) mod.subs[sub] = { status: 'ACTIVE', level, actions: actionsAtLevel(level) };
      }
    }
  }
  return map;
}

export function levelOf(map: PermissionMap, ref: PermissionRef, productCode?: string): number {
  return map[moduleName(ref.module, productCode)]?.subs[ref.sub]?.level ?? 0;
}

export function can(
  who: { allPermission: boolean; permissionMap: PermissionMap },
  ref: PermissionRef,
  action: ActionName,
  productCode?: string,
): boolean {
  return who.allPermission || levelOf(who.permissionMap, ref, productCode) >= ACTION_LEVEL[action];
}
