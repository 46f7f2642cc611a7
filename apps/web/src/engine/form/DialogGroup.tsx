import { useState, type ReactNode } from 'react';
import { Badge, Button, Col, Form, Modal, Row, Typography, type ButtonProps } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { NO_DATA } from '@console/contracts';
import { fieldApplies, type FieldGroup, type ResourceDef } from '@console/metadata';
import { formatValue } from '../format-value';

interface Props {
  def: ResourceDef;
  group: FieldGroup<unknown>;
  title: string;
  rows: ReactNode;
  record?: Record<string, unknown>;
}

/**
 * A layout group with `style: 'dialog'` (layout.ts): on the form, its title as a button and the
 * current values beside it; the button opens a modal holding the group's inputs. The inputs stay
 * mounted (forceRender), so they are items of the form like any other: validated and sent with
 * Save, and a server's error on one lands under it (the button then turns red). OK checks the
 * group's inputs and closes; Cancel puts back the values they had when the dialog opened.
 */
export function DialogGroup({ def, group, title, rows, record }: Props) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const key = group.group!.key;
  const names = group.items.map(([name]) => name);
  const [open, setOpen] = useState(false);
  const [before, setBefore] = useState<Record<string, unknown>>({});
  // the values shown beside the button, watched so the summary follows OK
  const values = Form.useWatch([], { form, preserve: true }) as Record<string, unknown> | undefined;
  const current = { ...record, ...values };
  const summary = summaryOf(def, names, current, t);

  const show = () => {
    setBefore(form.getFieldsValue(names) as Record<string, unknown>);
    setOpen(true);
  };
  const cancel = () => {
    form.setFieldsValue(before);
    // the values put back are the ones that were there: their messages go with them
    form.setFields(names.map((name) => ({ name, errors: [] })));
    setOpen(false);
  };
  const ok = () => form.validateFields(names).then(() => setOpen(false), () => undefined);

  return (
    <section data-testid={`form-group-${key}`} style={{ marginBottom: 16 }}>
      <Form.Item noStyle shouldUpdate>
        {() => {
          const failing = names.some((name) => form.getFieldError(name).length > 0);
          return (
            <Row gutter={12} align="middle" wrap={false}>
              <Col flex="none">
                <Badge dot={failing} offset={[-4, 4]}>
                  <Button danger={failing} onClick={show} data-testid={`form-dialog-${key}`}>{title}</Button>
                </Badge>
              </Col>
              <Col flex="auto">
                <Typography.Text type="secondary" data-testid={`form-dialog-${key}-summary`}>{summary}</Typography.Text>
              </Col>
            </Row>
          );
        }}
      </Form.Item>
      <Modal
        open={open}
        title={title}
        forceRender
        width={720}
        onOk={() => void ok()}
        onCancel={cancel}
        okText={t('formDialog.ok')}
        okButtonProps={{ 'data-testid': `form-dialog-${key}-ok` } as ButtonProps}
        cancelButtonProps={{ 'data-testid': `form-dialog-${key}-cancel` } as ButtonProps}
        data-testid={`form-dialog-${key}-modal`}
      >
        <div data-testid={`form-dialog-${key}-fields`}>{rows}</div>
      </Modal>
    </section>
  );
}

/** 'Option A · Second Field: No · Third Field: 2125550100': the group's values that apply, the first without its label. */
export function summaryOf(def: ResourceDef, names: string[], values: Record<string, unknown>, t: TFunction): string {
  const ctx = { t, resource: def.name, record: values };
  const parts = names
    .map((name): [string, ResourceDef['fields'][string]] => [name, def.fields[name]])
    .filter(([, field]) => field && fieldApplies(field, values))
    .map(([name, field], i) => {
      const text = formatValue(name, field, values[name], ctx);
      return text === NO_DATA ? '' : i === 0 ? text : `${t(`${def.name}.fields.${name}`)}: ${text}`;
    })
    .filter(Boolean);
  return parts.length ? parts.join(' · ') : NO_DATA;
}
