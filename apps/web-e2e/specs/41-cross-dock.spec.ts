import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { MOVEMENT_TYPE } from '../../../libs/inventory/src/movements.ts';
import { INBOUND_STATUS as STATUS } from '../../../resources/orders/options.ts';
import { apiCall, dialogSettled, pickLookup, savedTo, screenshot, signedInBrowser, tableRows, toast, typeDate, unique, visit } from '../lib/browser.ts';
import { fillAddress, runAction, shownStatus } from '../lib/order-pages.ts';

/**
 * A cross-dock order as the dock and outbound teams work it (01 §2 Orders > Cross Dock, 02 §2
 * `crossdock-list`, which opens the `cross-dock-order` list, and `cross-dock-order-replace-label`,
 * its own list and menu entry "Cross-Dock Replace Label"): created in the form with its warehouse,
 * ETA, shipping account and service, the recipient and sender address widgets (02 §3 Address), a
 * line of the client's product and a carton, a draft numbered CD and 10 digits; moved from its
 * show page's buttons through 01 §4's statuses, drafts -> awaiting (Submit) -> received (Receive,
 * asked first: every line onto the warehouse's receiving location, named in the toast, and held
 * for the order); Ship refused while it has no label (02 §8's message, the order stays received);
 * its label created (02 §4: the client's money taken, the tracking number in the toast) and the PDF
 * opened in a new window from Print Label; shipped, the stock leaving under the order number
 * (receive, allocate and ship movements). In English and Chinese.
 */
const TEXT = {
  en: {
    list: 'Cross Dock', replaceLabel: 'Cross-Dock Replace Label', us: 'United States', ny: 'New York', ca: 'California', status: 'Status',
    draft: 'Draft', awaiting: 'Awaiting', received: 'Received', shipped: 'Shipped',
    submit: 'Submit', receive: 'Receive', createLabel: 'Create Label', ship: 'Ship',
    submitDone: /Cross-dock order CD\d{10} submitted/, receiveDone: /Cross-dock order CD\d{10} received at RCV-1/,
    labelDone: /Label (\w+) created for order CD\d{10}/, shipDone: /Cross-dock order CD\d{10} shipped/,
    noLabel: 'Shipment Error, orders without a related shipping label must have the label replaced before they can be shipped',
  },
  zh: {
    list: '越库', replaceLabel: '越库重新生成面单', us: 'United States', ny: 'New York', ca: 'California', status: '状态',
    draft: '草稿', awaiting: '待收货', received: '已收货', shipped: '已发货',
    submit: '提交', receive: '收货', createLabel: '创建面单', ship: '发货',
    submitDone: /越库单 CD\d{10} 已提交/, receiveDone: /越库单 CD\d{10} 已在 RCV-1 收货/,
    labelDone: /订单 CD\d{10} 的面单 (\w+) 已创建/, shipDone: /越库单 CD\d{10} 已发货/,
    noLabel: '发货错误：没有关联面单的订单必须先重新生成面单才能发货',
  },
} as const;

type CrossDockOrder = { id: number; orderNo: string; status: number; warehouseId: number; expectedArrival: string; carrier: number | null; qty: number; receivedQty: number; trackingNo: string | null; labelTotal: string | null; shippedAt: string | null };
type Movement = { movementType: number; sku: string; standardDelta: number; allocatedDelta: number };




