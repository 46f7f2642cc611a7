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
const MODULES = {
  fulfillment: '{product}-Fulfillment',
  wms: '{product}-WMS',
  labelSaas: 'Label-Saas',
  support: 'Support',
  generalSetting: 'General-Setting',
  tech: 'TECH',
  messageManagement: 'Message-Management',
} as const;
export type ModuleKey = keyof typeof MODULES;

/*
 * Lookups here use own keys only (Object.hasOwn): grants come from request bodies and stored
 * JSON, where `toString`, `constructor` or `__proto__` would otherwise find Object.prototype's members.
 */
export function isModuleKey(key: string): key is ModuleKey {
  return Object.hasOwn(MODULES, key);
}

/** A sub-role of the catalogue's module (own keys only). */
export function isSubRole(module: string, sub: string): boolean {
  return isModuleKey(module) && Object.hasOwn(PERMISSION_CATALOGUE[module].subs, sub);
}

export function isPermissionLevel(level: unknown): level is PermissionLevel {
  return level === 1 || level === 2 || level === 3 || level === 4;
}

/** Capitalises the product code the way the spec's role names show it ({product}-WMS). */
export function moduleName(key: ModuleKey, productCode: string = DEFAULT_PRODUCT_CODE): string {
  if (!isModuleKey(key)) throw new Error(`unknown permission module: ${String(key)}`);
  const product = productCode.charAt(0).toUpperCase() + productCode.slice(1);
  return MODULES[key].replace('{product}', product);
}

/** A label in both interface languages. */
interface BilingualLabel {
  en: string;
  zh: string;
}

/**
 * Every sub-role of each module with its label, in the order the permission tree shows them
 * (spec 01 §6 and 02 §6; support has one role per ticket source).
 */
export const PERMISSION_CATALOGUE: Record<ModuleKey, { label: BilingualLabel; subs: Record<string, BilingualLabel> }> = {
  fulfillment: {
    label: { en: 'Fulfillment', zh: '履约' },
    subs: {
      client: { en: 'Client', zh: '客户' },
      'client-funding': { en: 'Client Funding', zh: '客户充值' },
      'orders-summary': { en: 'Orders Summary', zh: '订单汇总' },
      'balance-history': { en: 'Balance History', zh: '余额历史' },
      'client-transactions': { en: 'Client Transactions', zh: '客户交易' },
      'supplier-transactions': { en: 'Supplier Transactions', zh: '供应商交易' },
      invoices: { en: 'Invoices', zh: '账单' },
      'client-billing-automation': { en: 'Client Billing Automation', zh: '客户自动计费' },
      'supplier-billing-automation': { en: 'Supplier Billing Automation', zh: '供应商自动计费' },
      'co-warehouse': { en: 'Co-Warehouse', zh: '合作仓' },
      'product-category': { en: 'Product Category', zh: '产品分类' },
      // 01 §6 lists product among Fulfillment's sub-roles: the clients' products.
      product: { en: 'Product', zh: '产品' },
      supplier: { en: 'Supplier', zh: '供应商' },
      'shipping-account': { en: 'Shipping Account', zh: '物流账号' },
      'shipping-rule': { en: 'Shipping Rules', zh: '物流规则' },
      'shipping-level': { en: 'Shipping Level', zh: '运费等级' },
      'shipping-fee-detail': { en: 'Shipping Fee Detail', zh: '运费明细' },
      'shipping-bills': { en: 'Shipping Bills', zh: '物流账单' },
      'inbound-order': { en: 'Inbound', zh: '入库单' },
      order: { en: 'Order', zh: '订单' },
      'cross-dock': { en: 'Cross Dock', zh: '越库' },
      'return-order': { en: 'Return', zh: '退货单' },
      // Not in the spec's list of sub-roles: the us-port and us-airport screens (01 §2) need theirs.
      'us-port': { en: 'US Port', zh: '美国港口' },
      'us-airport': { en: 'US Airport', zh: '美国机场' },
      // The platform's own warehouses (01 §2 `{product}-warehouse`), apart from partners' co-warehouses.
      warehouse: { en: 'Warehouse', zh: '仓库' },
      // Sign in as a client (01 §6 proxy login): a power of its own, not every client editor's.
      'client-proxy-login': { en: 'Client Proxy Login', zh: '客户代登录' },
    },
  },
  wms: {
    label: { en: 'WMS', zh: 'WMS' },
    subs: {
      'wms-client': { en: 'WMS Client', zh: 'WMS 客户' },
      'landing-page': { en: 'Landing Page', zh: '落地页线索' },
      'payment-record': { en: 'Payment Record', zh: '付款记录' },
      'payment-setting': { en: 'Payment Setting', zh: '付款设置' },
      'carrier-service': { en: 'Carrier Service', zh: '承运商服务' },
      // Not in the spec's list of sub-roles: the warehouses' locations, and the stock
      // with its movements (all: receive and adjust stock by hand).
      location: { en: 'Location', zh: '库位' },
      inventory: { en: 'Inventory', zh: '库存' },
      // 02 §2 Batch and pack: batches, their pick lists and the pack station; the boxes it packs in
      'batch-pack': { en: 'Batch & Pack', zh: '波次与打包' },
      'packaging-material': { en: 'Packaging Material', zh: '包材' },
    },
  },
  labelSaas: {
    label: { en: 'Label SaaS', zh: '面单 SaaS' },
    subs: {
      'label-server-client': { en: 'Label Server Client', zh: '面单服务客户' },
      'surcharge-setting': { en: 'Surcharge Setting', zh: '附加费设置' },
    },
  },
  support: {
    label: { en: 'Support', zh: '客服支持' },
    subs: {
      // one per ticket source (02 §6): the product's OMS clients, warehouse clients, WMS, label server
      'support-ezeeship': { en: 'Support Cases: EZEESHIP', zh: '工单：EZEESHIP' },
      'support-own-warehouse': { en: 'Support Cases: Own Warehouse', zh: '工单：仓库客户' },
      'support-wms': { en: 'Support Cases: WMS', zh: '工单：WMS' },
      'support-label-saas': { en: 'Support Cases: Label Server', zh: '工单：面单服务' },
      'support-case-settings': { en: 'Support Case Settings', zh: '工单设置' },
      // the support zones (ticket-zone-setting): which clients each team covers and when it works
      'zone-setting': { en: 'Zone Setting', zh: '分区设置' },
    },
  },
  generalSetting: {
    label: { en: 'General Setting', zh: '通用设置' },
    subs: {
      'admin-users': { en: 'Admin User', zh: '管理员用户' },
      'role-permission': { en: 'Roles & Permission', zh: '角色与权限' },
      files: { en: 'Files', zh: '文件' },
      'fba-address': { en: 'FBA Address', zh: 'FBA 地址' },
      // Not in the spec's list of sub-roles: the address book (01 §3, §5) needs one of its own.
      'address-book': { en: 'Address Book', zh: '地址簿' },
    },
  },
  tech: {
    label: { en: 'Tech', zh: '技术' },
    subs: {
      'feature-flag': { en: 'Feature Flag', zh: '功能开关' },
      'org-group': { en: 'Org Group', zh: '组织分组' },
      'wms-app-release': { en: 'WMS App Release', zh: 'WMS 应用发布' },
    },
  },
  messageManagement: {
    label: { en: 'Message Management', zh: '消息管理' },
    subs: { 'message-management': { en: 'Message Management', zh: '消息管理' } },
  },
};

