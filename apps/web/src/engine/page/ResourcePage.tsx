import type { ReactNode } from 'react';
import { Breadcrumb, Flex, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuPlacement, Partition } from '@console/metadata';
import { usePartitionValue, useScreenPaths } from '../paths';
import type { ScreenAction } from '../types';
import styles from './resource-page.module.css';

interface Props {
  /** A resource or a handwritten page: what the breadcrumb and title read. */
  def: { name: string; menu: MenuPlacement; partition?: Partition };
  action: ScreenAction;
  /** Buttons on the right of the title. */
  extra?: ReactNode;
  /** Buttons under the content (Save). */
  footer?: ReactNode;
  loading?: boolean;
  /** The title of a named list (My Follow) instead of the resource's list title. */
  title?: string;
  children: ReactNode;
}

/**
 * The frame of every generated screen: breadcrumb (group / resource / action), title from
 * `<resource>.titles.<action>`, buttons, content. Our own rather than refine-antd's List/Edit
 * wrappers, which bring @ant-design/pro-layout and a second icon set into every screen.
 */
export function ResourcePage({ def, action, extra, footer, loading, title, children }: Props) {
  const { t } = useTranslation();
  const paths = useScreenPaths(def);
  const value = usePartitionValue(def);
  // A partition's screens name their value: 'Support Cases · WMS'.
  const listTitle = title ?? t(`${def.name}.titles.list`) + (value !== undefined ? ` · ${t(`${def.name}.partitions.${value}`, { defaultValue: value })}` : '');
  const crumbs = [
    { title: t(`groups.${def.menu.group}`) },
    { title: action === 'list' ? listTitle : <Link to={paths.list}>{listTitle}</Link> },
    ...(action === 'list' ? [] : [{ title: t(`actions.${action}`) }]),
  ];
  return (
    <div data-testid={`${def.name}-${action}`}>
      <Breadcrumb items={crumbs} className={styles.breadcrumb} />
      <Flex justify="space-between" align="center" wrap gap={12} className={styles.header}>
        <Typography.Title level={4} style={{ margin: 0 }}>{action === 'list' ? listTitle : t(`${def.name}.titles.${action}`)}</Typography.Title>
        {extra && <Flex gap={8} wrap>{extra}</Flex>}
      </Flex>
      <div className={styles.panel}>
        <Spin spinning={Boolean(loading)}>{children}</Spin>
        {footer && <Flex justify="flex-end" gap={8} className={styles.footer}>{footer}</Flex>}
      </div>
    </div>
  );
}
