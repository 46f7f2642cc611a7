import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { apiCall, launch, newPage, screenshot, signIn, tableRows, unique, visit } from '../lib/browser.ts';
import { routeSegment } from '@console/metadata';
import { RESOURCES as CATALOGUE } from '@console/resources';
import { assertListReadable, longRecords } from '../lib/list-layout.ts';
import { RESOURCES, WALKED_RESOURCES, adminToken, ensureRecord } from '../lib/resources.ts';

type Lang = 'en' | 'zh';
/**
 * Every generated resource (the catalogue's and a fixture folder's), at its web route
 * (`/ezeeship-warehouse` for `warehouse`; a partitioned one's name redirects to its first screen),
 * every other one in Chinese, in a window 1280 px wide: each list is laid out by Chromium once,
 * half of them in Chinese, at the narrowest width the console supports (a list readable there is
 * readable wider: its table only gains room; every other flow runs at 1440 px), and apps/web's
 * column-layout.test.ts computes every list's first screen in both languages.
 */
const LISTS = WALKED_RESOURCES.filter((def) => !def.menu.hidden)
  .map((def, i) => ({ name: def.name, path: routeSegment(def), lang: (i % 2 === 0 ? 'en' : 'zh') as Lang, title: def.label }));
/** The catalogue's lists choose their first screen (listHidden) to fit 1280 px; a fixture folder's need not. */
const FITTED = new Set(CATALOGUE.map((def) => def.name));

describe('every resource opens as a generated list, readable at 1280 px, with its detail and form', () => {
  let browser: Browser;
  const pages = {} as Record<Lang, Page>;
  before(async () => {
    browser = await launch();
    // A resource without demo rows shows its sample; the lists a long value could push about get one.
    const token = await adminToken();
    for (const def of WALKED_RESOURCES) await ensureRecord(token, def);
    await longRecords(token, unique(''));
    for (const lang of ['en', 'zh'] as const) {
      ({ page: pages[lang] } = await newPage(browser, lang));
      await pages[lang].setViewportSize({ width: 1280, height: 900 });
      await signIn(pages[lang], 'admin');
    }
  });
  after(async () => browser?.close());

  for (const list of LISTS) {
    it(`${list.name} (${list.lang}): list, its layout, show and edit`, async () => {
      const page = pages[list.lang];
      await visit(page, `/${list.path}`);
      const screen = page.getByTestId(`${list.name}-list`);
      await screen.waitFor();
      await screen.locator('h4', { hasText: list.title[list.lang] }).waitFor();
      // this list's own rows, not the last list's still on screen
      await screen.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
      assert.ok((await tableRows(page).count()) > 0);
      await assertListReadable(page, list.name, FITTED.has(list.name));
      await screenshot(page, `list-${list.name}-1280-${list.lang}`);

      await tableRows(page).first().getByTestId('row-show').click();
      await page.getByTestId(`${list.name}-show`).waitFor();
      await page.getByTestId('show-descriptions').waitFor();
      // Dates use the shared format: the detail shows every time of the record (a list's first
      // screen may leave its times to the column chooser, listHidden)
      await page.waitForFunction((name) => [...document.querySelectorAll(`[data-testid=${name}-show] .ant-descriptions-item-content`)]
        .some((cell) => /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/.test(cell.textContent?.trim() ?? '')), list.name);
      await screenshot(page, `show-${list.name}`);

      const edit = page.getByTestId('edit-button');
      if (await edit.count()) {
        await edit.click();
        await page.getByTestId(`${list.name}-edit`).waitFor();
        await page.locator('.ant-form-item').first().waitFor();
        await screenshot(page, `edit-${list.name}`);
      }
    });
  }

  it('relation columns show the related record, not its id', async () => {
    const page = pages.en;
    // a client's surcharge deal lists its client by company name (the sample's client 1)
    await page.goto(`/${routeSegment(RESOURCES.find((def) => def.name === 'client-surcharge')!)}`);
    const client = await apiCall<{ companyName: string }>(page, 'GET', '/resources/client/1');
    await tableRows(page).first().waitFor();
    const header = await page.locator('.ant-table-thead th').allInnerTexts();
    const column = header.findIndex((h) => h.trim() === 'Client') + 1;
    assert.ok(column > 0, `a Client column in ${header}`);
    await page.waitForFunction(([n, name]) => [...document.querySelectorAll(`.ant-table-tbody tr.ant-table-row td:nth-child(${n})`)]
      .some((td) => td.textContent === name), [column, client.companyName] as const);
  });

  it('the gear menu lists the settings resources', async () => {
    const page = pages.en;
    await page.goto('/dashboard');
    await page.getByTestId('gear-menu').click();
    for (const name of ['fba-address', 'admin-user', 'permission-roles']) await page.getByTestId(`gear-${name}`).waitFor();
    await screenshot(page, 'gear-menu');
    await page.getByTestId('gear-fba-address').click();
    await page.waitForURL(/\/fba-address(\?|$)/);
  });

  it('the side menu collapses to a narrow bar', async () => {
    const page = pages.en;
    await page.goto('/feature-flag');
    const sider = page.getByTestId('side-menu');
    assert.equal(Math.round((await sider.boundingBox())!.width), 240);
    await sider.locator('.ant-layout-sider-trigger').click();
    await page.waitForTimeout(400);
    assert.equal(Math.round((await sider.boundingBox())!.width), 52);
    await screenshot(page, 'side-menu-collapsed');
    await sider.locator('.ant-layout-sider-trigger').click();
  });
});
