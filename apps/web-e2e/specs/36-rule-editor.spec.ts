import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { apiCall, chooseOption, pickLookup, screenshot, signedInBrowser, unique, visit } from '../lib/browser.ts';

/**
 * The charge rule editor (02 §3 Charge rule, 02 §5) as a billing analyst uses it, in English and
 * Chinese, at 1280 px: a client charge item (per order, 0.35 per item) gets three rules — items
 * above a threshold, graduated pounds, and a per-package rule with a minimum — each typed into the
 * grid, with the engine's messages under the cells while they are wrong; the live preview prices
 * the sample order (one 10 lb 12 x 10 x 8 in package: SKU-A x 2, SKU-B x 1) as the engine does;
 * dragging a rule to the top, and moving one with the keyboard, changes the priorities and the
 * preview; saved, the edit page brings the rules back in the new order, and the show page lists them.
 *
 * The amounts, by hand from the engine's contract (libs/billing/src/rule-amount.ts):
 *  - rule "items": ITEM_QTY >= 5 does not hold (3 items);
 *  - rule "pounds": WEIGHT_LB > 5 holds; 1.00 + 5 x 0.40 + (10 - 5) x 0.25 = 4.2500;
 *  - rule "packages": 1 package x 1.00 = 1.00, raised to its min 5.00 (note MIN).
 */
const TEXT = {
  en: {
    perOrder: 'Per Order', perItem: 'Per Item', itemQty: 'Item qty', weightLb: 'Weight (lb)', packageQty: 'Package qty', interval: 'Interval',
    valueAbove: 'The value must be greater than 0', intervalIncomplete: 'The previous interval must be completed before the next',
    selectBoth: 'A condition and a charge element must be selected', raised: 'Raised to the minimum', order: 'Order',
  },
  zh: {
    perOrder: '按订单', perItem: '按件', itemQty: '商品件数', weightLb: '重量（磅）', packageQty: '包裹数', interval: '区间',
    valueAbove: '值必须大于 0', intervalIncomplete: '须先完成上一个区间，才能设置下一个',
    selectBoth: '必须选择条件和计费元素', raised: '已提高至最低收费', order: '订单',
  },
} as const;

const CREATE = '/client-billing-automation/charge-service/create';

/** The engine's message under a part of a rule's row (`under`: condition-0, interval-0, chargeElement...). */
const messageUnder = (page: Page, rule: number, under: string) => page.getByTestId(`rule-${rule}-message-${under}`);
const row = (page: Page, index: number) => page.getByTestId(`rule-row-${index}`);

async function fill(page: Page, id: string, value: string): Promise<void> {
  await page.locator(`#${id}`).fill(value);
}

/** Drags a rule's handle onto another row with the pointer, in small steps (dnd-kit starts a drag past 4 px). */
async function drag(page: Page, handle: Locator, target: Locator): Promise<void> {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 });
  await page.mouse.move(from.x + from.width / 2, to.y + 8, { steps: 20 });
  await page.mouse.up();
}

