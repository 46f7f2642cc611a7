import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, screenshot, signIn, typeDate } from '../lib/browser.ts';

/**
 * set-level's zone grid (02 §3 Service level detail, 02 §5): a price-list level's prices typed with
 * the keyboard and pasted from a spreadsheet, 02 §5's three rules shown on the grid as typed, a
 * price compared with the account's cost and publish cards, saved as a new card and read back after
 * a reload; a stale save gets the expired-page message. In English and Chinese, each on an address
 * type the seed leaves empty (UPS 2nd Day Air has no level card), and the card made is deleted at
 * the end so the seeded data stays as it was.
 */
const TEXT = {
  en: {
    level: 'Price List', otherLevel: 'Gold', notPriceList: 'has no price list', address: 'Residential', addressType: 1,
    firstZero: 'The first start weight must be 0', allOrNone: 'Weights and zones of a service must be all filled or all empty',
    saveFirst: 'Each package type must be saved before the next is edited', publish: 'No more than Publish Rate', cost: 'No less than Cost Rate',
    newCard: 'Not saved yet', saved: 'Saved as a new version', version: /Version \d+, in force from/, expired: 'The page information has expired, please refresh and try again',
    pasted: 'Pasted 3 × 4 cells', yourPackaging: 'Your Packaging', upsLetter: 'UPS Letter',
  },
  zh: {
    level: 'Price List', otherLevel: 'Gold', notPriceList: '没有价格表', address: '商业', addressType: 2,
    firstZero: '第一个起始重量必须为 0', allOrNone: '同一服务的重量与分区必须全部填写或全部为空',
    saveFirst: '每种包装类型须先保存，才能编辑下一种', publish: '不高于公布价', cost: '不低于成本价',
    newCard: '尚未保存', saved: '已保存为新版本', version: /第 \d+ 版，自 .* 起生效/, expired: '页面信息已过期，请刷新后重试',
    pasted: '已粘贴 3 × 4 个单元格', yourPackaging: '自备包装', upsLetter: 'UPS 文件封',
  },
} as const;

const SERVICE = 'UPS 2nd Day Air';

