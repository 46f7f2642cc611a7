import type { ReactNode } from 'react';
import {
  CodeOutlined, CustomerServiceOutlined, DashboardOutlined, HomeOutlined, MessageOutlined,
  SettingOutlined, ShoppingCartOutlined, TagsOutlined,
} from '@ant-design/icons';
import type { MenuGroupKey } from '@console/contracts';

/** One icon per menu group; side-menu items borrow their group's icon (seen when collapsed). */
export const GROUP_ICONS: Record<MenuGroupKey, ReactNode> = {
  dashboard: <DashboardOutlined />,
  fulfillment: <ShoppingCartOutlined />,
  wms: <HomeOutlined />,
  labelSaas: <TagsOutlined />,
  support: <CustomerServiceOutlined />,
  tech: <CodeOutlined />,
  messageManagement: <MessageOutlined />,
  settings: <SettingOutlined />,
};
