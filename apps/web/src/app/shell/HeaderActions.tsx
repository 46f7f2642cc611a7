import { useMemo, useState } from 'react';
import { Avatar, Button, Dropdown, Space, Tooltip, type MenuProps } from 'antd';
import { CloudDownloadOutlined, LogoutOutlined, ProfileOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useLogout } from '@refinedev/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../LanguageSwitch';
import { useAccess, useUserInfo } from '../../platform/use-session';
import { ownAdminId } from '../../platform/session';
import type { ShellMenu } from './menu-model';
import { ExportPopup } from '../exports/ExportPopup';
import { NoticeBell } from '../../screens/support/bell/NoticeBell';

const light = { color: 'rgba(255,255,255,0.85)' };

/**
 * Right side of the header: gear (settings group), the desk notices' bell (only for users who may
 * view support cases: nobody else is told of one), export popup (only for users who may export
 * something: for the others it could only ever be empty), language, avatar (My Profile,
 * My Exports, Logout). The icon buttons carry a tooltip and an aria-label in both languages.
 */
export function HeaderActions({ menu }: { menu: ShellMenu }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate: logout } = useLogout();
  const info = useUserInfo();
  const allowed = useAccess();
  // The gear's tooltip steps aside while its menu is open (both sit below the icon).
  const [gearOpen, setGearOpen] = useState(false);

  const settingsItems = useMemo<MenuProps['items']>(
    () => menu.settings.map((e) => ({ key: e.path, label: t(`${e.name}.menuLabel`), 'data-testid': `gear-${e.name}` })),
    [menu, t],
  );
  const avatarItems = useMemo<MenuProps['items']>(
    () => [
      { key: 'profile', icon: <ProfileOutlined />, label: t('shell.profile'), 'data-testid': 'menu-profile' },
      { key: 'exports', icon: <CloudDownloadOutlined />, label: t('exports.myExports'), 'data-testid': 'menu-exports' },
      { type: 'divider' },
      { key: 'logout', icon: <LogoutOutlined />, label: t('shell.logout'), 'data-testid': 'menu-logout' },
    ],
    [t],
  );
  const onAvatarClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') logout();
    else if (key === 'exports') navigate('/export-list');
    else navigate(`/user-detail?id=${encodeURIComponent(ownAdminId(info) ?? '')}&mine=1`);
  };

  return (
    <Space size={4}>
      {menu.settings.length > 0 && (
        <Tooltip title={t('shell.settings')} placement="bottom" open={gearOpen ? false : undefined}>
          <span>
            <Dropdown menu={{ items: settingsItems, onClick: ({ key }) => navigate(key) }} trigger={['click']} onOpenChange={setGearOpen}>
              <Button type="text" icon={<SettingOutlined />} style={light} aria-label={t('shell.settings')} data-testid="gear-menu" />
            </Dropdown>
          </span>
        </Tooltip>
      )}
      {allowed('ticket', 'list') && <NoticeBell />}
      {menu.mayExport && <ExportPopup />}
      <LanguageSwitch dark />
      <Dropdown menu={{ items: avatarItems, onClick: onAvatarClick }} trigger={['click']}>
        <Button type="text" style={light} data-testid="avatar-menu">
          <Avatar size="small" icon={<UserOutlined />} style={{ marginRight: 6 }} />
          {info?.user.userName}
        </Button>
      </Dropdown>
    </Space>
  );
}