for (const lang of ['en', 'zh'] as const) {
  const T = TEXT[lang];

  describe(`set-level zone grid (${lang})`, () => {
    let browser: Browser;
    let page: Page;

    before(async () => {
      browser = await launch();
      ({ page } = await newPage(browser, lang));
      await signIn(page, 'admin');
    });
    after(async () => {
      await removeCards(page, SERVICE, T.addressType).catch(() => undefined);
      await browser.close();
    });

    const cell = (row: number, column: string) => page.locator(`[data-testid="cell-${row}-${column}"] input`);
    const hint = (text: string) => page.getByTestId('cell-hint').filter({ hasText: text }).waitFor();
    const problem = (text: string) => page.getByTestId('grid-problems').filter({ hasText: text }).waitFor();

    async function pick(testId: string, text: string, search?: string): Promise<void> {
      const select = page.getByTestId(testId);
      await select.click();
      if (search) await page.keyboard.type(search);
      // the open dropdown, not the last one still fading out
      await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: text }).first().click();
      await select.locator('.ant-select-selection-item', { hasText: text }).waitFor();
    }

    async function valueIs(row: number, column: string, expected: string): Promise<void> {
      await page.waitForFunction(
        ([selector, value]) => (document.querySelector(selector) as HTMLInputElement | null)?.value === value,
        [`[data-testid="cell-${row}-${column}"] input`, expected] as const,
      );
    }

    /** A block as a spreadsheet puts it on the clipboard, pasted into the focused cell. */
    async function paste(text: string): Promise<void> {
      await page.evaluate((data) => {
        const transfer = new DataTransfer();
        transfer.setData('text/plain', data);
        document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
      }, text);
    }

    it('explains that a level without the price-list rule has no price list', async () => {
      await page.goto('/set-level');
      await page.getByTestId('zone-grid').waitFor();
      // typed first: the dropdown is a virtual list, and levels other flows add push a name out of its window
      await pick('pick-level', T.otherLevel, T.otherLevel);
      await page.getByTestId('not-price-list').filter({ hasText: T.notPriceList }).waitFor();
      assert.equal(await page.getByTestId('zone-grid').count(), 0);
      await pick('pick-level', T.level, T.level);
      await pick('pick-service', SERVICE, '2nd Day');
      await page.getByTestId('pick-address').getByText(T.address, { exact: true }).click();
      await page.getByTestId('card-version').filter({ hasText: T.newCard }).waitFor();
      // the package tabs read as words in the page's language, not as carrier codes
      assert.equal((await page.getByTestId('package-YOUR_PACKAGING').innerText()).trim(), T.yourPackaging);
      assert.equal((await page.getByTestId('package-UPS_LETTER').innerText()).trim(), T.upsLetter);
      await screenshot(page, `26-set-level-package-tabs-${lang}`);
    });

    it('types with the keyboard and shows the first-weight rule and the publish and cost hints', async () => {
      await cell(0, 'to').click();
      await page.keyboard.type('1');
      await page.keyboard.press('ArrowLeft'); // From: typing replaces its 0
      await page.keyboard.type('0.5');
      await hint(T.firstZero);
      await problem(T.firstZero);
      await page.keyboard.press('Escape'); // back to 0
      await valueIs(0, 'from', '0');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Tab'); // zone 2
      await page.keyboard.type('99');
      await hint(T.publish);
      await page.getByTestId('cell-status').filter({ hasText: T.publish }).waitFor();
      await screenshot(page, `26-set-level-publish-${lang}`);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowLeft'); // back on zone 2: typing replaces it
      await page.keyboard.type('5');
      await valueIs(0, '2', '5');
      await hint(T.cost);
    });

    it('compares with the cost and publish cards in force on the effective date', async () => {
      const date = page.locator('input[data-testid="effective-from"]');
      const before = await date.inputValue();
      // Before any rate card was in force: nothing to compare with.
      await typeDate(page, 'input[data-testid="effective-from"]', '01/06/2020');
      await page.getByTestId('rates-as-of').filter({ hasText: '01/06/2020' }).waitFor();
      await cell(0, '2').click();
      await page.waitForFunction((cost) => !document.querySelector('[data-testid="cell-status"]')?.textContent?.includes(cost), T.cost);
      await typeDate(page, 'input[data-testid="effective-from"]', before);
      await page.getByTestId('rates-as-of').filter({ hasText: before }).waitFor();
      await cell(0, '2').click();
      await hint(T.cost);
    });

    it('pastes a spreadsheet block from the From column, adding rows, and marks a zone priced on some rows only', async () => {
      await cell(0, 'from').click();
      await paste('0\t1\t18.00\t19.00\r\n1\t2\t19.50\t20.50\r\n2\t3\t21.00\t22.00\r\n');
      await page.locator('.ant-message-notice', { hasText: T.pasted }).first().waitFor();
      await valueIs(2, 'to', '3');
      await valueIs(2, '3', '22.00');
      await valueIs(1, '2', '19.50');
      // zone 4 on the second row only
      await cell(0, '3').click();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.type('25');
      await problem(T.allOrNone);
      await page.keyboard.press('ArrowUp'); // an empty cell of that zone says why
      await hint(T.allOrNone);
      await screenshot(page, `26-set-level-rules-${lang}`);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Delete');
      await valueIs(1, '4', '');
      await page.getByTestId('grid-problems').waitFor({ state: 'detached' });
    });

    it('refuses another package type while this one is unsaved, offering to stay', async () => {
      await page.getByTestId('package-UPS_LETTER').click();
      await page.locator('.ant-modal-confirm', { hasText: T.saveFirst }).waitFor();
      await screenshot(page, `26-set-level-save-first-${lang}`);
      await page.getByTestId('switch-stay').click();
      await page.getByTestId('switch-refused').filter({ hasText: T.saveFirst }).waitFor();
      await page.locator('.ant-tabs-tab-active', { hasText: T.yourPackaging }).waitFor();
      await valueIs(1, '2', '19.50');
    });

    it('Enter on the last row adds one from its end; saving makes the card, read back after a reload', async () => {
      await cell(2, 'to').click();
      await page.keyboard.press('Enter');
      await valueIs(3, 'from', '3'); // a row not begun: not saved
      await page.locator('#set-level-minimum').fill('17.50');
      await page.getByTestId('set-level-save').click();
      await page.locator('.ant-message-notice', { hasText: T.saved }).first().waitFor();
      await page.getByTestId('card-version').filter({ hasText: T.version }).waitFor();
      await page.reload();
      await page.getByTestId('zone-grid').waitFor();
      await valueIs(1, '2', '19.50');
      await valueIs(2, '3', '22.00');
      assert.equal(await page.locator('#set-level-minimum').inputValue(), '17.50');
      assert.equal(await page.locator('[data-testid^="grid-row-"]').count(), 3);
      await screenshot(page, `26-set-level-saved-${lang}`);
    });

    it('a save over a version someone else saved meanwhile gets the expired-page message', async () => {
      await bumpCard(page, SERVICE, T.addressType);
      await cell(0, '2').click();
      await page.keyboard.type('18.25');
      await page.getByTestId('set-level-save').click();
      await page.getByTestId('version-conflict').filter({ hasText: T.expired }).waitFor();
      await page.getByTestId('version-conflict').getByRole('button').click();
      await page.getByTestId('version-conflict').waitFor({ state: 'detached' });
      await valueIs(0, '2', '18.00');
    });
  });
}

/** The resource API as the signed-in page calls it (its token), for set-up and clean-up. */
async function api(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; data: any }> {
  return page.evaluate(async ({ method, path, body }) => {
    const res = await fetch(`/api${path}`, {
      method,
      headers: { Authorization: `Bearer ${localStorage.getItem('console.token')}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, data: (await res.json().catch(() => null))?.data };
  }, { method, path, body });
}

async function cardsOf(page: Page, serviceName: string, addressType: number): Promise<Array<{ id: number; version: number; minimumCharge: string }>> {
  const services = await api(page, 'GET', `/resources/carrier-service?serviceName=${encodeURIComponent(serviceName)}&pageSize=10`);
  const serviceId = services.data.records.find((s: { serviceName: string }) => s.serviceName === serviceName).id;
  const cards = await api(page, 'GET', `/resources/level-price-card?carrierServiceId=${serviceId}&addressType=${addressType}&pageSize=100`);
  return cards.data.records;
}

/** Someone else saves the card (a new version), so the page's version is stale. */
async function bumpCard(page: Page, serviceName: string, addressType: number): Promise<void> {
  const [card] = await cardsOf(page, serviceName, addressType);
  const res = await api(page, 'PUT', `/resources/level-price-card/${card.id}`, { version: card.version, minimumCharge: '17.6' });
  assert.equal(res.status, 200);
}

async function removeCards(page: Page, serviceName: string, addressType: number): Promise<void> {
  for (const card of await cardsOf(page, serviceName, addressType)) {
    await api(page, 'DELETE', `/resources/level-price-card/${card.id}?version=${card.version}`);
  }
}
