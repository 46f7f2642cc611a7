import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launch, newPage, screenshot, signIn, signOut, tableRows, unique, ONE_LANGUAGE } from '../lib/browser.ts';
import { EXTRA_RESOURCES, adminToken } from '../lib/resources.ts';

/**
 * Routes with a parameter: a partitioned resource (support cases per source, spec 02
 * `list/{source}`) shows a menu entry per source the user holds, lists and creates within the
 * route's source, and answers 404 on a source the user does not hold. Runs over the fixture folder
 * apps/api/test/fixtures/partitioned-resource (E2E_EXTRA_RESOURCES); skipped without it.
 */
const present = EXTRA_RESOURCES.some((r) => r.name === 'support-case');

const TEXT = {
  en: { section: 'Support Cases', wms: 'WMS', ezeeship: 'EZEESHIP', listTitle: 'Support Cases · WMS', notFound: '404' },
  zh: { section: '工单', wms: 'WMS', ezeeship: 'EZEESHIP', listTitle: '工单 · WMS', notFound: '404' },
} as const;

async function api(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${BASE_URL}${path}`, {
    method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { data: Record<string, unknown> };
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** A user whose only support sub-role is the WMS source's (update level). */
async function wmsAgent(): Promise<{ username: string; password: string }> {
  const token = await adminToken();
  const userName = unique('wms.agent').toLowerCase().replace(/[^a-z0-9.]/g, '');
  const password = 'Secret123';
  const role = await api(token, 'POST', '/api/resources/permission-roles', { roleName: unique('WMS cases'), description: 'flow 21', grants: { support: { 'support-wms': 2 } } });
  const user = await api(token, 'POST', '/api/resources/admin-user', { userName, firstName: 'Wendy', lastName: 'Agent', email: `${userName}@example.com`, password, timeZone: 'UTC' });
  await api(token, 'PUT', `/api/wms-user/admin/user-roles/${user.id}`, { roleIds: [role.id], version: user.version });
  return { username: userName, password };
}

for (const lang of ONE_LANGUAGE) {
  const T = TEXT[lang];

  describe(`partitions: a screen per source (${lang})`, { skip: !present && 'needs E2E_EXTRA_RESOURCES=apps/api/test/fixtures/partitioned-resource' }, () => {
    let browser: Browser;
    let page: Page;

    before(async () => {
      browser = await launch();
      ({ page } = await newPage(browser, lang));
    });
    after(() => browser.close());

    it('gives an administrator an entry per source and keeps a case in its source', async () => {
      await signIn(page);
      await page.goto('/support-case');
      await page.waitForURL(/\/support-case\/list\/EZEESHIP$/);
      for (const value of ['EZEESHIP', 'WMS', 'LABEL_SAAS']) assert.equal(await page.getByTestId(`side-support-case-${value}`).count(), 1);
      await page.getByTestId('side-support-case-WMS').click();
      await page.waitForURL(/\/support-case\/list\/WMS$/);
      assert.equal(await page.getByRole('heading', { level: 4 }).innerText(), T.listTitle);
      const subject = unique('Damaged parcel');
      await page.getByTestId('create-button').click();
      await page.waitForURL(/\/support-case\/create\/WMS$/);
      // The form is mounted (a value typed before that is lost as it sets its own).
      await page.getByTestId('support-case-create').waitFor();
      assert.equal(await page.locator('#platformSource').count(), 0, 'the source comes from the route, not an input');
      await page.locator('#subject').fill(subject);
      await page.getByTestId('save-button').click();
      await page.waitForURL(/\/support-case\/list\/WMS(\?|$)/);
      await tableRows(page).filter({ hasText: subject }).first().waitFor();
      await screenshot(page, `21-partitions-wms-list-${lang}`);
      // the show page keeps the source in its path, and the EZEESHIP list does not hold the case
      await tableRows(page).filter({ hasText: subject }).first().getByTestId('row-show').click();
      await page.waitForURL(/\/support-case\/detail\/WMS\/\d+$/);
      await page.goto('/support-case/list/EZEESHIP');
      await page.getByTestId('support-case-list').waitFor();
      assert.equal(await tableRows(page).filter({ hasText: subject }).count(), 0);
    });

    it('shows a WMS agent only the WMS source, and 404 on another', async () => {
      const agent = await wmsAgent();
      await signOut(page);
      await signIn(page, agent);
      await page.goto('/support-case');
      await page.waitForURL(/\/support-case\/list\/WMS$/);
      assert.equal(await page.getByTestId('side-support-case-WMS').count(), 1);
      assert.equal(await page.getByTestId('side-support-case-EZEESHIP').count(), 0);
      await screenshot(page, `21-partitions-agent-${lang}`);
      await page.goto('/support-case/list/EZEESHIP');
      await page.getByText(T.notFound).first().waitFor();
      assert.equal(await page.getByTestId('support-case-list').count(), 0);
    });
  });
}
