/** Top menu groups of the shell (spec 01 §2) and the gear dropdown's settings group. */
export const MENU_GROUPS = {
  dashboard: { en: 'Dashboard', zh: '仪表盘', order: 0 },
  fulfillment: { en: 'Fulfillment', zh: '履约', order: 1 },
  wms: { en: 'WMS', zh: 'WMS', order: 2 },
  labelSaas: { en: 'Label SaaS', zh: '面单 SaaS', order: 3 },
  support: { en: 'Support', zh: '客服支持', order: 4 },
  tech: { en: 'Tech', zh: '技术', order: 5 },
  messageManagement: { en: 'Message Management', zh: '消息管理', order: 6 },
  settings: { en: 'Settings', zh: '设置', order: 7 },
} as const;
export type MenuGroupKey = keyof typeof MENU_GROUPS;

/**
 * Submenus inside a top group. Each shows only when the user may open one of its entries, so
 * "Support Cases" appears only with a sub-permission of the Support module (spec 01 §2).
 */
export const MENU_SECTIONS = {
  supportCases: { en: 'Support Cases', zh: '工单', group: 'support' },
  // 01 §2's "Shipping Settings": accounts, levels, fuel and peaks (02 §2).
  shippingSettings: { en: 'Shipping Settings', zh: '物流设置', group: 'fulfillment' },
  // 01 §2's finance screens (02 §2 Finance): client funding, balances, the ledger, transactions
  // and invoices.
  finance: { en: 'Finance', zh: '财务', group: 'fulfillment' },
  // 01 §2's menu labels for groups that exist: client-funding's three lists, the client and
  // warehouse invoices, and Label SaaS's platform-setting/surcharge-setting.
  fundingBalance: { en: 'Funding & Balance History', zh: '充值与余额记录', group: 'fulfillment' },
  accountInvoices: { en: 'Account & Invoices', zh: '账户与账单', group: 'fulfillment' },
  platformSetting: { en: 'Platform Setting', zh: '平台设置', group: 'labelSaas' },
  // 01 §2's "Billing Automation" (02 §2): charge items, billing plans and storage billing, for
  // clients and for suppliers, with the work order types they bill.
  billingAutomation: { en: 'Billing Automation', zh: '自动计费', group: 'fulfillment' },
  // 02 §2 Batch and pack: the batches, the pack station and the packaging materials it closes boxes in
  batchPack: { en: 'Batch & Pack', zh: '波次与打包', group: 'wms' },
} as const satisfies Record<string, { en: string; zh: string; group: MenuGroupKey }>;
export type MenuSectionKey = keyof typeof MENU_SECTIONS;
