import { definePage } from '@console/metadata';

/**
 * Settings > User Management (spec 01 §2 route user-management): which roles each admin user
 * holds, and what they add up to. Viewing needs admin-users view; assigning roles is a special
 * action of admin-users (level all 4), enforced by PUT /api/wms-user/admin/user-roles/{userId}.
 */
export const userManagement = definePage({
  name: 'user-management',
  label: { en: 'User Management', zh: '用户管理' },
  menu: { group: 'settings', order: 3 },
  permission: { module: 'generalSetting', sub: 'admin-users' },
  screen: 'access/user-management',
});
