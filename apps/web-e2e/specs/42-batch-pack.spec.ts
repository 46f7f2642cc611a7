import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { PACK_MESSAGES } from '../../../libs/batch-pack/src/pack.ts';
import { BATCH_STATUS } from '../../../resources/batch-pack/options.ts';
import { ORDER_STATUS } from '../../../resources/orders/options.ts';
import { apiCall, dialogSettled, pickLookup, savedTo, screenshot, signedInBrowser, toast, unique, visit } from '../lib/browser.ts';
import { runAction } from '../lib/order-pages.ts';

/**
 * A wave picked and packed as a 3PL's floor works it (02 §2 Batch and pack: create by location,
 * pack work for a batch; 02 §8 the pack messages). Set up through the API as the client's team
 * would have: a client of its own with money for labels, stock of two products in a zone of its
 * own, two parcel orders To Pick, a product no order holds, a packaging material. In the browser:
 * the batch created BY LOCATION on the generated form (its zones: the test's), picking started
 * and confirmed from its show page; then the Pack Station, DRIVEN BY THE KEYBOARD ONLY as a
 * scanner types (a code and Enter; F2 undo, F4 scale, Esc, F9 finish, F8 label again): the batch opened, each
 * unit scanned by SKU or FNSKU, the box, the scale's weight, the finish (label opened, tracking
 * number told, the order To Ship), the batch Packed. Every refusal of 02 §8 from its real cause,
 * each shown in red in the page's language with the error sound; the station resumed from the
 * server after a reload. In English and Chinese.
 */
const TEXT = {
  en: {
    startPicking: 'Start Picking', confirmPicking: 'Confirm Picking',
    started: /Batch PB\d{10}: picking started/, confirmed: /Batch PB\d{10}: 2 orders to pack, 0 short/,
    packedInto: (sku: string, orderNo: string) => `${sku} packed into ${orderNo}`,
    tracking: (orderNo: string, trackingNo: string) => `Order ${orderNo} packed: tracking number ${trackingNo}`,
  },
  zh: {
    startPicking: '开始拣货', confirmPicking: '确认拣货',
    started: /波次 PB\d{10} 已开始拣货/, confirmed: /波次 PB\d{10}：2 个订单待打包，0 个缺货/,
    packedInto: (sku: string, orderNo: string) => `${sku} 已装入 ${orderNo}`,
    tracking: (orderNo: string, trackingNo: string) => `订单 ${orderNo} 已打包，运单号 ${trackingNo}`,
  },
} as const;

type Order = { id: number; orderNo: string; status: number; trackingNo: string | null; packages: Array<{ weight: string; length: string }> };
type Batch = { id: number; batchNo: string; status: number; orderCount: number };
const RECIPIENT = { name: 'Jane Doe', company: 'Acme', addressLine1: '350 5th Ave', city: 'New York', stateCode: 'NY', zipCode: '10001', countryCode: 'US', phone: '2125550100', isResidential: true };
const SENDER = { name: 'Ship Desk', addressLine1: '1200 Logistics Pkwy', city: 'Ontario', stateCode: 'CA', zipCode: '91761', countryCode: 'US', phone: '9095550100', isResidential: false };

