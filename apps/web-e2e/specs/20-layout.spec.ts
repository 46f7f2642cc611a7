import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, screenshot, signIn, tableRows } from '../lib/browser.ts';

/**
 * Layout: a definition's sections group its fields on the create form and the show page (a lead's
 * contact, then its warehouse business, then its follow-up), in both languages.
 */
const TEXT = {
  en: { business: 'Warehouse Business', followUp: 'Follow-up', freeSpace: 'Free Space (sq ft)', sales: 'Sales' },
  zh: { business: '仓库业务', followUp: '跟进', freeSpace: '空余面积（平方英尺）', sales: '销售' },
} as const;

for (const lang of ['en', 'zh'] as const) {
  const T = TEXT[lang];

  describe(`layout sections (${lang})`, () => {
    let browser: Browser;
    let page: Page;

    before(async () => {
      browser = await launch();
      ({ page } = await newPage(browser, lang));
      await signIn(page);
    });
    after(() => browser.close());

    it('groups the create form\'s fields under their section titles, in order', async () => {
      await page.goto('/landing-page/create');
      const business = page.getByTestId('form-group-business');
      const followUp = page.getByTestId('form-group-followUp');
      await business.waitFor();
      assert.match(await business.locator('.ant-divider').innerText(), new RegExp(T.business));
      assert.match(await followUp.locator('.ant-divider').innerText(), new RegExp(T.followUp));
      // the field sits in its section, and the contact fields stay above both
      assert.equal(await business.locator('#freeSpace').count(), 1);
      assert.equal(await followUp.locator('#salesId').count(), 1);
      const top = async (testId: string) => (await page.getByTestId(testId).boundingBox())!.y;
      const fullName = (await page.locator('#fullName').boundingBox())!.y;
      assert.ok(fullName < await top('form-group-business') && await top('form-group-business') < await top('form-group-followUp'));
      await screenshot(page, `20-layout-form-${lang}`);
    });

    it('shows the record in the same sections', async () => {
      await page.goto('/landing-page');
      await tableRows(page).first().waitFor();
      const id = await tableRows(page).first().getAttribute('data-row-key');
      await page.goto(`/landing-page/show/${id}`);
      const business = page.getByTestId('show-group-business');
      await business.waitFor();
      assert.match(await business.locator('.ant-descriptions-title').innerText(), new RegExp(T.business));
      assert.match(await business.innerText(), new RegExp(T.freeSpace.replace(/[()（）]/g, '.')));
      assert.match(await page.getByTestId('show-group-followUp').innerText(), new RegExp(T.sales));
      await screenshot(page, `20-layout-show-${lang}`);
    });
  });
}
