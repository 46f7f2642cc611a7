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
