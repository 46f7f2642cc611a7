import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { MOVEMENT_TYPE } from '../../../libs/inventory/src/movements.ts';
import { FREIGHT_STATUS as STATUS } from '../../../resources/orders/options.ts';
import { apiCall, chooseOption, dialogSettled, pickLookup, savedTo, screenshot, signedInBrowser, tableRows, toast, typeDate, unique, visit } from '../lib/browser.ts';
import { runAction, shownStatus } from '../lib/order-pages.ts';

/**
 * A freight outbound order as the outbound team works it (02 §3 Freight outbound order,
 * `freight-order`): created in the form with its delivery (FBA, freight, the platform's own
 * freight in a 53 ft container), request ship date, recipient, a pallet line and an item of the
 * client's stock in the inline tables, a draft numbered FO and 10 digits; a shipping label PDF
 * added to its documents from the draft's edit form (02 §5's file types); moved from its show
 * page's buttons through 02 §4's statuses, drafts -> submitted (the item's stock allocated) ->
 * processing -> to ship -> shipped (the stock leaves, a ship movement under the order number),
 * Cancel refused on the way without its reason (02 §5), in a dialog whose other button reads
 * Close, not a second Cancel; and its bill of lading downloaded from the page and read back: the
 * order number, ship date, recipient, pallet count and packages. In English and Chinese.
 */
const TEXT = {
  en: {
    fba: 'FBA', freight: 'Freight', platformFreight: 'Platform Freight', container: '53 FT', status: 'Status',
    draft: 'Drafts', submitted: 'Submitted', processing: 'Processing', toShip: 'To Ship', shipped: 'Shipped',
    submit: 'Submit', process: 'Process', readyToShip: 'Ready to Ship', ship: 'Ship', cancel: 'Cancel',
    submitDone: /Freight order FO\d{10} submitted/, processDone: /Freight order FO\d{10} processing/,
    readyDone: /Freight order FO\d{10} ready to ship/, shipDone: /Freight order FO\d{10} shipped/,
    reasonRequired: 'Cancel Reason is required', close: 'Close', tabs: ['Detail', 'Activity Log', 'Charge & Fees'],
  },
  zh: {
    fba: 'FBA', freight: '货运', platformFreight: '平台货运', container: '53 英尺', status: '状态',
    draft: '草稿', submitted: '已提交', processing: '处理中', toShip: '待发货', shipped: '已发货',
    submit: '提交', process: '开始处理', readyToShip: '待发货', ship: '发货', cancel: '取消',
    submitDone: /大货出库单 FO\d{10} 已提交/, processDone: /大货出库单 FO\d{10} 处理中/,
    readyDone: /大货出库单 FO\d{10} 待发货/, shipDone: /大货出库单 FO\d{10} 已发货/,
    reasonRequired: '取消原因不能为空', close: '关闭', tabs: ['详情', '操作日志', '费用明细'],
  },
} as const;

type FileRef = { id: number; name: string };
type FreightOrder = { id: number; orderNo: string; status: number; requestShipDate: string; palletCount: number; totalPackageQty: number; shippingLabels: FileRef[] | null; shippedAt: string | null };
type Stock = { standard: number; allocated: number };
type Movement = { movementType: number; standardDelta: number; allocatedDelta: number };

/** A one-page shipping label, the kind a carrier hands over. */
async function labelPdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([288, 432]).drawText(text, { x: 30, y: 380, size: 16 });
  return Buffer.from(await doc.save());
}

/** pdfjs's own copies of the 14 standard fonts (the BOL's Helvetica), read from disk rather than warned about. */
const STANDARD_FONTS = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The text of every page of a PDF, as a reader would copy it. */
async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, standardFontDataUrl: STANDARD_FONTS }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}


/** A button's text as written: antd spaces the two characters of a Chinese label ('关 闭'). */
const squash = (text: string) => text.replace(/\s+/g, '');