for (const lang of ['en', 'zh'] as const) {
  const T = TEXT[lang];
  const say = (key: keyof typeof PACK_MESSAGES) => PACK_MESSAGES[key][lang];

  describe(`batch and pack in the browser (${lang})`, () => {
    let browser: Browser;
    let page: Page;
    const tag = unique('').toUpperCase().replace(/[^A-Z0-9]/g, '').slice(-6);
    const zone = `Z${tag}`;
    const sku = { A: `PK-${tag}-A`, B: `PK-${tag}-B`, D: `PK-${tag}-D` };
    const fnskuA = `X0${tag}A0`;
    const box = { code: `BOX-${tag}`, barcode: `PM${tag}` };
    let orders: Order[] = [];
    let batch: Batch;
    let emptyBatch: Batch;
    const order = (id: number) => apiCall<Order>(page, 'GET', `/resources/client-order/${id}`);

    // the station's parts
    const result = () => page.getByTestId('pack-result');
    const left = () => page.getByTestId('pack-left');
    const sounds = () => page.evaluate(() => (window as unknown as { __packSounds?: string[] }).__packSounds ?? []);

    /** Does what `send` does at the station and waits for its answer: its colour, its words, the sound it played. */
    async function answer(send: () => Promise<void>): Promise<{ outcome: string; text: string }> {
      const seq = Number(await result().getAttribute('data-seq'));
      const heard = (await sounds()).length;
      await send();
      await page.waitForFunction((n) => Number(document.querySelector('[data-testid=pack-result]')?.getAttribute('data-seq')) > n, seq);
      const outcome = (await result().getAttribute('data-outcome')) ?? '';
      const played = await sounds();
      assert.equal(played.length, heard + 1, 'one sound per answer');
      assert.equal(played.at(-1), outcome, 'the sound of the outcome');
      return { outcome, text: (await page.getByTestId('pack-result-text').innerText()).trim() };
    }
    /** A scanner reading a code: it types it and presses Enter. */
    const scan = (code: string) => answer(async () => {
      await page.keyboard.type(code);
      await page.keyboard.press('Enter');
    });
    const taken = async (code: string) => {
      const { outcome, text } = await scan(code);
      assert.equal(outcome, 'ok', `${code} was refused: ${text}`);
      return text;
    };
    const refused = async (code: string, message: string) => assert.deepEqual(await scan(code), { outcome: 'error', text: message });
    const focused = (testId: string) => page.waitForFunction((id) => document.activeElement === document.querySelector(`[data-testid=${id}]`), testId);
    /** Waits for the element to read exactly this text; fails with what it reads. */
    const shows = (locator: Locator, text: string) => locator.filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).waitFor().catch(async () => {
      assert.fail(`expected "${text}", the page shows "${await locator.innerText()}"`);
    });

    before(async () => {
      ({ browser, page } = await signedInBrowser(lang));
      // a client with money for its labels
      const clientId = (await apiCall<{ id: number }>(page, 'POST', '/resources/client', {
        clientKind: 'oms', companyName: unique(`Pack Flow ${lang} `), firstName: 'Paula', lastName: 'Packer', contactEmail: `${unique('bp').toLowerCase()}@example.com`, phone: '+1 626 555 0142', salesId: 1,
      })).id;
      assert.ok(clientId > 0);
      await apiCall(page, 'POST', `/finance/accounts/${clientId}/entries`, { changeType: 6, amount: '500', note: 'Funds', idempotencyKey: unique('bp-fund-') });
      // two products on locations of a zone of its own (so the batch by location takes only these orders), one product no order holds
      for (const [n, key] of (['A', 'B'] as const).entries()) {
        const location = await apiCall<{ id: number }>(page, 'POST', '/resources/location', { code: `${zone}-${n + 1}`, warehouseId: 1, kind: 1, pickSequence: 10 * (n + 1), zone, status: 1 });
        assert.ok(location?.id, `location ${zone}-${n + 1}`);
        const product = await apiCall<{ id: number }>(page, 'POST', '/resources/product', { clientId, sku: sku[key], name: `Pack Flow ${key}`, weight: '0.500', weightUnit: 'LB', status: 1, ...(key === 'A' ? { fnsku: fnskuA } : {}) });
        assert.ok(product?.id, `product ${sku[key]}`);
        await apiCall(page, 'POST', '/inventory/receive', { warehouseId: 1, locationId: location.id, clientId, sku: sku[key], standard: 20 });
      }
      assert.ok((await apiCall<{ id: number }>(page, 'POST', '/resources/product', { clientId, sku: sku.D, name: 'Pack Flow not ordered', status: 1 }))?.id);
      // two orders To Pick: 2 A + 1 B, and 1 B
      for (const items of [[{ sku: sku.A, qty: 2 }, { sku: sku.B, qty: 1 }], [{ sku: sku.B, qty: 1 }]]) {
        const created = await apiCall<Order>(page, 'POST', '/resources/client-order', {
          clientId, warehouseId: 1, shippingAccountId: 1, carrierServiceId: 1, packageType: 'YOUR_PACKAGING', signatureType: 4, labelSize: '4x6', lithium: 1,
          recipient: RECIPIENT, sender: SENDER, packages: [{ length: 12, width: 10, height: 6, dimUnit: 'in', weight: 4, weightUnit: 'lb' }], items,
        });
        assert.ok(created?.id, 'order created');
        await apiCall(page, 'POST', `/resources/client-order/${created.id}/actions/submit`, {});
        orders.push(await order(created.id));
      }
      assert.deepEqual(orders.map((o) => o.status), [ORDER_STATUS.TO_PICK, ORDER_STATUS.TO_PICK]);
      assert.ok((await apiCall<{ id: number }>(page, 'POST', '/resources/packaging-material', {
        ...box, name: `Flow box ${tag}`, length: '12', width: '10', height: '6', dimUnit: 'in', weight: '0.400', weightUnit: 'lb', status: 1,
      }))?.id, 'packaging material');
      // a batch with nothing picked in it, and the admin's station left empty by earlier work
      emptyBatch = await apiCall<Batch>(page, 'POST', '/resources/pick-batch', { warehouseId: 1, mode: 2 });
      assert.match(emptyBatch?.batchNo ?? '', /^PB\d{10}$/);
      await apiCall(page, 'DELETE', '/batch-pack/station');
    });
    after(() => browser.close());

    it('creates a batch by location on the form (its zones: the test\'s), then starts and confirms its picking', async () => {
      await visit(page, '/pick-batch/create');
      await page.getByTestId('pick-batch-create').waitFor();
      await pickLookup(page, 'warehouseId', 'Ontario Main', 'Ontario');
      await page.locator('#zones').fill(zone);
      await screenshot(page, `42-batch-form-${lang}`);
      const saved = page.waitForResponse((r) => /\/api\/resources\/pick-batch$/.test(r.url()) && r.request().method() === 'POST');
      await page.getByTestId('save-button').click();
      const response = await saved;
      assert.ok(response.ok(), `create answered ${response.status()}: ${await response.text()}`);
      batch = ((await response.json()) as { data: Batch }).data;
      await savedTo(page, /\/pick-batch(\?|$|\/show\/)/);
      assert.deepEqual([batch.status, batch.orderCount], [BATCH_STATUS.OPEN, 2]);

      await visit(page, `/pick-batch/show/${batch.id}`);
      await page.getByTestId('pick-batch-show').waitFor();
      await runAction(page, T.startPicking);
      await toast(page, T.started);
      // the page refetched the batch: its next action carries the new version
      await page.getByTestId('show-actions').getByRole('button', { name: T.startPicking, exact: true }).waitFor({ state: 'detached' });
      await runAction(page, T.confirmPicking);
      const confirm = page.getByTestId('confirm-confirmPicking');
      await confirm.waitFor();
      await dialogSettled(confirm);
      await confirm.click();
      await toast(page, T.confirmed);
      await screenshot(page, `42-batch-picked-${lang}`);
      assert.equal((await apiCall<Batch>(page, 'GET', `/resources/pick-batch/${batch.id}`)).status, BATCH_STATUS.PICKED);
      for (const o of orders) assert.equal((await order(o.id)).status, ORDER_STATUS.TO_PACK);
    });

    it('answers in red with the error sound what is no work: an unknown code, a batch not picked', async () => {
      await visit(page, '/pack-station');
      await page.getByTestId('pack-station').waitFor();
      await focused('pack-scan-input');
      await refused(`NOPE-${tag}`, say('noOrderToPack'));
      // the scan box is emptied and keeps the focus for the next code
      assert.equal(await page.getByTestId('pack-scan-input').inputValue(), '');
      await focused('pack-scan-input');
      await refused(emptyBatch.batchNo, say('noOrderInBatch'));
      await screenshot(page, `42-station-refused-${lang}`);
    });

    it('packs the first order by the keyboard: the batch, units by FNSKU and SKU, an undo, the refusals of 02 §8, a reload, the box, the scale and Enter', async () => {
      const [first, second] = orders;
      assert.match(await taken(batch.batchNo), new RegExp(batch.batchNo));
      await shows(page.getByTestId(`pack-order-${first.orderNo}`).getByTestId('pack-order-left'), '3 / 3');
      await shows(page.getByTestId(`pack-order-${second.orderNo}`).getByTestId('pack-order-left'), '1 / 1');
      // A is only in the first order: its FNSKU brings that order up
      assert.equal(await taken(fnskuA), T.packedInto(sku.A, first.orderNo));
      assert.equal(await page.getByTestId('pack-current-order').getAttribute('data-order-no'), first.orderNo);
      await shows(left(), '2');
      await refused(sku.D, say('productNotInOrder'));
      await taken(sku.A);
      await shows(left(), '1');
      await refused(sku.A, say('productAlreadyPacked'));
      await screenshot(page, `42-station-packing-${lang}`);
      // F2 takes the last unit back; scanned again
      assert.equal((await answer(() => page.keyboard.press('F2'))).outcome, 'ok');
      await shows(left(), '2');
      await taken(sku.A);
      assert.equal(await taken(sku.B), T.packedInto(sku.B, first.orderNo));
      await shows(left(), '0');
      // every unit in: a code the station does not know is not a box
      await refused(`NOT-A-BOX-${tag}`, say('unknownMaterial'));

      // a closed browser loses nothing: the page asks the server again
      await page.reload();
      await shows(left(), '0');
      assert.equal(await page.getByTestId('pack-current-order').getAttribute('data-order-no'), first.orderNo);
      await focused('pack-scan-input');

      await taken(box.barcode);
      assert.equal(await page.getByTestId('pack-material').getAttribute('data-code'), box.code);
      // the weight box takes the focus with the scale's reading: 3 units of 0.5 lb and the 0.4 lb box
      await focused('pack-weight-input');
      await page.waitForFunction(() => (document.querySelector('[data-testid=pack-weight-input]') as HTMLInputElement | null)?.value === '1.900');
      await screenshot(page, `42-station-weigh-${lang}`);
      const popup = page.context().waitForEvent('page');
      const label = page.waitForResponse((r) => r.url().endsWith(`/api/resources/client-order/${first.id}/label`));
      const done = await answer(() => page.keyboard.press('Enter'));
      const packed = await order(first.id);
      assert.equal(packed.status, ORDER_STATUS.TO_SHIP);
      assert.ok(packed.trackingNo, 'the order has its tracking number');
      assert.deepEqual([packed.packages.length, packed.packages[0].weight, packed.packages[0].length], [1, '1.900', '12.00']);
      assert.equal(done.outcome, 'ok');
      assert.ok(done.text.includes(packed.trackingNo!), done.text);
      await toast(page, T.tracking(first.orderNo, packed.trackingNo!));
      // the label opens as Print Label opens it: fetched with the token, shown in a new window
      const response = await label;
      assert.equal(response.headers()['content-type'], 'application/pdf');
      const tab = await popup;
      await tab.waitForURL(/^blob:/);
      await tab.close();
      await screenshot(page, `42-station-finished-${lang}`);
      // back to scanning: a finished order's number is refused
      await focused('pack-scan-input');
      await refused(first.orderNo, say('orderAlreadyPacked'));
    });

    it('packs the second order with F4, Esc and F9: the batch is Packed; F8 prints its label again', async () => {
      const second = orders[1];
      // B is left only in the second order
      assert.equal(await taken(sku.B), T.packedInto(sku.B, second.orderNo));
      await shows(left(), '0');
      await taken(box.code);
      await focused('pack-weight-input');
      const weight = page.getByTestId('pack-weight-input');
      // the scale's reading lands on its own; the packer types over it
      await page.waitForFunction(() => (document.querySelector('[data-testid=pack-weight-input]') as HTMLInputElement | null)?.value === '0.900');
      await page.keyboard.press('Control+A');
      await page.keyboard.type('7');
      assert.equal(await weight.inputValue(), '7');
      // F4 reads the scale again: 1 unit of 0.5 lb and the box
      await page.keyboard.press('F4');
      await page.waitForFunction(() => (document.querySelector('[data-testid=pack-weight-input]') as HTMLInputElement | null)?.value === '0.900');
      // Esc goes back to the scan box; F9 finishes from there
      await page.keyboard.press('Escape');
      await focused('pack-scan-input');
      const popup = page.context().waitForEvent('page');
      assert.equal((await answer(() => page.keyboard.press('F9'))).outcome, 'ok');
      await (await popup).close();
      const packed = await order(second.id);
      assert.equal(packed.status, ORDER_STATUS.TO_SHIP);
      assert.ok(packed.trackingNo, 'the order has its tracking number');
      assert.equal(packed.packages[0].weight, '0.900');
      assert.equal((await apiCall<Batch>(page, 'GET', `/resources/pick-batch/${batch.id}`)).status, BATCH_STATUS.PACKED);
      await shows(page.getByTestId(`pack-order-${second.orderNo}`).getByTestId('pack-order-left'), '0 / 1');
      await screenshot(page, `42-station-batch-packed-${lang}`);
      // the packed batch has nothing left to match
      await refused(batch.batchNo, say('noOrderInBatch'));
      // F8 opens the last label again (a jammed printer)
      const again = page.context().waitForEvent('page');
      const reprint = page.waitForResponse((r) => r.url().endsWith(`/api/resources/client-order/${second.id}/label`));
      await page.keyboard.press('F8');
      assert.equal((await reprint).headers()['content-type'], 'application/pdf');
      await (await again).close();
    });
  });
}
