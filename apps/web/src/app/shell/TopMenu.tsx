import { useMemo } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuGroupKey } from '@console/contracts';
import { GROUP_ICONS } from './icons';
import { groupTarget, type ShellMenu } from './menu-model';

/** The header's menu groups; a click opens the group's first screen. */
export function TopMenu({ menu, current }: { menu: ShellMenu; current?: MenuGroupKey }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items = useMemo<MenuProps['items']>(
    () => menu.top.map(({ key }) => ({ key, icon: GROUP_ICONS[key], label: t(`groups.${key}`), 'data-testid': `top-${key}` })),
    [menu, t],
  );
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const group = menu.top.find((g) => g.key === key);
    if (group) navigate(groupTarget(group.entries));
  };
  return (
    <Menu
      theme="dark"
      mode="horizontal"
      items={items}
      selectedKeys={current ? [current] : []}
      onClick={onClick}
      style={{ flex: 1, minWidth: 0 }}
      data-testid="top-menu"
    />
  );
}
