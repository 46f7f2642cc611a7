import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { PDFDocument } from 'pdf-lib';
import { apiCall, pickLookup, screenshot, signedInBrowser, tableRows, toast, unique } from '../lib/browser.ts';
import { fillAddress } from '../lib/order-pages.ts';

/**
 * A parcel order as the outbound team works it (02 §2 `client-order`): created in the form with
 * its addresses (country, state and city pickers; their names are English in both languages), an
 * item of the client's stock and a package; priced with Get Rate and compared with another
 * service of its account; its label created (the client's money taken) and the PDF opened in a
 * new window from Print Label; its service changed, answering 02 §4's three choices (go back,
 * then save and replace: a new tracking number); submitted (its stock allocated); and a batch
 * label PDF of two other orders imported (02 §5 Label import: the file named by their order
 * numbers, split one page per order). In English and Chinese.
 */
const TEXT = {
  en: { us: 'United States', ny: 'New York', ca: 'California', submit: 'Submit', submitted: /submitted: stock allocated/, createLabel: 'Create Label', labelMade: /Label 1Z\w+ created for order SO\d{10}/, choice: /has a shipping label/, success: 'Success' },
  zh: { us: 'United States', ny: 'New York', ca: 'California', submit: '提交', submitted: /已提交，库存已分配/, createLabel: '创建面单', labelMade: /订单 SO\d{10} 的面单 1Z\w+ 已创建/, choice: /该订单已有面单/, success: '成功' },
} as const;

type Order = { id: number; orderNo: string; status: number; trackingNo: string | null; carrierServiceId: number; labelFileId: number | null };

/** A two-page PDF, one page per order, as a carrier's batch of labels comes. */
async function batchPdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([288, 432]).drawText(`Label ${i + 1}`, { x: 40, y: 380, size: 18 });
  return Buffer.from(await doc.save());
}


