// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import type { TFunction } from 'i18next';
import { buildPermissionMap } from '@console/contracts';
import { adminUser, landingPageLead, RESOURCES } from '@console/resources';
import type { FieldDef } from '@console/metadata';
import { registerCatalogue } from '../../platform/catalogue';
import { setUserInfo } from '../../platform/session';
import { accessChecker } from '../../platform/access-control';
import { FieldDisplay } from './FieldDisplay';
import type { FormatContext } from '../format-value';

const t = ((key: string) => key) as unknown as TFunction;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The markup the display renders in a real DOM (jsdom), inside a router for its links. */
function html(name: string, field: FieldDef, value: unknown, ctx: Partial<FormatContext> = {}): string {
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() => root.render(
    <MemoryRouter>
      <FieldDisplay name={name} field={field} value={value} ctx={{ t, resource: 'probe', ...ctx }} />
    </MemoryRouter>,
  ));
  const out = container.innerHTML;
  act(() => root.unmount());
  return out;
}

/** Signs in a user with these grants (the operator's view of leads, say). */
function signInAs(grants: Parameters<typeof buildPermissionMap>[0]): void {
  setUserInfo({ user: { userId: 2, userName: 'u' }, adminUser: { userId: 2, userName: 'u' }, permissionMap: buildPermissionMap(grants), allPermission: false });
  accessChecker.reset();
}

describe('FieldDisplay', () => {
  beforeAll(() => registerCatalogue(RESOURCES));

  it('links a related record to its show page, by its label, when the user may view the target', () => {
    signInAs([{ wms: { 'landing-page': 1 }, generalSetting: { 'admin-users': 1 } }]);
    const out = html('salesId', landingPageLead.fields.salesId, 5, { relations: { salesId: { '5': 'sales' } } });
    expect(out).toContain('href="/admin-user/show/5"');
    expect(out).toContain('>sales</a>');
  });

  it('shows the label without a link when the user may not view the target', () => {
    signInAs([{ wms: { 'landing-page': 1 } }]);
    const out = html('salesId', landingPageLead.fields.salesId, 5, { relations: { salesId: { '5': 'sales' } } });
    expect(out).not.toContain('<a');
    expect(out).toBe('sales');
  });

  it('links each id of an id list (a user\'s roles), and reads a super-administrator\'s as the label', () => {
    signInAs([{ generalSetting: { 'admin-users': 1, 'role-permission': 1 } }]);
    const roles = adminUser.fields.roleIds;
    const out = html('roleIds', roles, [3, 4], { relations: { roleIds: { '3': 'Sales', '4': 'Support' } } });
    expect(out).toContain('href="/permission-roles/show/3"');
    expect(out).toContain('href="/permission-roles/show/4"');
    expect(out).toMatch(/>Sales<\/a>, <a[^>]*>Support<\/a>/);
    expect(html('roleIds', roles, [], { record: { isSuperAdmin: true }, resource: 'admin-user' })).toBe('admin-user.shownAs.roleIds');
    expect(html('roleIds', roles, [])).toBe('-');
  });

  it('offers a copy button on copyable fields with a value, and none on empty ones', () => {
    signInAs([]);
    const code = adminUser.fields.agentInvitationCode;
    expect(html('agentInvitationCode', code, 'AB12CD')).toContain('ant-typography-copy');
    expect(html('agentInvitationCode', code, null)).toBe('-');
    expect(html('firstName', adminUser.fields.firstName, 'Ada')).toBe('Ada');
  }, 60_000); // antd's Typography is first loaded here: slow on a busy machine
});
