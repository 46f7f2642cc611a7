import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { chooseOption, launch, newPage, screenshot, signIn, unique, ONE_LANGUAGE } from '../lib/browser.ts';

/**
 * Issue 11, the address book: the auto-input fills the form from a pasted address (and says
 * which rule a text breaks), country and state are picked from the reference lists, and the
 * form refuses a zip code of another country's form and an e-mail that is not legal — in the
 * spec's words, in English (ONE_LANGUAGE; both with E2E_LANGUAGES=all).
 */
const TEXT = {
  en: { cityLine: 'Separate city, state and zip code with commas', zip: 'Invalid Zipcode', email: 'Please enter a legal email', sender: 'Sender', nevada: 'Nevada (NV)' },
  zh: { cityLine: '城市、州和邮编之间请用逗号分隔', zip: '邮编无效', email: '请输入合法的邮箱', sender: '发件人', nevada: 'Nevada (NV)' },
} as const;

const paste = async (page: Page, text: string) => {
  await page.getByTestId('address-auto-input-text').fill(text);
  await page.getByTestId('address-auto-input-fill').click();
};
const errorOf = (page: Page, id: string) => page.locator(`.ant-form-item:has(#${id}) .ant-form-item-explain-error`);

for (const lang of ONE_LANGUAGE) {
  const T = TEXT[lang];

  describe(`address book (${lang})`, () => {
    let browser: Browser;
    let page: Page;

    before(async () => {
      browser = await launch();
      ({ page } = await newPage(browser, lang));
      await signIn(page);
    });
    after(() => browser.close());

    it('says which rule a pasted text breaks', async () => {
      await page.goto('/address-book/create');
      await page.getByTestId('address-auto-input').waitFor();
      await paste(page, 'John Smith\n123 Main St\nReno NV 89502\n7755550100');
      assert.match(await page.getByTestId('address-auto-input-error').innerText(), new RegExp(T.cityLine));
      await screenshot(page, `22-address-auto-input-error-${lang}`);
    });

    it('fills the fields from a pasted address, state picked from the country\'s list, and saves', async () => {
      const nickname = unique('E2E-ADDR-');
      await paste(page, 'John Smith\nACME Logistics\n123 Main St\nSuite 200\nReno, NV, 89502\n(775) 555-0100\njohn@acme.com');
      assert.equal(await page.getByTestId('address-auto-input-error').count(), 0);
      assert.equal(await page.locator('#name').inputValue(), 'John Smith');
      assert.equal(await page.locator('#addressLine2').inputValue(), 'Suite 200');
      assert.equal(await page.locator('#phone').inputValue(), '7755550100');
      await page.locator('.ant-form-item:has(#stateCode) .ant-select-selection-item', { hasText: T.nevada }).waitFor();
      await page.locator('#nickname').fill(nickname);
      await chooseOption(page, 'type', T.sender);
      await screenshot(page, `22-address-filled-${lang}`);
      await page.getByTestId('save-button').click();
      await page.waitForURL(/\/address-book(\?|$)/);
      await page.locator('[data-testid=filter-bar] #nickname').fill(nickname);
      await page.getByTestId('filter-search').click();
      await page.waitForFunction((n) => document.querySelector('.ant-table-tbody')?.textContent?.includes(n), nickname);
    });

    it('refuses a zip code of another form and an e-mail that is not legal, in the spec\'s words', async () => {
      await page.goto('/address-book/create');
      await paste(page, 'Ann Lee\nBeta Co\n500 King St\nUnit 4\nReno, NV, 89502\n7755550199');
      await page.locator('#nickname').fill(unique('E2E-BAD-'));
      await chooseOption(page, 'type', T.sender);
      await page.locator('#zipCode').fill('8950');
      await page.locator('#email').fill('a@b.c');
      await page.getByTestId('save-button').click();
      await errorOf(page, 'zipCode').filter({ hasText: T.zip }).waitFor();
      await errorOf(page, 'email').filter({ hasText: T.email }).waitFor();
      await screenshot(page, `22-address-errors-${lang}`);
    });
  });
}
