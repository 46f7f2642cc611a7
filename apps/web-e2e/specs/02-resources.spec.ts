import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { apiCall, launch, newPage, screenshot, signIn, tableRows, visit } from '../lib/browser.ts';
import { routeSegment } from '@console/metadata';
import { RESOURCES, WALKED_RESOURCES, adminToken, ensureRecord } from '../lib/resources.ts';

/** Every generated resource (the catalogue's and a fixture folder's): its list title is its label. */
// Each at its web route (`/ezeeship-warehouse` for `warehouse`; a partitioned one's name redirects to its first screen).
const LISTS = WALKED_RESOURCES.filter((def) => !def.menu.hidden).map((def) => ({ name: def.name, path: routeSegment(def), title: def.label.en }));

describe('every resource opens as a generated list, detail and form', () => {
  let browser: Browser;
  let page: Page;
  before(async () => {
    browser = await launch();
    // A resource without demo rows shows its sample.
    const token = await adminToken();
    for (const def of WALKED_RESOURCES) await ensureRecord(token, def);
    ({ page } = await newPage(browser));
    await signIn(page, 'admin');
  });
  after(async () => browser?.close());

  for (const list of LISTS) {
    it(`${list.name}: list, show and edit`, async () => {
      await visit(page, `/${list.path}`);
      const screen = page.getByTestId(`${list.name}-list`);
      await screen.waitFor();
      await screen.locator('h4', { hasText: list.title }).waitFor();
      await tableRows(page).first().waitFor();
      assert.ok((await tableRows(page).count()) > 0);
      await screenshot(page, `list-${list.name}`);

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
    await page.goto('/dashboard');
    await page.getByTestId('gear-menu').click();
    for (const name of ['fba-address', 'admin-user', 'permission-roles']) await page.getByTestId(`gear-${name}`).waitFor();
    await screenshot(page, 'gear-menu');
    await page.getByTestId('gear-fba-address').click();
    await page.waitForURL(/\/fba-address(\?|$)/);
  });

  it('the side menu collapses to a narrow bar', async () => {
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
