import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { chooseOption, launch, newPage, screenshot, signIn, unique, ONE_LANGUAGE } from '../lib/browser.ts';

/**
 * The address book (01 §5's address form): the auto-input fills the form from a pasted address (and
 * says which rule a text breaks), country and state are picked from the reference lists, and the
 * form refuses a zip code of another country's form and an e-mail that is not legal — in the spec's
 * words, in English (ONE_LANGUAGE; both with E2E_LANGUAGES=all). Also: the usual US paste
 * ('Los Angeles, CA 90001', no comma before the zip) fills the form and a zip of another state is
 * warned about; a city is picked from an Australian state's cities; an address with no
 * Unit/Apt/Suite line saves.
 */
const TEXT = {
  en: {
    cityLine: 'Separate city, state and zip code with commas', zip: 'Invalid Zipcode', email: 'Please enter a legal email', sender: 'Sender', recipient: 'Recipient',
    nevada: 'Nevada (NV)', california: 'California (CA)', nsw: 'New South Wales (NSW)', australia: 'Australia (AU)',
    notInState: 'Zip code 89502 is not in CA: please check the address',
  },
  zh: {
    cityLine: '城市、州和邮编之间请用逗号分隔', zip: '邮编无效', email: '请输入合法的邮箱', sender: '发件人', recipient: '收件人',
    nevada: 'Nevada (NV)', california: 'California (CA)', nsw: 'New South Wales (NSW)', australia: 'Australia (AU)',
    notInState: '邮编 89502 不属于 CA，请核对地址',
  },
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
      await paste(page, 'John Smith\n123 Main St\nReno 89502\n7755550100');
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

    it('reads the usual US paste, and warns of a zip code of another state', async () => {
      await page.goto('/address-book/create');
      await paste(page, 'John Smith\nAcme Inc\n123 Main St\nSuite 200\nLos Angeles, CA 90001\n3105551234');
      assert.equal(await page.getByTestId('address-auto-input-error').count(), 0);
      assert.equal(await page.getByTestId('address-auto-input-warning').count(), 0);
      assert.equal(await page.locator('#company').inputValue(), 'Acme Inc');
      assert.equal(await page.locator('#addressLine2').inputValue(), 'Suite 200');
      assert.equal(await page.locator('#city').inputValue(), 'Los Angeles');
      assert.equal(await page.locator('#zipCode').inputValue(), '90001');
      await page.locator('.ant-form-item:has(#stateCode) .ant-select-selection-item', { hasText: T.california }).waitFor();
      await paste(page, 'John Smith\nAcme Inc\n123 Main St\nLos Angeles, CA 89502\n3105551234');
      await page.getByTestId('address-auto-input-warning').filter({ hasText: T.notInState }).waitFor();
      assert.equal(await page.locator('#zipCode').inputValue(), '89502');
      // the second paste has no unit line: the first paste's is not left behind
      assert.equal(await page.locator('#addressLine2').inputValue(), '');
      await screenshot(page, `22-address-zip-warning-${lang}`);
      // the warning goes once the zip code is put right
      await page.locator('#zipCode').fill('90012');
      await page.getByTestId('address-auto-input-warning').waitFor({ state: 'detached' });
    });

    it("picks a city from an Australian state's cities and saves without a unit line", async () => {
      const nickname = unique('E2E-AU-');
      // a laptop's screen: the form and its pickers at 1280 x 800
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/address-book/create');
      // the state written out, as people do: the form takes it as its code
      await paste(page, 'Olivia Brown\nKoala Traders\n45 George St\nSydney, New South Wales 2000\nAustralia\n0291234567\nolivia@koala.com.au');
      await page.locator('.ant-form-item:has(#countryCode) .ant-select-selection-item', { hasText: T.australia }).waitFor();
      await page.locator('.ant-form-item:has(#stateCode) .ant-select-selection-item', { hasText: T.nsw }).waitFor();
      assert.equal(await page.locator('#addressLine2').inputValue(), '');
      // the state's cities are offered as the city is typed; any other name may still be typed
      await page.locator('#city').fill('Parram');
      const parramatta = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Parramatta' }).first();
      await parramatta.waitFor();
      await screenshot(page, `22-address-au-city-options-${lang}`);
      await parramatta.click();
      assert.equal(await page.locator('#city').inputValue(), 'Parramatta');
      await page.locator('#nickname').fill(nickname);
      await chooseOption(page, 'type', T.recipient);
      await screenshot(page, `22-address-au-city-${lang}`);
      await page.getByTestId('save-button').click();
      await page.waitForURL(/\/address-book(\?|$)/);
      await page.locator('[data-testid=filter-bar] #nickname').fill(nickname);
      await page.getByTestId('filter-search').click();
      await page.locator('.ant-table-tbody tr', { hasText: nickname }).filter({ hasText: 'Parramatta' }).waitFor();
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
