import { useMemo } from 'react';
import { Button, Form, Input, Table, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { childKey, conditionHolds, inlineChildren, type ChildCollection, type FieldDef, type ResourceDef } from '@console/metadata';
import type { Rule } from 'antd/es/form';
import { findDef } from '../../platform/catalogue';
import { columnWidth } from '../list/column-layout';
import { rowFields } from '../child-values';
import { recordRuleDependencies, recordRuleOf } from '../form-rules';
import { createDefaults } from '../form-values';
import { FieldInput } from './FieldInput';
import { useFieldRules } from './use-field-rules';

/**
 * The parent's inline child collections as editable tables (antd Form.List): one row per child
 * record, one input per field of the child with the child's own rules and record rules, a hidden
 * id for stored rows. Saved with the parent in one request (child-values.ts); the API's errors
 * of a row ('tiers.1.price') land under that row's input. A conditional field (`visibleWhen`) is
 * judged per row: where its condition fails on that row's values its cell is an empty, disabled
 * box (no input, so not required and not sent); a field set once is greyed on stored rows. A
 * new row starts with the child's declared defaults.
 */
export function InlineChildren({ def }: { def: ResourceDef }) {
  return (
    <>
      {inlineChildren(def).map((child) => {
        const childDef = findDef(child.resource);
        return childDef ? <InlineTable key={childKey(child)} child={child} childDef={childDef} /> : null;
      })}
    </>
  );
}

function InlineTable({ child, childDef }: { child: ChildCollection; childDef: ResourceDef }) {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance();
  const rules = useFieldRules(childDef);
  const key = childKey(child);
  const fields = useMemo(() => rowFields(childDef, child.foreignKey), [childDef, child.foreignKey]);
  // a new row starts from the child's declared defaults, as a create form does (a package in inches and pounds)
  const rowDefaults = useMemo(() => createDefaults(childDef), [childDef]);
  const max = child.inline!.max;
  const title = (child.label ?? childDef.label)[i18n.language.startsWith('zh') ? 'zh' : 'en'];
  return (
    <section data-testid={`inline-${key}`} style={{ marginTop: 8 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      <Form.List name={key}>
        {(rows, { add, remove }) => (
          <>
            <Table
              size="small"
              pagination={false}
              rowKey="key"
              dataSource={rows}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: t('children.empty') }}
              columns={[
                ...fields.map((name) => ({
                  key: name,
                  title: t(`${childDef.name}.fields.${name}`),
                  // each input as wide as its kind needs, as the list's columns: a row of six fits the form without scrolling sideways
                  width: columnWidth(childDef.fields[name], t(`${childDef.name}.fields.${name}`)),
                  render: (_: unknown, row: { name: number }) => (
                    <RowCell
                      listKey={key}
                      row={row.name}
                      childDef={childDef}
                      name={name}
                      rules={[
                        ...rules[name],
                        ...recordRuleOf(childDef, name, i18n.language, () => (form.getFieldValue([key, row.name]) ?? {}) as Record<string, unknown>),
                      ]}
                    />
                  ),
                })),
                {
                  key: 'remove',
                  title: t('table.actions'),
                  width: 110,
                  fixed: 'right' as const,
                  render: (_: unknown, row: { name: number }) => (
                    <>
                      <Form.Item name={[row.name, 'id']} hidden><input /></Form.Item>
                      <Button type="link" danger icon={<DeleteOutlined />} onClick={() => remove(row.name)} data-testid={`inline-${key}-remove-${row.name}`}>
                        {t('children.remove')}
                      </Button>
                    </>
                  ),
                },
              ]}
            />
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({ ...rowDefaults })}
              disabled={rows.length >= max}
              style={{ marginTop: 8 }}
              data-testid={`inline-${key}-add`}
            >
              {rows.length >= max ? t('children.rowsMax', { max }) : t('children.addRow')}
            </Button>
          </>
        )}
      </Form.List>
    </section>
  );
}

interface CellProps {
  listKey: string;
  row: number;
  childDef: ResourceDef;
  name: string;
  rules: Rule[];
}

/**
 * One cell of an inline row: the field's input with its rules, or, where the field's condition
 * fails on this row's values, an empty disabled box that says so (the API stores null there too).
 */
function RowCell({ listKey, row, childDef, name, rules }: CellProps) {
  const { t } = useTranslation();
  const field: FieldDef = childDef.fields[name];
  const condition = field.visibleWhen;
  // the row's value of the field the condition reads (undefined: no condition, nothing watched)
  const watched: unknown = Form.useWatch(condition ? [listKey, row, condition.field] : [listKey, row, '__none__'], { preserve: true });
  const storedRow = typeof Form.useWatch([listKey, row, 'id'], { preserve: true }) === 'number';
  if (condition && !conditionHolds(condition, { [condition.field]: watched })) {
    return <Input disabled aria-label={t('children.notApplicable')} title={t('children.notApplicable')} data-testid={`${listKey}-${row}-${name}-off`} style={{ minWidth: 120 }} />;
  }
  return (
    <Form.Item
      name={[row, name]}
      rules={rules}
      dependencies={recordRuleDependencies(childDef, name).map((other) => [listKey, row, other])}
      validateFirst
      valuePropName={field.kind === 'boolean' ? 'checked' : 'value'}
      style={{ marginBottom: 0, minWidth: 120 }}
    >
      <FieldInput resource={childDef.name} name={name} field={field} disabled={storedRow && field.editable === false} />
    </Form.Item>
  );
}
