import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { apiCall, pickLookup, screenshot, signedInBrowser, toast, unique } from '../lib/browser.ts';

/**
 * A parcel order as the outbound team works it (02 §2 `client-order`): created in the form with
 * its addresses (country, state and city pickers), an item of the client's stock and a package,
 * (the country and state pickers list their English names in both languages) submitted (its stock allocated), a label created (the client's money taken) and its PDF opened
 * in a new window from Print Label. In English and Chinese: the form's sections, the actions'
 * words and the toasts are the language's.
 */
const TEXT = {
  en: { us: 'United States', ny: 'New York', ca: 'California', submit: 'Submit', submitted: /submitted: stock allocated/, createLabel: 'Create Label', labelMade: /Label 1Z\w+ created for order SO\d{10}/, toPick: 'To Pick' },
  zh: { us: 'United States', ny: 'New York', ca: 'California', submit: '提交', submitted: /已提交，库存已分配/, createLabel: '创建面单', labelMade: /订单 SO\d{10} 的面单 1Z\w+ 已创建/, toPick: '待拣货' },
} as const;

/** Fills one address widget of the order form (its fields' ids are `<name>_<part>`). */
async function fillAddress(page: Page, name: 'recipient' | 'sender', a: { name: string; line1: string; country: string; state: string; city: string; zip: string; phone: string }) {
  await page.locator(`#${name}_name`).fill(a.name);
  await pickLookup(page, `${name}_countryCode`, a.country, a.country);
  await page.locator(`#${name}_addressLine1`).fill(a.line1);
  await pickLookup(page, `${name}_stateCode`, a.state, a.state);
  await page.locator(`#${name}_city`).fill(a.city);
  await page.locator(`#${name}_zipCode`).fill(a.zip);
  await page.locator(`#${name}_phone`).fill(a.phone);
}

/** Runs a record action from the show page's buttons: inline, or under More (02 §2: at most 3 inline). */
async function runAction(page: Page, label: string) {
  const inline = page.getByTestId('show-actions').getByRole('button', { name: label, exact: true });
  if (await inline.count()) return inline.click();
  await page.getByTestId('show-actions').getByTestId('row-more').click();
  await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: label }).first().click();
}

for (const lang of ['en', 'zh'] as const) {
  const T = TEXT[lang];

  describe(`parcel orders in the browser (${lang})`, () => {
    let browser: Browser;
    let page: Page;
    const company = unique(`Parcel Flow ${lang} `);
    const sku = unique('PF-').toUpperCase().slice(0, 20);
    let orderId = 0;

    before(async () => {
      ({ browser, page } = await signedInBrowser(lang));
      // a client with money and stock: what the outbound team finds when the order comes in
      const clientId = (await apiCall<{ id: number }>(page, 'POST', '/resources/client', {
        clientKind: 'oms', companyName: company, firstName: 'Pat', lastName: 'Parcel', contactEmail: `${unique('pf').toLowerCase()}@example.com`, phone: '+1 626 555 0103', salesId: 1,
      })).id;
      assert.ok(clientId > 0);
      await apiCall(page, 'POST', `/finance/accounts/${clientId}/entries`, { changeType: 6, amount: '200', note: 'Funds', idempotencyKey: unique('pf-fund-') });
      assert.ok((await apiCall<{ id: number }>(page, 'POST', '/resources/product', { clientId, sku, name: 'Flow Mug', weight: '1.000', weightUnit: 'LB', status: 1 }))?.id > 0);
      const location = (await apiCall<{ records: Array<{ id: number }> }>(page, 'GET', '/resources/location?warehouseId=1&pageSize=1')).records[0];
      await apiCall(page, 'POST', '/inventory/receive', { warehouseId: 1, locationId: location.id, clientId, sku, standard: 5 });
    });
    after(() => browser.close());

    it('creates an order in the form: addresses, an item and a package', async () => {
      await page.goto('/client-order/create');
      await page.getByTestId('client-order-create').waitFor();
      await pickLookup(page, 'clientId', company);
      await pickLookup(page, 'warehouseId', 'Ontario Main', 'Ontario');
      await pickLookup(page, 'shippingAccountId', 'UPS Daily West', 'UPS Daily');
      await pickLookup(page, 'carrierServiceId', 'UPS Ground', 'UPS Gro');
      await fillAddress(page, 'recipient', { name: 'Jane Doe', line1: '350 5th Ave', country: T.us, state: T.ny, city: 'New York', zip: '10001', phone: '2125550100' });
      await fillAddress(page, 'sender', { name: 'Ship Desk', line1: '1200 Distribution Way', country: T.us, state: T.ca, city: 'Ontario', zip: '91761', phone: '9095553100' });
      await page.getByTestId('inline-items-add').click();
      await page.locator('[data-testid=inline-items] input[id$=_sku]').first().fill(sku);
      await page.locator('[data-testid=inline-items] input[id$=_qty]').first().fill('2');
      await page.getByTestId('inline-packages-add').click();
      const row = page.locator('[data-testid=inline-packages] .ant-table-row').first();
      for (const [part, value] of [['length', '12'], ['width', '10'], ['height', '6'], ['weight', '3']] as const) await row.locator(`input[id$=_${part}]`).fill(value);
      await screenshot(page, `34-order-form-${lang}`);
      const saved = page.waitForResponse((r) => /\/api\/resources\/client-order$/.test(r.url()) && r.request().method() === 'POST');
      await page.getByTestId('save-button').click();
      const response = await saved;
      assert.ok(response.ok(), `create answered ${response.status()}: ${await response.text()}`);
      orderId = ((await response.json()) as { data: { id: number } }).data.id;
      assert.ok(orderId > 0);
    });

    it('submits the order (stock allocated), creates its label and opens the PDF', async () => {
      await page.goto(`/client-order/show/${orderId}`);
      await page.getByTestId('show-descriptions').waitFor();
      await runAction(page, T.submit);
      await toast(page, T.submitted);
      const stock = (await apiCall<{ records: Array<{ allocated: number }> }>(page, 'GET', `/resources/inventory?sku=${sku}`)).records[0];
      assert.equal(stock.allocated, 2);
      await runAction(page, T.createLabel);
      await toast(page, T.labelMade, 30_000);
      await screenshot(page, `34-order-label-${lang}`);
      // 01 §7: fetched with the bearer token, then shown in a new window
      const opened = page.context().waitForEvent('page');
      const fetched = page.waitForResponse((r) => r.url().endsWith(`/api/resources/client-order/${orderId}/label`));
      await page.getByTestId('order-label-print').click();
      const response = await fetched;
      assert.equal(response.headers()['content-type'], 'application/pdf');
      assert.match(response.headers()['content-disposition'] ?? '', /SO\d{10}/);
      assert.equal((await response.body()).subarray(0, 5).toString(), '%PDF-');
      const tab = await opened;
      await tab.waitForURL(/^blob:/);
      await tab.close();
    });
  });
}