/** The charge elements of the rows, top to bottom. */
async function rowElements(page: Page): Promise<string[]> {
  const count = await page.locator('[data-testid^="rule-row-"]').count();
  const texts: string[] = [];
  for (let i = 0; i < count; i++) texts.push((await page.locator(`#rule-${i}-charge-element`).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]').locator('.ant-select-selection-item').innerText()).trim());
  return texts;
}

/** Waits until the rows read, top to bottom, these charge elements (a drop is animated before the order is written). */
async function inOrder(page: Page, expected: string[]): Promise<void> {
  for (const deadline = Date.now() + 10_000; ; await page.waitForTimeout(100)) {
    const now = await rowElements(page);
    if (JSON.stringify(now) === JSON.stringify(expected)) return;
    if (Date.now() > deadline) assert.deepEqual(now, expected);
  }
}

for (const lang of ['en', 'zh'] as const) {
  const T = TEXT[lang];

  describe(`the charge rule editor in the browser (${lang})`, () => {
    let browser: Browser;
    let page: Page;
    const name = unique(`Rules ${lang} `).replace(/[^A-Za-z0-9 ]/g, '');

    before(async () => {
      ({ browser, page } = await signedInBrowser(lang));
      await page.setViewportSize({ width: 1280, height: 900 });
    });
    after(async () => browser?.close());

    it("builds three rules in the grid, each cell's fault told under it in the UI's language", async () => {
      await visit(page, CREATE);
      await page.getByTestId('rule-editor').waitFor();
      await page.locator('#name').fill(name);
      await pickLookup(page, 'workOrderTypeId', 'Outbound', 'Outb');
      await chooseOption(page, 'chargeMethod', T.perOrder);
      await chooseOption(page, 'calculation', T.perItem);
      await page.locator('#price').fill('0.35');
      // no rule yet: 3 items x 0.35
      await page.getByTestId('preview-total').getByText('$1.0500').waitFor();

      // rule 1, a threshold: ITEM_QTY >= 5 -> 2.00 + 0.50 per item above 1; a value of 0 is refused under its condition
      await page.getByTestId('rule-add').click();
      await messageUnder(page, 0, 'chargeElement').getByText(T.selectBoth).waitFor();
      await chooseOption(page, 'rule-0-charge-element', T.itemQty);
      await messageUnder(page, 0, 'condition-0').getByText(T.selectBoth).waitFor();
      await chooseOption(page, 'rule-0-condition-0-element', T.itemQty);
      await fill(page, 'rule-0-condition-0-value', '0');
      await messageUnder(page, 0, 'condition-0').getByText(T.valueAbove).waitFor();
      await screenshot(page, `36-${lang}-value-refused`);
      await fill(page, 'rule-0-condition-0-value', '5');
      await fill(page, 'rule-0-basic-fee', '2.00');
      await fill(page, 'rule-0-threshold', '1');
      await fill(page, 'rule-0-unit-price', '0.50');
      assert.equal(await page.locator('[data-testid^="rule-0-message-"]').count(), 0);

      // rule 2, graduated: WEIGHT_LB > 5 -> 1.00 + 0..5 at 0.40 + 5 and above at 0.25
      await page.getByTestId('rule-add').click();
      await chooseOption(page, 'rule-1-condition-0-element', T.weightLb);
      await chooseOption(page, 'rule-1-condition-0-op', '>');
      await fill(page, 'rule-1-condition-0-value', '5');
      await chooseOption(page, 'rule-1-charge-element', T.weightLb);
      await fill(page, 'rule-1-basic-fee', '1');
      await page.getByTestId('rule-1-pricing-kind').getByText(T.interval).click();
      await fill(page, 'rule-1-interval-0-price', '0.40');
      await page.getByTestId('rule-1-add-interval').click();
      // the first band has no end yet: the next cannot start
      await messageUnder(page, 1, 'interval-0').getByText(T.intervalIncomplete).waitFor();
      await fill(page, 'rule-1-interval-0-to', '5');
      assert.equal(await page.getByTestId('rule-1-interval-1-from').inputValue(), '5');
      await fill(page, 'rule-1-interval-1-price', '0.25');

      // rule 3, bounded: PACKAGE_QTY >= 1 -> 1.00 per package, at least 5.00, at most 20
      await page.getByTestId('rule-add').click();
      await chooseOption(page, 'rule-2-condition-0-element', T.packageQty);
      await fill(page, 'rule-2-condition-0-value', '1');
      await chooseOption(page, 'rule-2-charge-element', T.packageQty);
      await fill(page, 'rule-2-basic-fee', '0');
      await fill(page, 'rule-2-threshold', '0');
      await fill(page, 'rule-2-unit-price', '1.00');
      await fill(page, 'rule-2-max', '4');
      await fill(page, 'rule-2-min', '5.00');
      // a max below the min is an invalid amount, under the max
      await messageUnder(page, 2, 'max').waitFor();
      await fill(page, 'rule-2-max', '20');
      assert.equal(await page.locator('[data-testid^="rule-"][data-testid*="-message-"]').count(), 0);
      assert.deepEqual(await rowElements(page), [T.itemQty, T.weightLb, T.packageQty]);

      // the preview: rule 1 does not hold (3 items), rule 2 prices the 10 lb
      const line = page.getByTestId('preview-line-0');
      await line.filter({ hasText: '#2' }).filter({ hasText: T.weightLb }).filter({ hasText: '$4.2500' }).waitFor();
      assert.match(await line.innerText(), new RegExp(`${T.order}\\s+#2\\s+${T.weightLb.replace(/[()]/g, '\\$&')}\\s+10\\s+\\$4\\.2500`));
      await page.getByTestId('preview-total').getByText('$4.2500').waitFor();
      await page.getByTestId('preview-instant').getByText('$4.2500').waitFor();
      await page.getByTestId('preview-holding').getByText('$0.0000').waitFor();
      await page.getByTestId('preview-visibleTotal').getByText('$4.2500').waitFor();
      await screenshot(page, `36-${lang}-three-rules`);
    });

    it('reorders by dragging and by the keyboard: the priorities and the preview follow', async () => {
      // the per-package rule dragged to the top: priority 1, and it now prices the order at its min
      await drag(page, page.getByTestId('rule-2-drag'), row(page, 0));
      await page.getByTestId('preview-line-0').filter({ hasText: '#1' }).filter({ hasText: T.packageQty }).filter({ hasText: '$5.0000' }).filter({ hasText: T.raised }).waitFor();
      await inOrder(page, [T.packageQty, T.itemQty, T.weightLb]);
      await page.getByTestId('preview-total').getByText('$5.0000').waitFor();

      // the pounds rule picked up by its handle with the keyboard and moved up one: priority 2
      // (dnd-kit listens for the arrows from the task after the pick-up, and measures the rows before a drop)
      await page.getByTestId('rule-2-drag').focus();
      for (const key of ['Space', 'ArrowUp', 'Space']) {
        await page.keyboard.press(key);
        await page.waitForTimeout(250);
      }
      await inOrder(page, [T.packageQty, T.weightLb, T.itemQty]);
      // and the move-down button puts it back, the move-up button again above
      await page.getByTestId('rule-1-down').click();
      await inOrder(page, [T.packageQty, T.itemQty, T.weightLb]);
      await page.getByTestId('rule-2-up').click();
      await inOrder(page, [T.packageQty, T.weightLb, T.itemQty]);
      assert.deepEqual(await page.locator('[data-testid$="-priority"]').allInnerTexts(), ['1', '2', '3']);
      await screenshot(page, `36-${lang}-reordered`);
    });

    it('saves the rules as the engine reads them and brings them back in the new order', async () => {
      await page.getByTestId('save-button').click();
      await page.waitForURL(/\/client-billing-automation\/charge-service$/);
      const found = await apiCall<{ records: Array<{ id: number; rules: Array<Record<string, unknown>> }> }>(page, 'GET', `/resources/charge-item?name=${encodeURIComponent(name)}`);
      const [item] = found.records;
      assert.deepEqual(item.rules, [
        { priority: 1, conditions: [{ element: 'PACKAGE_QTY', op: 'GE', value: '1' }], chargeElement: 'PACKAGE_QTY', basicFee: '0', pricing: { kind: 'THRESHOLD', threshold: '0', unitPrice: '1.00' }, max: '20', min: '5.00' },
        {
          priority: 2, conditions: [{ element: 'WEIGHT_LB', op: 'GT', value: '5' }], chargeElement: 'WEIGHT_LB', basicFee: '1',
          pricing: { kind: 'INTERVAL', intervals: [{ from: '0', to: '5', unitPrice: '0.40' }, { from: '5', unitPrice: '0.25' }] },
        },
        { priority: 3, conditions: [{ element: 'ITEM_QTY', op: 'GE', value: '5' }], chargeElement: 'ITEM_QTY', basicFee: '2.00', pricing: { kind: 'THRESHOLD', threshold: '1', unitPrice: '0.50' } },
      ]);

      await visit(page, `/client-billing-automation/charge-service/edit/${item.id}`);
      // polled: the form may render its rows once before the record's values reach them
      await inOrder(page, [T.packageQty, T.weightLb, T.itemQty]);
      // the charge method is set once (not an input of the edit form): the preview reads it from the record
      await page.getByTestId('preview-total').getByText('$5.0000').waitFor();
      await screenshot(page, `36-${lang}-edit`);

      await visit(page, `/client-billing-automation/charge-service/show/${item.id}`);
      const table = page.getByTestId('rules-read-only');
      await table.locator('tr.ant-table-row').nth(2).waitFor();
      assert.match(await table.locator('tr.ant-table-row').nth(0).innerText(), new RegExp(`^1\\s+${T.packageQty}`));
      await table.locator('tr.ant-table-row').nth(1).filter({ hasText: '$0.2500' }).waitFor();
      await screenshot(page, `36-${lang}-show`);
    });
  });
}
