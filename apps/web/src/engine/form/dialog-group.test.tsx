// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Form, type FormInstance } from 'antd';
import { defineResource, enumOf, text, type ResourceDef } from '@console/metadata';
import i18n from '../../i18n';
import { en } from '../../i18n/en';
import { buildResourceTranslations } from '../../i18n/resource-keys';
import { registerCatalogue } from '../../platform/catalogue';
import { FormFields } from './FormFields';

/**
 * A layout group with `style: 'dialog'` in a real DOM (jsdom): a button with the group's title
 * and its values, a modal holding its inputs (mounted from the start, so Save validates and
 * sends them), OK keeping what was typed and Cancel putting back what was there.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const SLOW = { timeout: 60_000 };

const probe = defineResource({
  menu: { group: 'tech', hidden: true }, permission: { module: 'tech', sub: 'feature-flag' }, defaultSort: { field: 'id', order: 'asc' },
  name: 'probe-parcel', table: 'probe_parcel', label: { en: 'Parcels', zh: '包裹' }, actions: ['create', 'edit'],
  fields: {
    name: text({ en: 'Name', zh: '名称' }, { required: true, maxLength: 32 }),
    battery: enumOf({ en: 'Battery', zh: '电池' }, [{ value: 1, label: { en: 'No battery', zh: '无电池' } }, { value: 2, label: { en: 'Li-ion', zh: '锂离子' } }], { required: true, default: 1 }),
    phone: text({ en: 'Contact Phone', zh: '联系电话' }, { required: true, maxLength: 20, visibleWhen: { field: 'battery', in: [2] } }),
  },
  layout: { style: 'sections', groups: [{ key: 'battery', label: { en: 'Battery Declaration', zh: '电池申报' }, fields: ['battery', 'phone'], style: 'dialog' }] },
});

let root: Root | undefined;
let container: HTMLElement;

beforeAll(() => {
  registerCatalogue([probe] as ResourceDef[], []);
  i18n.addResourceBundle('en', 'translation', buildResourceTranslations('en', en, [probe] as ResourceDef[]), true, true);
  window.matchMedia ??= ((query: string) => ({
    matches: false, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined,
    addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

async function render(values: Record<string, unknown>): Promise<FormInstance> {
  container = document.createElement('div');
  document.body.appendChild(container);
  let form!: FormInstance;
  function Probe() {
    const [instance] = Form.useForm();
    form = instance;
    return <Form form={instance} initialValues={values}><FormFields def={probe} mode="create" /></Form>;
  }
  root = createRoot(container);
  await act(async () => root!.render(<Probe />));
  return form;
}

const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const click = async (id: string) => act(async () => byTestId(id)!.click());

describe("a layout group shown as a dialog", SLOW, () => {
  it('is a button with the title and the current choice; its inputs live in a modal, mounted from the start', async () => {
    await render({ name: 'A', battery: 1 });
    expect(byTestId('form-dialog-battery')!.textContent).toBe('Battery Declaration');
    expect(byTestId('form-dialog-battery-summary')!.textContent).toBe('No battery');
    // not in the page's flow: in the modal's container, yet an input of the form
    expect(container.querySelector('#battery')).toBeNull();
    expect(document.querySelector('#battery')).not.toBeNull();
  });

  it('OK keeps the values typed (the summary follows); Cancel puts back what was there', async () => {
    const form = await render({ name: 'A', battery: 1 });
    await click('form-dialog-battery');
    await act(async () => form.setFieldsValue({ battery: 2, phone: '2125550100' }));
    await click('form-dialog-battery-ok');
    expect(form.getFieldsValue(['battery', 'phone'])).toEqual({ battery: 2, phone: '2125550100' });
    expect(byTestId('form-dialog-battery-summary')!.textContent).toBe('Li-ion · Contact Phone: 2125550100');

    await click('form-dialog-battery');
    await act(async () => form.setFieldsValue({ battery: 1 }));
    await click('form-dialog-battery-cancel');
    expect(form.getFieldValue('battery')).toBe(2);
  });

  it("OK refuses while a field of the group breaks its rule; the form's Save validation names the field and the button turns red", async () => {
    const form = await render({ name: 'A', battery: 2 });
    await click('form-dialog-battery');
    await click('form-dialog-battery-ok');
    // still open: the phone is required for a battery
    expect(form.getFieldError('phone').length).toBe(1);
    await click('form-dialog-battery-cancel');
    let failing: string[] = [];
    await act(async () => {
      await form.validateFields().catch((e: { errorFields: Array<{ name: string[] }> }) => { failing = e.errorFields.map((f) => f.name.join('.')); });
    });
    expect(failing).toEqual(['phone']);
    expect(byTestId('form-dialog-battery')!.className).toContain('ant-btn-dangerous');
  });
});
