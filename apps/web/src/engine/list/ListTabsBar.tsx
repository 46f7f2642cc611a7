import { useMemo } from 'react';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { listTabKey, type ResourceDef } from '@console/metadata';

interface Props {
  def: ResourceDef;
  /** The chosen tab's code ('' for All). */
  active: string;
  onChange: (code: string) => void;
}

/**
 * The filter tabs above a generated list (ResourceDef.listTabs), labelled from the definition in
 * the user's language (`<name>.listTabs.<code>`). No count per tab: each would be a count over
 * the whole table on every page view.
 */
export function ListTabsBar({ def, active, onChange }: Props) {
  const { t } = useTranslation();
  const tabs = def.listTabs?.tabs;
  // antd keys by the i18n key ('_all' for the code ''), a non-empty string
  const items = useMemo(
    () => (tabs ?? []).map((tab) => ({ key: listTabKey(tab), label: t(`${def.name}.listTabs.${listTabKey(tab)}`) })),
    [tabs, def.name, t],
  );
  if (!tabs) return null;
  const activeKey = listTabKey({ code: active });
  return (
    <Tabs
      activeKey={activeKey}
      items={items}
      onChange={(key) => onChange(String(tabs.find((tab) => listTabKey(tab) === key)?.code ?? ''))}
      data-testid="list-tabs"
    />
  );
}