for (const lang of ['en', 'zh'] as const) {
  const T = TEXT[lang];

  describe(`cross-dock orders in the browser (${lang})`, () => {
    let browser: Browser;
    let page: Page;
    const company = unique(`Cross Dock Flow ${lang} `);
    const sku = unique('XF-').toUpperCase().slice(0, 20);
    let clientId = 0;
    let orderId = 0;
    const order = () => apiCall<CrossDockOrder>(page, 'GET', `/resources/cross-dock-order/${orderId}`);

    /** Waits for the show page to read this status (the record refetched: the next action sends its new version). */
    const showsStatus = (shown: string) => shownStatus(page, T.status).filter({ hasText: new RegExp(`^${shown}$`) }).waitFor();

    before(async () => {
      ({ browser, page } = await signedInBrowser(lang));
      // a client with money for its labels and a product: what the dock finds when the booking comes in
      clientId = (await apiCall<{ id: number }>(page, 'POST', '/resources/client', {
        clientKind: 'oms', companyName: company, firstName: 'Cora', lastName: 'Dock', contactEmail: `${unique('xf').toLowerCase()}@example.com`, phone: '+1 626 555 0106', salesId: 1,
      })).id;
      assert.ok(clientId > 0);
      await apiCall(page, 'POST', `/finance/accounts/${clientId}/entries`, { changeType: 6, amount: '500', note: 'Funds', idempotencyKey: unique('xf-fund-') });
      assert.ok((await apiCall<{ id: number }>(page, 'POST', '/resources/product', { clientId, sku, name: 'Cross-Dock Carton', weight: '4.000', weightUnit: 'LB', status: 1 }))?.id > 0);
    });
    after(() => browser.close());

    it('opens the list from 02 §2 crossdock-list, and the Replace Label list from its own route and menu entry', async () => {
      await visit(page, '/crossdock-list');
      await page.waitForURL((url) => url.pathname === '/cross-dock-order');
      const list = page.getByTestId('cross-dock-order-list');
      await list.locator('h4').filter({ hasText: new RegExp(`^${T.list}$`) }).waitFor();
      await visit(page, '/cross-dock-order-replace-label');
      await list.locator('h4').filter({ hasText: new RegExp(`^${T.replaceLabel}$`) }).waitFor();
      // the side menu's entry of that list reads its own name, and is the one selected
      const entry = page.getByTestId('side-cross-dock-order-view-replaceLabel');
      assert.equal((await entry.innerText()).trim(), T.replaceLabel);
      assert.match((await entry.getAttribute('class')) ?? '', /ant-menu-item-selected/);
    });

    it('creates a draft in the form: warehouse, ETA, service, both addresses, a line and a carton', async () => {
      await visit(page, '/cross-dock-order/create');
      await page.getByTestId('cross-dock-order-create').waitFor();
      await pickLookup(page, 'clientId', company);
      await pickLookup(page, 'warehouseId', 'Ontario Main', 'Ontario');
      await page.locator('#referenceNo').fill('XD-FLOW-41');
      await typeDate(page, '#expectedArrival', '12/03/2026');
      await pickLookup(page, 'shippingAccountId', 'UPS Daily West', 'UPS Daily');
      await pickLookup(page, 'carrierServiceId', 'UPS Ground', 'UPS Gro');
      await fillAddress(page, 'recipient', { name: 'Receiving Dock', line1: '2200 Commerce Dr', country: T.us, state: 'Ohio', city: 'Columbus', zip: '43219', phone: '6145550100' });
      await fillAddress(page, 'sender', { name: 'Ship Desk', line1: '1200 Logistics Pkwy', country: T.us, state: T.ca, city: 'Ontario', zip: '91761', phone: '9095550100' });
      await page.getByTestId('inline-lines-add').click();
      const line = page.locator('[data-testid=inline-lines] .ant-table-row').first();
      await line.locator('input[id$=_sku]').fill(sku);
      await line.locator('input[id$=_qty]').fill('6');
      // a new carton starts in inches and pounds (the child's defaults)
      await page.getByTestId('inline-packages-add').click();
      const carton = page.locator('[data-testid=inline-packages] .ant-table-row').first();
      for (const [part, value] of [['length', '12'], ['width', '10'], ['height', '6'], ['weight', '4']] as const) await carton.locator(`input[id$=_${part}]`).fill(value);
      await screenshot(page, `41-cross-dock-form-${lang}`);
      const saved = page.waitForResponse((r) => /\/api\/resources\/cross-dock-order$/.test(r.url()) && r.request().method() === 'POST');
      await page.getByTestId('save-button').click();
      const response = await saved;
      assert.ok(response.ok(), `create answered ${response.status()}: ${await response.text()}`);
      orderId = ((await response.json()) as { data: { id: number } }).data.id;
      // the save leads to the list
      await savedTo(page, /\/cross-dock-order(\?|$)/);
      const created = await order();
      assert.match(created.orderNo, /^CD\d{10}$/);
      assert.deepEqual([created.status, created.warehouseId, created.expectedArrival.slice(0, 10), created.qty, created.receivedQty], [STATUS.DRAFT, 1, '2026-12-03', 6, 0]);
      assert.ok(created.carrier, 'the order takes its service\'s carrier');
    });

    it('submits it, then receives it at the dock after the question: the toast names the receiving location', async () => {
      // the order from its row of the list the save led to
      const { orderNo } = await order();
      await tableRows(page).filter({ hasText: orderNo }).getByTestId('row-show').click();
      await page.waitForURL(new RegExp(`/cross-dock-order/show/${orderId}$`));
      await showsStatus(T.draft);
      await runAction(page, T.submit);
      await toast(page, T.submitDone);
      await showsStatus(T.awaiting);
      assert.equal((await order()).status, STATUS.AWAITING);
      await runAction(page, T.receive);
      const confirm = page.getByTestId('confirm-receive');
      await confirm.waitFor();
      await dialogSettled(confirm);
      await confirm.click();
      await toast(page, T.receiveDone);
      await showsStatus(T.received);
      const received = await order();
      assert.deepEqual([received.status, received.receivedQty], [STATUS.RECEIVED, 6]);
    });

    it('refuses Ship while the order has no label: the message says so and the order stays received', async () => {
      await runAction(page, T.ship);
      await page.locator('.ant-message-notice-error', { hasText: T.noLabel }).waitFor();
      assert.equal((await order()).status, STATUS.RECEIVED);
    });

    it('creates its label (the tracking number in the toast) and opens the PDF from Print Label', async () => {
      await runAction(page, T.createLabel);
      const said = await (await toast(page, T.labelDone, 30_000)).first().innerText();
      const labelled = await order();
      assert.ok(labelled.trackingNo, 'the order has its tracking number');
      assert.equal(said.match(T.labelDone)?.[1], labelled.trackingNo);
      assert.ok(Number(labelled.labelTotal) > 0, `the label was paid: ${labelled.labelTotal}`);
      // 01 §7: fetched with the bearer token, then shown in a new window
      const opened = page.context().waitForEvent('page');
      const fetched = page.waitForResponse((r) => r.url().endsWith(`/api/resources/cross-dock-order/${orderId}/label`));
      await page.getByTestId('order-label-print').click();
      const response = await fetched;
      assert.equal(response.headers()['content-type'], 'application/pdf');
      assert.match(response.headers()['content-disposition'] ?? '', new RegExp(labelled.orderNo));
      assert.equal((await response.body()).subarray(0, 5).toString(), '%PDF-');
      const tab = await opened;
      await tab.waitForURL(/^blob:/);
      await tab.close();
    });

    it('ships it: the stock received, held and sent on under the order number', async () => {
      await runAction(page, T.ship);
      await toast(page, T.shipDone);
      await showsStatus(T.shipped);
      const shipped = await order();
      assert.equal(shipped.status, STATUS.SHIPPED);
      assert.ok(shipped.shippedAt, 'the order has its ship time');
      const moves = (await apiCall<{ records: Movement[] }>(page, 'GET', `/resources/inventory-movement?orderNo=${shipped.orderNo}&sortField=id&sortOrder=asc`)).records;
      assert.deepEqual(moves.map((m) => [m.movementType, m.sku, m.standardDelta, m.allocatedDelta]), [
        [MOVEMENT_TYPE.RECEIVE, sku, 6, 0], [MOVEMENT_TYPE.ALLOCATE, sku, 0, 6], [MOVEMENT_TYPE.SHIP, sku, -6, -6],
      ]);
      await screenshot(page, `41-cross-dock-shipped-${lang}`);
    });
  });
}
