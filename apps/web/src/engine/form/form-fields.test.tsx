// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Form, type FormInstance } from 'antd';
import { decimal, defineResource, enumOf, longText, lt, money, relation, text, type ResourceDef } from '@console/metadata';
import '../../i18n';
import { registerCatalogue } from '../../platform/catalogue';
import { FormFields } from './FormFields';
import { inlineToApi } from '../child-values';

/**
 * The generated form in a real DOM (jsdom): a charge item with inline rules whose weights apply
 * only to rules charged By Weight, and a code set once.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
/** antd's first render in jsdom takes seconds on a busy 2-core machine: a bound, not an assertion. */
const SLOW = { timeout: 60_000 };

const base = {
  menu: { group: 'tech' as const, hidden: true }, permission: { module: 'tech' as const, sub: 'feature-flag' },
  defaultSort: { field: 'id' as const, order: 'asc' as const },
};
const item = defineResource({
  ...base, name: 'probe-item', table: 'probe_item', label: { en: 'Items', zh: '费用项' }, actions: ['create', 'edit'],
  fields: {
    code: text({ en: 'Code', zh: '代码' }, { required: true, maxLength: 16, editable: false }),
    name: text({ en: 'Name', zh: '名称' }, { required: true, maxLength: 64 }),
    description: longText({ en: 'Description', zh: '说明' }),
  },
  children: [{ resource: 'probe-rule', foreignKey: 'itemId', key: 'rules', inline: { max: 5 }, onParentDelete: 'cascade' }],
});
const rule = defineResource({
  ...base, name: 'probe-rule', table: 'probe_rule', label: { en: 'Rules', zh: '规则' }, actions: [],
  fields: {
    itemId: relation({ en: 'Item', zh: '费用项' }, { resource: 'probe-item', labelField: 'name' }, { required: true }),
    basis: enumOf({ en: 'Basis', zh: '依据' }, [{ value: 1, label: { en: 'Per Order', zh: '按订单' } }, { value: 2, label: { en: 'By Weight', zh: '按重量' } }], { required: true }),
    fromWeight: decimal({ en: 'From Weight', zh: '起始重量' }, { scale: 2, required: true, visibleWhen: { field: 'basis', in: [2] } }),
    toWeight: decimal({ en: 'To Weight', zh: '截止重量' }, { scale: 2, required: true, visibleWhen: { field: 'basis', in: [2] } }),
    rate: money({ en: 'Rate', zh: '费率' }, { required: true }),
  },
  recordRules: [lt('fromWeight', 'toWeight')],
});
const find = (name: string): ResourceDef | undefined => ({ 'probe-item': item, 'probe-rule': rule } as Record<string, ResourceDef>)[name];

let root: Root | undefined;
let container: HTMLElement;

beforeAll(() => {
  registerCatalogue([item, rule] as ResourceDef[], []);
  // antd's grid asks the window which breakpoint it is at
  window.matchMedia ??= ((query: string) => ({
    matches: false, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined,
    addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

/** The form rendered with these values; answers the form instance. */
async function render(mode: 'create' | 'edit', values: Record<string, unknown>, record?: Record<string, unknown>): Promise<FormInstance> {
  container = document.createElement('div');
  document.body.appendChild(container);
  let form!: FormInstance;
  function Probe() {
    const [instance] = Form.useForm();
    form = instance;
    return <Form form={instance} initialValues={values}><FormFields def={item} mode={mode} record={record} /></Form>;
  }
  root = createRoot(container);
  await act(async () => root!.render(<Probe />));
  return form;
}

/** The fields antd reports errors on after a full validation. */
async function failing(form: FormInstance): Promise<string[]> {
  let fields: string[] = [];
  await act(async () => {
    await form.validateFields().catch((e: { errorFields: Array<{ name: Array<string | number> }> }) => {
      fields = e.errorFields.map((f) => f.name.join('.'));
    });
  });
  return fields;
}

describe('conditional fields in inline rows', SLOW, () => {
  it('show a row\'s weights only where its basis is By Weight, and require them only there', async () => {
    const rows = [{ basis: 1, rate: '2' }, { basis: 2, rate: '1.5' }];
    const form = await render('create', { code: 'A1', name: 'Item', rules: rows });
    expect(container.querySelector('[data-testid="rules-0-fromWeight-off"]')).not.toBeNull();
    expect(container.querySelector('#rules_0_fromWeight')).toBeNull();
    expect(container.querySelector('#rules_1_fromWeight')).not.toBeNull();
    expect(container.querySelector('[data-testid="rules-1-fromWeight-off"]')).toBeNull();
    // only the By Weight row's weights are required: the Per Order row can be saved as it is
    expect(await failing(form)).toEqual(['rules.1.fromWeight', 'rules.1.toWeight']);
    // the row's record rule (From strictly below To) once they are filled
    await act(async () => form.setFieldsValue({ rules: [rows[0], { ...rows[1], fromWeight: '5', toWeight: '5' }] }));
    expect(await failing(form)).toEqual(['rules.1.fromWeight', 'rules.1.toWeight']);
    await act(async () => form.setFieldsValue({ rules: [rows[0], { ...rows[1], fromWeight: '5', toWeight: '10' }] }));
    expect(await failing(form)).toEqual([]);
  });

  it('hide the cells again when the row changes basis, and send nothing for them', async () => {
    const form = await render('create', { code: 'A1', name: 'Item', rules: [{ basis: 2, rate: '1', fromWeight: '1', toWeight: '2' }] });
    expect(container.querySelector('#rules_0_fromWeight')).not.toBeNull();
    await act(async () => form.setFieldValue(['rules', 0, 'basis'], 1));
    expect(container.querySelector('#rules_0_fromWeight')).toBeNull();
    expect(container.querySelector('[data-testid="rules-0-toWeight-off"]')).not.toBeNull();
    expect(await failing(form)).toEqual([]);
    expect(inlineToApi(item, form.getFieldsValue(true), find)).toEqual({ rules: [{ basis: 1, rate: '1' }] });
  });
});

describe('a field set once, on the edit form', SLOW, () => {
  it('is shown read-only with its stored value, not an input of the form: never validated nor sent', async () => {
    const record = { id: 7, version: 1, code: 'A1', name: 'Item', description: null, rules: [] };
    const form = await render('edit', { name: 'Item', rules: [] }, record);
    const shown = container.querySelector('[data-testid="readonly-code"]')!;
    expect(shown).not.toBeNull();
    const input = shown.querySelector('input')!;
    expect([input.id, input.value, input.disabled]).toEqual(['code-readonly', 'A1', true]);
    expect(container.querySelector('#code')).toBeNull();
    expect(Object.keys(form.getFieldsValue(true))).not.toContain('code');
    // in the definition's order: the code before the name
    const labels = [...container.querySelectorAll('.ant-form-item-label label')].map((l) => l.getAttribute('for'));
    expect(labels.slice(0, 2)).toEqual(['code-readonly', 'name']);
  });

  it('is an input on the create form', async () => {
    await render('create', {});
    expect(container.querySelector('#code')).not.toBeNull();
    expect(container.querySelector('[data-testid="readonly-code"]')).toBeNull();
    // a long text is typed in a text area, counted against its own bound (not a varchar's 255)
    const area = container.querySelector('textarea#description')!;
    expect(area).not.toBeNull();
    expect(area.closest('.ant-input-textarea-affix-wrapper, .ant-input-affix-wrapper')?.textContent).toContain('0 / 4000');
  });
});