export const SUB_ROLES = Object.fromEntries(
  Object.entries(PERMISSION_CATALOGUE).map(([key, entry]) => [key, Object.keys(entry.subs)]),
) as unknown as Record<ModuleKey, readonly string[]>;

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

interface SubPermission {
  status: 'ACTIVE';
  level: PermissionLevel;
  actions: ActionName[];
}
interface ModulePermission {
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

/**
 * Union of several roles' grants; the highest level wins. Whatever the catalogue does not know
 * (a module, a sub-role, a level outside 1..4, a non-object) is skipped, so a role stored
 * before grants were checked cannot break the sign-in of its holders.
 */
export function buildPermissionMap(grantsList: readonly unknown[], productCode?: string): PermissionMap {
  const map: PermissionMap = {};
  for (const grants of grantsList) {
    if (typeof grants !== 'object' || grants === null || Array.isArray(grants)) continue;
    for (const [key, subs] of Object.entries(grants)) {
      if (!isModuleKey(key) || typeof subs !== 'object' || subs === null) continue;
      for (const [sub, level] of Object.entries(subs)) {
        if (!isSubRole(key, sub) || !isPermissionLevel(level)) continue;
        const name = moduleName(key, productCode);
        if (!Object.hasOwn(map, name)) map[name] = { status: 'ACTIVE', subs: {} };
        const mod = map[name];
        const current = Object.hasOwn(mod.subs, sub) ? mod.subs[sub].level : 0;
        if (level > current) mod.subs[sub] = { status: 'ACTIVE', level, actions: actionsAtLevel(level) };
      }
    }
  }
  return map;
}

export function levelOf(map: PermissionMap, ref: PermissionRef, productCode?: string): number {
  if (!isSubRole(ref.module, ref.sub)) return 0;
  const name = moduleName(ref.module, productCode);
  if (!Object.hasOwn(map, name) || !Object.hasOwn(map[name].subs, ref.sub)) return 0;
  return map[name].subs[ref.sub].level;
}

export function can(
  who: { allPermission: boolean; permissionMap: PermissionMap },
  ref: PermissionRef,
  action: ActionName,
  productCode?: string,
): boolean {
  return who.allPermission || levelOf(who.permissionMap, ref, productCode) >= ACTION_LEVEL[action];
}