/** Runs a record action from the show page's buttons: inline, or under More (02 §2: at most 3 inline). */
async function runAction(page: Page, label: string) {
  const inline = page.getByTestId('show-actions').getByRole('button', { name: label, exact: true });
  // the buttons come with the record and the user's rights: an action is inline once they have
  try {
    await inline.waitFor({ timeout: 5_000 });
    return inline.click();
  } catch {
    // not inline: under More
  }
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
    let clientId = 0;
    let orderId = 0;
    const order = () => apiCall<Order>(page, 'GET', `/resources/client-order/${orderId}`);

    before(async () => {
      ({ browser, page } = await signedInBrowser(lang));
      // a client with money and stock: what the outbound team finds when the order comes in
      clientId = (await apiCall<{ id: number }>(page, 'POST', '/resources/client', {
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
      // a new package row starts in inches and pounds (the child's defaults)
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

    it('Get Rate prices the order with its service and, one click more, with another of its account', async () => {
      await page.goto(`/client-order/show/${orderId}`);
      await page.getByTestId('order-rates').waitFor();
      // the order's service (UPS Ground, 1) is priced as the page opens, its lines shown
      await page.getByTestId('order-rate-total-1').filter({ hasText: /\$\d+\.\d{2}/ }).waitFor();
      await page.getByTestId('order-rate-lines').waitFor();
      // UPS 2nd Day Air (4), compared with a click
      await page.getByTestId('order-rate-get-4').click();
      await page.getByTestId('order-rate-total-4').filter({ hasText: /\$\d+\.\d{2}/ }).waitFor();
      const ground = Number((await page.getByTestId('order-rate-total-1').innerText()).replace(/[^0-9.]/g, ''));
      const air = Number((await page.getByTestId('order-rate-total-4').innerText()).replace(/[^0-9.]/g, ''));
      assert.ok(air > ground, `2nd Day Air ${air} should cost more than Ground ${ground}`);
      await screenshot(page, `34-order-rates-${lang}`);
      // comparing changed nothing on the order
      assert.equal((await order()).carrierServiceId, 1);
    });

    it('creates the label (the money taken) and opens its PDF from Print Label', async () => {
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

    it('changing the service asks the three choices: go back saves nothing, save and replace makes a new label', async () => {
      const before = await order();
      assert.match(before.trackingNo ?? '', /^1Z/);
      await page.goto(`/client-order/edit/${orderId}`);
      await page.getByTestId('client-order-edit').waitFor();
      await pickLookup(page, 'carrierServiceId', 'UPS 2nd Day Air', 'UPS 2nd');
      await page.getByTestId('save-button').click();
      await page.getByTestId('save-choice-message').filter({ hasText: T.choice }).waitFor();
      await screenshot(page, `34-order-save-choice-${lang}`);
      await page.getByTestId('save-choice-back').click();
      await page.getByTestId('save-choice').waitFor({ state: 'hidden' });
      assert.equal((await order()).carrierServiceId, 1);
      await page.getByTestId('save-button').click();
      const saved = page.waitForResponse((r) => r.url().endsWith(`/api/resources/client-order/${orderId}`) && r.request().method() === 'PUT' && r.ok());
      await page.getByTestId('save-choice-replace').click();
      await saved;
      let after = await order();
      for (let i = 0; i < 50 && after.trackingNo === before.trackingNo; i++) after = await order();
      assert.equal(after.carrierServiceId, 4);
      assert.match(after.trackingNo ?? '', /^1Z/);
      assert.notEqual(after.trackingNo, before.trackingNo);
    });

    it('submits the order: its stock allocated', async () => {
      await page.goto(`/client-order/show/${orderId}`);
      await page.getByTestId('show-descriptions').waitFor();
      await runAction(page, T.submit);
      await toast(page, T.submitted);
      const stock = (await apiCall<{ records: Array<{ allocated: number }> }>(page, 'GET', `/resources/inventory?sku=${sku}`)).records[0];
      assert.equal(stock.allocated, 2);
    });

    it('imports a batch label PDF: one page per order, named by their order numbers', async () => {
      const body = (n: number) => ({
        clientId, warehouseId: 1, shippingAccountId: 1, carrierServiceId: 1, packageType: 'YOUR_PACKAGING', signatureType: 4, labelSize: '4x6', lithium: 1,
        recipient: { name: `Batch ${n}`, addressLine1: '1 Market St', city: 'San Francisco', stateCode: 'CA', zipCode: '94105', countryCode: 'US', phone: '4155550100', isResidential: false },
        sender: { name: 'Ship Desk', addressLine1: '1200 Distribution Way', city: 'Ontario', stateCode: 'CA', zipCode: '91761', countryCode: 'US', phone: '9095553100', isResidential: false },
      });
      const orders = [await apiCall<Order>(page, 'POST', '/resources/client-order', body(1)), await apiCall<Order>(page, 'POST', '/resources/client-order', body(2))];
      const tag = unique('Batch-');
      await page.goto('/label-import/create');
      await page.getByTestId('label-import-create').waitFor();
      await pickLookup(page, 'clientId', company);
      await pickLookup(page, 'warehouseId', 'Ontario Main', 'Ontario');
      await page.locator('#tag').fill(tag);
      const name = `${orders.map((o) => o.orderNo).join('_')}.pdf`;
      await page.locator('[data-testid=file-input-file] input[type=file]').setInputFiles({ name, mimeType: 'application/pdf', buffer: await batchPdf(2) });
      await page.locator('[data-testid=file-input-file] .ant-upload-list-item-done', { hasText: name }).waitFor();
      await page.getByTestId('save-button').click();
      await page.waitForURL(/\/label-import(\?|$)/);
      await tableRows(page).filter({ hasText: orders[0].orderNo }).filter({ hasText: T.success }).first().waitFor();
      await screenshot(page, `34-label-import-${lang}`);
      for (const o of orders) assert.ok((await apiCall<Order>(page, 'GET', `/resources/client-order/${o.id}`)).labelFileId, `${o.orderNo} has its label`);
    });
  });
}