for (const lang of ['en', 'zh'] as const) {
  const T = TEXT[lang];

  describe(`freight outbound orders in the browser (${lang})`, () => {
    let browser: Browser;
    let page: Page;
    const company = unique(`Freight Flow ${lang} `);
    const sku = unique('FF-').toUpperCase().slice(0, 20);
    const labelName = `${unique('label-')}.pdf`;
    const shipFee = unique('Pallet Ship Fee ');
    let clientId = 0;
    let orderId = 0;
    const order = () => apiCall<FreightOrder>(page, 'GET', `/resources/freight-order/${orderId}`);
    const stock = async () => (await apiCall<{ records: Stock[] }>(page, 'GET', `/resources/inventory?clientId=${clientId}&sku=${sku}`)).records
      .reduce((sum, r) => ({ standard: sum.standard + r.standard, allocated: sum.allocated + r.allocated }), { standard: 0, allocated: 0 });

    /** Runs an action, waits for its toast and for the page to show the status it led to; the API agrees. */
    async function moveTo(action: string, done: RegExp, shown: string, status: number) {
      await runAction(page, action);
      await toast(page, done);
      await shownStatus(page, T.status).filter({ hasText: new RegExp(`^${shown}$`) }).waitFor();
      assert.equal((await order()).status, status);
    }

    before(async () => {
      ({ browser, page } = await signedInBrowser(lang));
      // a client with ten units of a product on a location of Ontario Main (warehouse 1)
      clientId = (await apiCall<{ id: number }>(page, 'POST', '/resources/client', {
        clientKind: 'oms', companyName: company, firstName: 'Fred', lastName: 'Freight', contactEmail: `${unique('ff').toLowerCase()}@example.com`, phone: '+1 626 555 0105', salesId: 1,
      })).id;
      assert.ok(clientId > 0);
      assert.ok((await apiCall<{ id: number }>(page, 'POST', '/resources/product', { clientId, sku, name: 'Flow Pallet Widget', status: 1 }))?.id > 0);
      const location = (await apiCall<{ records: Array<{ id: number }> }>(page, 'GET', '/resources/location?warehouseId=1&kind=1&pageSize=1')).records[0];
      await apiCall(page, 'POST', '/inventory/receive', { warehouseId: 1, locationId: location.id, clientId, sku, standard: 10 });
      assert.deepEqual(await stock(), { standard: 10, allocated: 0 });
      // billed by a plan of one Ship fee (billing automation), paid from its balance
      await apiCall(page, 'POST', `/finance/accounts/${clientId}/entries`, { changeType: 6, amount: '500', note: 'Funds', idempotencyKey: unique('ff-fund') });
      const fee = await apiCall<{ id: number }>(page, 'POST', '/resources/charge-item', {
        party: 'client', name: shipFee, workOrderTypeId: 1, chargeMode: 'INSTANT', chargeMethod: 'PER_ORDER', chargeTrigger: 'SHIP', calculation: 'FIXED', freightType: 'BOTH', fba: false, price: '25.00',
      });
      const plan = await apiCall<{ id: number }>(page, 'POST', '/resources/billing-plan', { party: 'client', name: unique('Freight Flow Plan '), chargeItemIds: [fee.id] });
      await apiCall(page, 'POST', '/resources/billing-group', { party: 'client', name: unique('Freight Flow Group '), planId: plan.id, clientIds: [clientId] });
    });
    after(() => browser.close());

    it('creates a draft in the form: delivery, ship date, recipient, a pallet line and an item', async () => {
      await visit(page, '/freight-order/create');
      await page.getByTestId('freight-order-create').waitFor();
      await pickLookup(page, 'clientId', company);
      await pickLookup(page, 'warehouseId', 'Ontario Main', 'Ontario');
      await chooseOption(page, 'destinationType', T.fba);
      await chooseOption(page, 'deliveryType', T.freight);
      await chooseOption(page, 'deliveryMethod', T.platformFreight);
      // the platform's own freight moves a container: its type is asked
      await chooseOption(page, 'containerType', T.container);
      await typeDate(page, '#requestShipDate', '12/10/2026');
      await page.locator('#amazonShipmentId').fill('FBA15D6Z8Q2K');
      await page.locator('#recipient_name').fill('Amazon ONT8');
      await page.locator('#recipient_company').fill('Amazon.com Services');
      await pickLookup(page, 'recipient_countryCode', 'United States', 'United States');
      await page.locator('#recipient_addressLine1').fill('24300 Nandina Ave');
      await pickLookup(page, 'recipient_stateCode', 'California', 'California');
      await page.locator('#recipient_city').fill('Moreno Valley');
      await page.locator('#recipient_zipCode').fill('92551');
      await page.locator('#recipient_phone').fill('9515550100');
      await page.locator('#palletCount').fill('2');
      // a pallet line (inches and pounds by default) and the item to ship
      await page.getByTestId('inline-packages-add').click();
      const pallet = page.locator('[data-testid=inline-packages] .ant-table-row').first();
      for (const [part, value] of [['packageTypeNo', 'PLT-48x40'], ['qty', '2'], ['length', '48'], ['width', '40'], ['height', '50'], ['weight', '550']] as const) {
        await pallet.locator(`input[id$=_${part}]`).fill(value);
      }
      await page.getByTestId('inline-items-add').click();
      const item = page.locator('[data-testid=inline-items] .ant-table-row').first();
      await item.locator('input[id$=_sku]').fill(sku);
      await item.locator('input[id$=_qty]').fill('4');
      await screenshot(page, `40-freight-form-${lang}`);
      const saved = page.waitForResponse((r) => /\/api\/resources\/freight-order$/.test(r.url()) && r.request().method() === 'POST');
      await page.getByTestId('save-button').click();
      const response = await saved;
      assert.ok(response.ok(), `create answered ${response.status()}: ${await response.text()}`);
      orderId = ((await response.json()) as { data: { id: number } }).data.id;
      const created = await order();
      assert.match(created.orderNo, /^FO\d{10}$/);
      assert.deepEqual([created.status, created.requestShipDate.slice(0, 10), created.palletCount, created.totalPackageQty], [STATUS.DRAFT, '2026-12-10', 2, 2]);
    });

    it('adds a shipping label PDF to the draft from its edit form; the show page lists it', async () => {
      await visit(page, `/freight-order/show/${orderId}`);
      await shownStatus(page, T.status).filter({ hasText: T.draft }).waitFor();
      // a draft is edited: its documents are fields of the form
      await page.getByTestId('edit-button').click();
      await page.getByTestId('freight-order-edit').waitFor();
      await page.locator('[data-testid=file-input-shippingLabels] input[type=file]').setInputFiles({ name: labelName, mimeType: 'application/pdf', buffer: await labelPdf('FBA15D6Z8Q2K U000001') });
      await page.locator('[data-testid=file-input-shippingLabels] .ant-upload-list-item-done', { hasText: labelName }).waitFor();
      await page.getByTestId('save-button').click();
      await savedTo(page, /\/freight-order(\?|$)/);
      const stored = await order();
      assert.deepEqual((stored.shippingLabels ?? []).map((f) => f.name), [labelName]);
      // back to the order from its row of the list the save led to
      await tableRows(page).filter({ hasText: stored.orderNo }).getByTestId('row-show').click();
      await page.waitForURL(new RegExp(`/freight-order/show/${orderId}$`));
      await page.getByTestId('show-group-documents').getByText(labelName).waitFor();
    });

    it('moves it drafts -> submitted -> processing -> to ship from the show page, the stock allocated', async () => {
      await moveTo(T.submit, T.submitDone, T.submitted, STATUS.SUBMITTED);
      assert.deepEqual(await stock(), { standard: 10, allocated: 4 });
      // no longer a draft: no Edit
      assert.equal(await page.getByTestId('edit-button').count(), 0);
      await moveTo(T.process, T.processDone, T.processing, STATUS.PROCESSING);
      await moveTo(T.readyToShip, T.readyDone, T.toShip, STATUS.TO_SHIP);
    });

    it('refuses Cancel without a reason: the dialog says so and the order stays to ship', async () => {
      await runAction(page, T.cancel);
      await page.getByTestId('action-input-cancel').waitFor();
      await dialogSettled(page.getByTestId('confirm-cancel'));
      await page.getByTestId('confirm-cancel').click();
      await page.getByTestId('action-input-cancel').locator('.ant-form-item-explain-error', { hasText: T.reasonRequired }).waitFor();
      await screenshot(page, `40-freight-cancel-refused-${lang}`);
      // the dialog's other button does not read as the action: Close, not a second Cancel
      const buttons = page.locator('.ant-modal-confirm-btns .ant-btn');
      assert.deepEqual((await buttons.allInnerTexts()).map(squash), [T.close, T.cancel]);
      await buttons.first().click();
      await page.getByTestId('action-input-cancel').waitFor({ state: 'hidden' });
      assert.equal((await order()).status, STATUS.TO_SHIP);
    });

    it('ships it: the stock leaves under the order number', async () => {
      await moveTo(T.ship, T.shipDone, T.shipped, STATUS.SHIPPED);
      const shipped = await order();
      assert.ok(shipped.shippedAt, 'the order has its ship time');
      assert.deepEqual(await stock(), { standard: 6, allocated: 0 });
      const moves = (await apiCall<{ records: Movement[] }>(page, 'GET', `/resources/inventory-movement?orderNo=${shipped.orderNo}&sortField=id&sortOrder=asc`)).records;
      assert.deepEqual(moves.map((m) => [m.movementType, m.standardDelta, m.allocatedDelta]), [[MOVEMENT_TYPE.ALLOCATE, 0, 4], [MOVEMENT_TYPE.SHIP, -4, -4]]);
      await screenshot(page, `40-freight-shipped-${lang}`);
    });

    it("names the view's tabs Detail, Activity Log and Charge & Fees (02 §2): the log holds the order's moves, the charges its Ship fee", async () => {
      const tabs = page.getByTestId('show-tabs').locator('.ant-tabs-tab');
      assert.deepEqual((await tabs.allInnerTexts()).map(squash), T.tabs.map(squash));
      await tabs.nth(1).click();
      await page.getByTestId('record-history').waitFor();
      // created, then edited (the label), then each action to shipped: submit, process, ready to ship, ship
      await page.getByTestId('history-entry').nth(5).waitFor();
      const actions = await page.getByTestId('history-entry').evaluateAll((entries) => entries.map((e) => e.getAttribute('data-action')));
      for (const action of ['create', 'submit', 'ship']) assert.ok(actions.includes(action), `the log holds ${action}: ${actions.join(', ')}`);
      await tabs.nth(2).click();
      const charges = page.getByTestId('children-billingCharge');
      await charges.locator('tbody tr', { hasText: shipFee }).waitFor();
      assert.match(squash(await charges.locator('tbody tr', { hasText: shipFee }).innerText()), /25\.00/);
      await screenshot(page, `40-freight-charges-${lang}`);
      await tabs.first().click();
    });

    it('downloads its bill of lading from the show page: the order number and the pallets', async () => {
      const { orderNo } = await order();
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().includes(`/api/resources/freight-order/${orderId}/documents/bol`)),
        page.getByTestId('document-bol').click(),
      ]);
      assert.equal(response.status(), 200);
      assert.equal(response.headers()['content-type'], 'application/pdf');
      const text = await pdfText(await response.body());
      for (const expected of [`BOL No. ${orderNo}`, 'Ship date: 2026-12-10', 'Amazon ONT8', 'Pallets: 2', 'PLT-48x40', '48 x 40 x 50 in', 'Total packages: 2', sku]) {
        assert.ok(text.includes(expected), `the BOL says ${expected}: ${text.slice(0, 400)}`);
      }
      // the PDF opened in a window of its own: back to the console
      for (const other of page.context().pages()) if (other !== page) await other.close();
    });
  });
}
