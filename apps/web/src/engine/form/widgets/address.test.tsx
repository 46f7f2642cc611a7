// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Form, type FormInstance } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { json } from '@console/metadata';
import '../../../i18n';
import { addressIn, addressLines, addressWith, isAddressShaped } from './address-value';
import AddressInput from './AddressInput';

vi.mock('./reference-api', () => ({
  fetchCountries: async () => [{ countryCode: 'US', countryName: 'United States' }],
  fetchStates: async () => [],
  fetchCities: async () => [],
}));

/** The `address` widget (02 §3 Address): the object in, the object out, and the per-part errors. */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const SLOW = { timeout: 60_000 };
const jane = { name: 'Jane Doe', company: 'Acme', addressLine1: '350 5th Ave', addressLine2: 'Suite 100', city: 'New York', stateCode: 'NY', zipCode: '10001', countryCode: 'US', phone: '2125550100', email: 'jane@example.com', isResidential: true };

describe('address value', () => {
  it('takes a stored address as it is, and completes one missing parts', () => {
    expect(addressIn(jane)).toEqual(jane);
    expect(isAddressShaped(jane)).toBe(true);
    const partial = { name: 'Jane', zipCode: 10001 };
    expect(isAddressShaped(partial)).toBe(false);
    expect(addressIn(partial)).toEqual({ ...Object.fromEntries(Object.keys(jane).map((k) => [k, ''])), name: 'Jane', zipCode: '10001', isResidential: false });
    expect(addressIn(JSON.stringify(jane))).toEqual(jane);
    expect(addressIn(null).isResidential).toBe(false);
    expect(addressIn('not json').city).toBe('');
    // a part the API does not know is kept
    expect(addressIn({ ...jane, extra: 'x' })).toMatchObject({ extra: 'x' });
  });

  it('changes one part and keeps the others', () => {
    expect(addressWith(jane, 'phone', '9095550100')).toEqual({ ...jane, phone: '9095550100' });
    expect(addressWith(jane, 'isResidential', false).isResidential).toBe(false);
  });

  it('reads as a label: lines without the empty parts', () => {
    expect(addressLines(jane)).toEqual(['Jane Doe, Acme', '350 5th Ave', 'Suite 100', 'New York, NY 10001', 'US', '2125550100 · jane@example.com']);
    expect(addressLines({ ...jane, company: '', addressLine2: '', phone: '', email: '' })).toEqual(['Jane Doe', '350 5th Ave', 'New York, NY 10001', 'US']);
    expect(addressLines(undefined)).toEqual([]);
  });
});

let root: Root | undefined;
let container: HTMLElement;
beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined,
    addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

const recipient = json({ en: 'Recipient', zh: '收件人' }, { required: true, widget: 'address' });

async function render(values: Record<string, unknown>): Promise<FormInstance> {
  container = document.createElement('div');
  document.body.appendChild(container);
  let form!: FormInstance;
  const client = new QueryClient();
  function Probe() {
    const [instance] = Form.useForm();
    form = instance;
    return (
      <QueryClientProvider client={client}>
        <Form form={instance} initialValues={values}>
          <Form.Item name="recipient" label="Recipient">
            <AddressInput resource="client-order" name="recipient" field={recipient} />
          </Form.Item>
        </Form>
      </QueryClientProvider>
    );
  }
  root = createRoot(container);
  await act(async () => root!.render(<Probe />));
  return form;
}

/** Types into an input as a user would (React's change event). */
async function type(input: HTMLInputElement, text: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('the address widget in a form', SLOW, () => {
  it('edits the object the API takes, part by part, and shows a part\'s server error under it', async () => {
    const form = await render({ recipient: jane });
    expect((container.querySelector('#recipient_addressLine1') as HTMLInputElement).value).toBe('350 5th Ave');
    await type(container.querySelector('#recipient_phone') as HTMLInputElement, '9095550199');
    expect(form.getFieldValue('recipient')).toEqual({ ...jane, phone: '9095550199' });
    // the server's 'recipient.zipCode' error, as refine's useForm sets it
    await act(async () => form.setFields([{ name: ['recipient', 'zipCode'], errors: ['Invalid Zipcode'] }]));
    // antd draws the message on the next tick
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(form.getFieldError(['recipient', 'zipCode'])).toEqual(['Invalid Zipcode']);
    const zipItem = container.querySelector('#recipient_zipCode')!.closest('.ant-form-item')!;
    expect(zipItem.textContent).toContain('Invalid Zipcode');
  });

  it('starts a new required address with every part', async () => {
    const form = await render({});
    expect(form.getFieldValue('recipient')).toEqual(addressIn(undefined));
    await type(container.querySelector('#recipient_city') as HTMLInputElement, 'Ontario');
    expect(form.getFieldValue('recipient')).toMatchObject({ city: 'Ontario', isResidential: false, zipCode: '' });
  });

  it('reads as lines on a show page', async () => {
    container = document.createElement('div');
    root = createRoot(container);
    await act(async () => root!.render(<AddressInput resource="client-order" name="recipient" field={recipient} value={jane} readOnly />));
    expect(container.querySelector('[data-testid="address-recipient"]')!.textContent).toContain('New York, NY 10001');
  });
});
