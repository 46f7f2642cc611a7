import { useMemo, useState } from 'react';
import { Layout, Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SIDE_MENU_COLLAPSED_WIDTH, SIDE_MENU_WIDTH, type MenuGroupKey } from '@console/contracts';
import { GROUP_ICONS } from './icons';
import { selectedEntryPath, sideMenuNodes, type MenuEntry, type ShellMenu } from './menu-model';

/** The children of the selected top group (or of the settings group), collapsible. */
export function SideMenu({ menu, current }: { menu: ShellMenu; current?: MenuGroupKey }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);

  const items = useMemo<MenuProps['items']>(() => {
    const group = current ?? 'dashboard';
    const entries = group === 'settings' ? menu.settings : menu.top.find((g) => g.key === group)?.entries ?? [];
    if (entries.length === 0) return [{ key: '/dashboard', icon: GROUP_ICONS.dashboard, label: t('groups.dashboard') }];
    const item = (e: MenuEntry) => ({
      key: e.path,
      icon: GROUP_ICONS[e.group],
      // A partition's entries are its values (Support Cases > WMS).
      label: e.view !== undefined ? t(`${e.name}.views.${e.view}`) : e.value !== undefined ? t(`${e.name}.partitions.${e.value}`) : t(`${e.name}.menuLabel`),
      'data-testid': e.view !== undefined ? `side-${e.name}-view-${e.view}` : e.value !== undefined ? `side-${e.name}-${e.value}` : `side-${e.name}`,
    });
    return sideMenuNodes(entries).map((node) =>
      node.kind === 'entry'
        ? item(node.entry)
        : { key: `section:${node.section}`, label: t(`sections.${node.section}`), 'data-testid': `side-section-${node.section}`, children: node.entries.map(item) },
    );
  }, [menu, current, t]);

  const sectionKeys = useMemo(() => (items ?? []).filter((i) => i && 'children' in i).map((i) => String(i!.key)), [items]);
  const selected = useMemo(() => {
    const entries = [...menu.settings, ...menu.top.flatMap((g) => g.entries)];
    return selectedEntryPath(pathname, entries);
  }, [menu, pathname]);
  return (
    <Layout.Sider
      theme="light"
      collapsible
      collapsed={collapsed}
      onCollapse={setCollapsed}
      width={SIDE_MENU_WIDTH}
      collapsedWidth={SIDE_MENU_COLLAPSED_WIDTH}
      style={{ borderRight: '1px solid #f0f0f0' }}
      data-testid="side-menu"
    >
      <Menu
        // Keyed by group so a section (Support Cases) starts open whenever its group is shown.
        key={current ?? 'dashboard'}
        mode="inline"
        items={items}
        defaultOpenKeys={sectionKeys}
        selectedKeys={[selected]}
        onClick={({ key }) => navigate(key)}
        style={{ borderRight: 0 }}
      />
    </Layout.Sider>
  );
}
