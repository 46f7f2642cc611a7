import { useSearchParams } from 'react-router';
import { useState, type ReactNode } from 'react';
import { Badge, Divider, Form, Row, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { conditionHolds, groupFields, type FieldGroup, type RecordCondition, type ResourceDef } from '@console/metadata';
import { DialogGroup } from './DialogGroup';

interface Props<T> {
  def: ResourceDef;
  entries: Array<[string, T]>;
  /** Renders one field of a group. */
  render: (key: string, field: T) => ReactNode;
  /** The stored record (edit): group conditions on fields the form does not show read it. */
  record?: Record<string, unknown>;
}

/**
 * A form's fields in the definition's layout: untitled fields first, then titled sections, or
 * tabs. Tabs keep every pane mounted so the whole form validates, and a tab whose fields have
 * errors shows a red dot, so an error in a hidden tab is not a silent refusal. A section with
 * `style: 'dialog'` is a button opening its fields in a modal (DialogGroup).
 */
export function FieldGroups<T>({ def, entries, render, record }: Props<T>) {
  const { t } = useTranslation();
  const groups = groupFields(def, entries);
  const rows = (group: FieldGroup<T>) => <Row gutter={24}>{group.items.map(([key, field]) => render(key, field))}</Row>;
  const title = (group: FieldGroup<T>) => t(`${def.name}.groups.${group.group!.key}`);
  const [untitled, titled] = groups[0] && !groups[0].group ? [groups[0], groups.slice(1)] : [undefined, groups];
  const shown = (group: FieldGroup<T>, node: ReactNode) =>
    group.group?.visibleWhen ? <WhenGroup key={group.group.key} condition={group.group.visibleWhen} record={record}>{node}</WhenGroup> : node;

  if (def.layout?.style === 'tabs' && titled.length) {
    return (
      <>
        {untitled && rows(untitled)}
        <GroupTabs def={def} groups={titled} title={title} rows={rows} record={record} />
      </>
    );
  }
  return (
    <>
      {untitled && rows(untitled)}
      {titled.map((group) => shown(group, group.group!.style === 'dialog' ? (
        <DialogGroup key={group.group!.key} def={def} group={group} title={title(group)} rows={rows(group)} record={record} />
      ) : (
        <section key={group.group!.key} data-testid={`form-group-${group.group!.key}`}>
          <Divider orientation="left">{title(group)}</Divider>
          {rows(group)}
        </section>
      )))}
    </>
  );
}

function GroupTabs<T>({ def, groups, title, rows, record }: {
  def: ResourceDef; groups: Array<FieldGroup<T>>; title: (g: FieldGroup<T>) => string; rows: (g: FieldGroup<T>) => ReactNode; record?: Record<string, unknown>;
}) {
  const form = Form.useFormInstance();
  // A route may name the tab to open first (`?tab=wms`: the spec's wms-client/wms variant).
  const [params] = useSearchParams();
  const [active, setActive] = useState<string | undefined>(params.get('tab') ?? undefined);
  // Conditions of conditional groups, watched so a tab appears and goes as its condition changes.
  const values = Form.useWatch([], { form, preserve: true }) as Record<string, unknown> | undefined;
  const current = { ...record, ...values };
  const visible = groups.filter((g) => !g.group!.visibleWhen || conditionHolds(g.group!.visibleWhen, current));
  return (
    <Form.Item noStyle shouldUpdate>
      {() => (
        <Tabs
          activeKey={active && visible.some((g) => g.group!.key === active) ? active : visible[0]?.group!.key}
          onChange={setActive}
          data-testid={`form-tabs-${def.name}`}
          items={visible.map((group) => {
            const failing = group.items.some(([key]) => form.getFieldError(key).length > 0);
            return {
              key: group.group!.key,
              forceRender: true,
              label: <Badge dot={failing} offset={[6, 0]} data-testid={`form-tab-${group.group!.key}`}>{title(group)}</Badge>,
              children: rows(group),
            };
          })}
        />
      )}
    </Form.Item>
  );
}

/** Its children while the group's condition holds on the form's values (else on the record). */
function WhenGroup({ condition, record, children }: { condition: RecordCondition; record?: Record<string, unknown>; children: ReactNode }) {
  const watched: unknown = Form.useWatch(condition.field, { preserve: true });
  const value = watched === undefined ? record?.[condition.field] : watched;
  return conditionHolds(condition, { [condition.field]: value }) ? children : null;
}
