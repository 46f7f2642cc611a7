import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, screenshot, signIn, tableRows } from '../lib/browser.ts';

/**
 * The shipping-fee page (02 §2 `shipping-fee`) and a rated shipment's fee lines: a seeded client's
 * fee sheet on UPS Daily West / UPS Ground (prices per weight range and zone, the level that priced
 * them and why), an account without cards refused in the page; a 4 lb 12x10x6 in package from 91761
 * to 10001 quoted line by line with its total, then to a home (its residential surcharge read by
 * name); a rated shipment of /shipping-fee-detail opened and its lines read. In English and
 * Chinese.
 */
const TEXT = {
  en: {
    quoteTab: 'Quote', byLevel: 'Level', gold: 'Priced on level Gold', asked: 'the level chosen', ownLevel: "the client's own level", pricedOn: 'Priced on level Bronze', unavailable: 'Unable to fetch the fee details',
    base: 'Base price, package 1', residential: 'Residential', resSurcharge: 'Surcharge: Residential Delivery', fuel: 'Fuel surcharge', total: 'Total', billable: 'Package 1: 6 lb', onTop: 'Surcharges',
  },
  zh: {
    quoteTab: '报价', byLevel: '等级', gold: '按等级 Gold 计价', asked: '所选等级', ownLevel: '客户自己的等级', pricedOn: '按等级 Bronze 计价', unavailable: '无法获取费用明细',
    base: '基础运费，包裹 1', residential: '住宅', resSurcharge: '附加费：Residential Delivery', fuel: '燃油附加费', total: '合计', billable: '包裹 1：6 磅', onTop: '附加费',
  },
} as const;

const CLIENT = 'Acme Apparel LLC';

for (const lang of ['en', 'zh'] as const) {
  const T = TEXT[lang];

  describe(`shipping fee and fee lines (${lang})`, () => {
    let browser: Browser;
    let page: Page;

    before(async () => {
      browser = await launch();
      ({ page } = await newPage(browser, lang));
      await signIn(page, 'admin');
    });
    after(() => browser.close());

    /** Opens the select whose input has this id, types to search when asked, and picks the option titled `label`. */
    async function pick(inputId: string, label: string, search?: string): Promise<void> {
      await page.locator(`#${inputId}`).click({ force: true });
      if (search) await page.keyboard.type(search);
      await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${label}"]`).first().click();
    }

    it("shows a client's fee sheet: prices per weight range and zone, and the level that priced them", async () => {
      await page.goto('/shipping-fee');
      await page.getByTestId('sf-hint').waitFor();
      await pick('sf-client', CLIENT, 'Acme Apparel');
      // An account without cards for the service: the engine's refusal, in the page's language.
      await pick('sf-account', 'UPS Daily East');
      await pick('sf-service', 'UPS Ground');
      await page.getByTestId('sf-error').filter({ hasText: T.unavailable }).waitFor();

      await pick('sf-account', 'UPS Daily West');
      // The service stays (same carrier) and its package type is chosen for it.
      await page.getByTestId('sf-grid').waitFor();
      const level = page.getByTestId('sf-level');
      await level.filter({ hasText: T.pricedOn }).waitFor();
      assert.match(await level.innerText(), new RegExp(T.ownLevel));
      const prices = await page.getByTestId('sf-price').allInnerTexts();
      assert.ok(prices.length >= 9 * 70, `a price per zone and weight range (got ${prices.length})`);
      assert.ok(prices.every((p) => /^\$\d+\.\d\d$/.test(p)), `prices read as money: ${prices.slice(0, 3).join(', ')}`);
      await page.getByTestId('sf-on-top').filter({ hasText: T.onTop }).waitFor();
      await screenshot(page, `27-shipping-fee-sheet-${lang}`);

      // Or a level's prices, whoever pays them.
      await page.getByTestId('sf-by').getByText(T.byLevel).click();
      await pick('sf-level', 'Gold');
      await level.filter({ hasText: T.gold }).waitFor();
      assert.match(await level.innerText(), new RegExp(T.asked));
    });

    it('quotes one shipment line by line with its total', async () => {
      await page.getByRole('tab', { name: T.quoteTab }).click();
      await page.getByTestId('sq-hint').waitFor();
      await pick('sq-client', CLIENT, 'Acme Apparel');
      await pick('sq-account', 'UPS Daily West');
      await pick('sq-service', 'UPS Ground');
      await page.locator('#sq-from').fill('91761');
      await page.locator('#sq-to').fill('10001');
      await page.locator('#sq-weight-0').fill('4');
      await page.locator('#sq-length-0').fill('12');
      await page.locator('#sq-width-0').fill('10');
      await page.locator('#sq-height-0').fill('6');
      await page.getByTestId('sq-submit').click();

      const result = page.getByTestId('sq-result');
      await result.waitFor();
      assert.equal(await page.getByTestId('sq-zone').innerText(), '8');
      assert.match(await page.getByTestId('sq-level').innerText(), /Bronze/);
      assert.match(await page.getByTestId('sq-billable').innerText(), new RegExp(T.billable));
      const lines = result.getByTestId('fee-lines');
      await lines.locator('tr', { hasText: T.base }).waitFor();
      await lines.locator('tr', { hasText: T.fuel }).waitFor();
      assert.match(await result.getByTestId('fee-lines-total').innerText(), /^\$\d+\.\d\d$/);
      await screenshot(page, `27-shipping-fee-quote-${lang}`);

      // To a home: the residential surcharge joins, read by its name rather than its code.
      await page.getByTestId('sq-address').getByText(T.residential).click();
      await page.getByTestId('sq-submit').click();
      await lines.locator('tr', { hasText: T.resSurcharge }).waitFor();
      await screenshot(page, `27-shipping-fee-quote-residential-${lang}`);
    });

    it('opens a rated shipment and reads its fee lines', async () => {
      await page.goto('/shipping-fee-detail');
      await tableRows(page).first().getByTestId('row-show').click();
      await page.waitForURL(/\/shipping-fee-detail\/show\/\d+$/);
      await page.getByTestId('fee-lines-open').click();
      const drawer = page.getByTestId('fee-lines-drawer');
      const lines = drawer.getByTestId('fee-lines');
      await lines.locator('tr', { hasText: T.base }).waitFor();
      await lines.locator('tr', { hasText: T.total }).waitFor();
      assert.match(await drawer.getByTestId('fee-lines-total').innerText(), /^\$\d+\.\d\d$/);
      await screenshot(page, `27-shipping-fee-detail-lines-${lang}`);
    });
  });
}
