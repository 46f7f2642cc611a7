import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { apiCall, pickLookup, savedTo, screenshot, signedInBrowser, toast, typeDate, unique } from '../lib/browser.ts';

/**
 * What the receiving dock does (02 §2 `inbound-order`, `return-order`): an inbound order announced
 * in the form with a line of the client's product, submitted, then received from its show page
 * (Receiving > Add: the count, standard and damage, and the put-away location), which puts the
 * stock on the location (a receive movement) and, the line in full, marks the order Received;
 * and a return of the same product, inspected from its show page (Inspection > Add: restocked as
 * standard into a location, a return movement). In English and Chinese.
 */
const TEXT = {
  en: { submit: 'Submit', submitted: /Inbound order IB\d{10} submitted/, received: 'Received', awaiting: 'Awaiting', returnSubmitted: /Return order RT\d{10} submitted/ },
  zh: { submit: '提交', submitted: /入库单 IB\d{10} 已提交/, received: '已收货', awaiting: '待收货', returnSubmitted: /退货单 RT\d{10} 已提交/ },
} as const;

type Inbound = { id: number; orderNo: string; status: number; receivedStandard: number; receivedDamage: number };

/** Runs a record action from the show page's buttons (inline, as the first three are). */
async function runAction(page: Page, label: string) {
  await page.getByTestId('show-actions').getByRole('button', { name: label, exact: true }).click();
}

for (const lang of ['en', 'zh'] as const) {
  const T = TEXT[lang];

  describe(`receiving in the browser (${lang})`, () => {
    let browser: Browser;
    let page: Page;
    const company = unique(`Inbound Flow ${lang} `);
    const sku = unique('IF-').toUpperCase().slice(0, 20);
    let clientId = 0;
    let orderId = 0;
    let location = { id: 0, code: '' };
    const order = () => apiCall<Inbound>(page, 'GET', `/resources/inbound-order/${orderId}`);

    before(async () => {
      ({ browser, page } = await signedInBrowser(lang));
      clientId = (await apiCall<{ id: number }>(page, 'POST', '/resources/client', {
        clientKind: 'oms', companyName: company, firstName: 'Ida', lastName: 'Inbound', contactEmail: `${unique('if').toLowerCase()}@example.com`, phone: '+1 626 555 0104', salesId: 1,
      })).id;
      assert.ok((await apiCall<{ id: number }>(page, 'POST', '/resources/product', { clientId, sku, name: 'Flow Crate', status: 1 }))?.id > 0);
      location = (await apiCall<{ records: Array<{ id: number; code: string }> }>(page, 'GET', '/resources/location?warehouseId=1&kind=1&pageSize=1')).records[0];
    });
    after(() => browser.close());

    it('announces an inbound order in the form: client, warehouse, arrival and a line', async () => {
      await page.goto('/inbound-order/create');
      await page.getByTestId('inbound-order-create').waitFor();
      await pickLookup(page, 'clientId', company);
      await pickLookup(page, 'warehouseId', 'Ontario Main', 'Ontario');
      await page.locator('#referenceNo').fill('PO-FLOW-1');
      await typeDate(page, '#expectedArrival', '12/03/2026');
      await page.getByTestId('inline-lines-add').click();
      await page.locator('[data-testid=inline-lines] input[id$=_sku]').first().fill(sku);
      await page.locator('[data-testid=inline-lines] input[id$=_expectedQty]').first().fill('12');
      await screenshot(page, `38-inbound-form-${lang}`);
      const saved = page.waitForResponse((r) => /\/api\/resources\/inbound-order$/.test(r.url()) && r.request().method() === 'POST');
      await page.getByTestId('save-button').click();
      const response = await saved;
      assert.ok(response.ok(), `create answered ${response.status()}: ${await response.text()}`);
      orderId = ((await response.json()) as { data: { id: number } }).data.id;
      assert.match((await order()).orderNo, /^IB\d{10}$/);
    });

    it('submits it: Awaiting', async () => {
      await page.goto(`/inbound-order/show/${orderId}`);
      await page.getByTestId('show-group-order').waitFor();
      // a draft is edited
      await page.getByTestId('edit-button').waitFor();
      await runAction(page, T.submit);
      await toast(page, T.submitted);
      await page.getByTestId('show-group-order').filter({ hasText: T.awaiting }).waitFor();
      assert.equal((await order()).status, 2);
    });

    it('receives the line from the show page: the stock on its location, the order Received', async () => {
      await page.getByTestId('children-receipts-add').click();
      await page.getByTestId('inbound-receipt-create').waitFor();
      await page.locator('#sku').fill(sku);
      await page.locator('#standard').fill('11');
      await page.locator('#damage').fill('1');
      await pickLookup(page, 'locationId', location.code);
      await screenshot(page, `38-inbound-receive-${lang}`);
      await page.getByTestId('save-button').click();
      await savedTo(page, new RegExp(`/inbound-order/show/${orderId}$`));
      await page.getByTestId('show-group-order').filter({ hasText: T.received }).waitFor();
      await page.locator('[data-testid=children-receipts] .ant-table-row', { hasText: location.code }).waitFor();
      await screenshot(page, `38-inbound-received-${lang}`);
      // a received order is no draft: no Edit (its definition's editWhen)
      assert.equal(await page.getByTestId('edit-button').count(), 0);
      assert.deepEqual(await order().then((o) => [o.status, o.receivedStandard, o.receivedDamage]), [3, 11, 1]);
      const stock = (await apiCall<{ records: Array<{ locationId: number; standard: number; damage: number }> }>(page, 'GET', `/resources/inventory?clientId=${clientId}&sku=${sku}`)).records;
      assert.deepEqual(stock.map((r) => [r.locationId, r.standard, r.damage]), [[location.id, 11, 1]]);
    });

    it('inspects a return: two units restocked as standard, the return Received', async () => {
      const ret = await apiCall<{ id: number }>(page, 'POST', '/resources/return-order', { clientId, warehouseId: 1, reason: 'Wrong size', lines: [{ sku, qty: 2 }] });
      await page.goto(`/return-order/show/${ret.id}`);
      await page.getByTestId('show-group-order').waitFor();
      await runAction(page, T.submit);
      await toast(page, T.returnSubmitted);
      await page.getByTestId('children-inspections-add').click();
      await page.getByTestId('return-inspection-create').waitFor();
      await page.locator('#sku').fill(sku);
      await page.locator('#qty').fill('2');
      // Restock as Standard is the default result; its location is asked
      await pickLookup(page, 'locationId', location.code);
      await screenshot(page, `38-return-inspect-${lang}`);
      await page.getByTestId('save-button').click();
      await savedTo(page, new RegExp(`/return-order/show/${ret.id}$`));
      await page.getByTestId('show-group-order').filter({ hasText: T.received }).waitFor();
      await page.locator('[data-testid=children-inspections] .ant-table-row', { hasText: location.code }).waitFor();
      await screenshot(page, `38-return-inspected-${lang}`);
      const stock = (await apiCall<{ records: Array<{ standard: number }> }>(page, 'GET', `/resources/inventory?clientId=${clientId}&sku=${sku}`)).records;
      assert.equal(stock.reduce((sum, r) => sum + r.standard, 0), 13);
    });
  });
}
