import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_USERS } from '../../api/src/seed/access.ts';
import { chromium, type Browser, type BrowserContext, type BrowserServer, type Locator, type Page } from 'playwright-core';

export const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

/** Demo sign-ins, from the seed's one list (apps/api/src/seed/access.ts). */
const demo = (userName: string) => {
  const user = DEMO_USERS.find((u) => u.userName === userName)!;
  return { username: user.userName, password: user.password };
};
export const USERS = { admin: demo('admin'), operator: demo('operator') } as const;

const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--disable-quic', '--no-first-run',
];

/** Debian's Chromium, never a downloaded browser: a server run.mjs starts once for every file. */
export function launchServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * The languages of a flow whose screens read alike in both (generated forms and lists: the same
 * layout, their Chinese keys checked by apps/web/src/i18n/completeness.test.ts): English only,
 * unless E2E_LANGUAGES=all asks for both. A flow whose text or layout differs by language (a
 * handwritten screen, a width check, a PDF) loops over ['en', 'zh'] itself.
 */
export const ONE_LANGUAGE: ReadonlyArray<'en' | 'zh'> = process.env.E2E_LANGUAGES === 'all' ? ['en', 'zh'] : ['en'];

/**
 * The run's browser (E2E_BROWSER_WS, from run.mjs), or one of its own when a spec runs alone.
 * Closing a connected browser closes its contexts and leaves the shared one running.
 */
export function launch(): Promise<Browser> {
  const shared = process.env.E2E_BROWSER_WS;
  if (shared) return chromium.connect(shared);
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * A fresh context (own storage) at a desktop size; language English unless asked. It prefers
 * reduced motion, so the console shows dialogs and menus without their zoom and slide: on a busy
 * machine Playwright could find a dialog's button "stable" in the frames before its animation ran,
 * and its click then landed beside the button (clicks that did nothing, in flows 13, 16, 23 and 31).
 */
export async function newPage(browser: Browser, lang: 'en' | 'zh' = 'en', baseURL = BASE_URL): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'en-US', reducedMotion: 'reduce' });
  if (lang === 'zh') await context.addInitScript(() => localStorage.setItem('console.lang', 'zh'));
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Signs in as a demo user, or as any user given by name and password. */
export async function signIn(page: Page, who: keyof typeof USERS | { username: string; password: string } = 'admin'): Promise<void> {
  const { username, password } = typeof who === 'string' ? USERS[who] : who;
  await page.goto('/login');
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/dashboard');
  await page.getByTestId('dashboard').waitFor();
}

/**
 * A browser with one signed-in page, the set-up of most flows. Leaving a form with unsaved
 * changes asks first: the page answers "leave".
 */
export async function signedInBrowser(lang: 'en' | 'zh' = 'en', who: Parameters<typeof signIn>[1] = 'admin'): Promise<{ browser: Browser; page: Page }> {
  const browser = await launch();
  const { page } = await newPage(browser, lang);
  page.on('dialog', (d) => void d.accept());
  await signIn(page, who);
  return { browser, page };
}

export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('avatar-menu').click();
  await page.getByTestId('menu-logout').click();
  await page.waitForURL('**/login');
}

/**
 * With E2E_SCREENSHOTS=1, saves artifacts/<name>.png once the page's animations have finished:
 * pictures for a person to look at. They assert nothing, so a plain run (CI) skips them: full-page
 * captures were a large share of the flows' time.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  mkdirSync(ARTIFACTS, { recursive: true });
  // (a spinner's endless animation never finishes: only the others are waited for)
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((a) => a.effect?.getTiming().iterations !== Infinity)
    .map((a) => a.finished.catch(() => undefined))));
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/**
 * Opens a path inside the running app as a menu click would (the router follows history), not by
 * loading the page again: a full load boots the whole app, about two seconds of Chromium's time,
 * and the walks over every list (02, 13) made hundreds. The first visit, or one from another
 * origin, loads the page.
 */
export async function visit(page: Page, path: string): Promise<void> {
  const inApp = page.url().startsWith(new URL(BASE_URL).origin) && (await page.locator('#root > *').count()) > 0;
  if (!inApp) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  const wanted = new URL(path, BASE_URL).pathname;
  await page.waitForURL((url) => url.pathname === wanted || url.pathname.startsWith(`${wanted}/`));
}

/** A value unique to this run, so specs never collide with seed data or each other. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The rows of the list table (antd), without the measuring row. */
export function tableRows(page: Page) {
  return page.locator('.ant-table-tbody tr.ant-table-row');
}

/**
 * Waits out the opening zoom of the dialog that holds this element. The selects are clicked with
 * `force` (their search input sits under the selection), which skips Playwright's wait for a
 * still element: a click mid-zoom, on a busy machine, can land on the mask and close the dialog.
 */
export async function dialogSettled(element: Locator): Promise<void> {
  await element.evaluate((el) => Promise.all((el.closest('.ant-modal')?.getAnimations({ subtree: true }) ?? []).map((a) => a.finished.catch(() => undefined))));
}

/** Picks an option of an antd Select opened from the form item whose input has this id. */
export async function chooseOption(page: Page, inputId: string, label: string): Promise<void> {
  await dialogSettled(page.locator(`#${inputId}`));
  await page.locator(`#${inputId}`).click({ force: true });
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label }).first().click();
}

/**
 * Picks a relation's option by typing part of its label into the select's search. Asked once
 * more when the option has not shown in 5 s: on a busy machine the dropdown can close between
 * the click and the typing, and then no search is sent.
 */
export async function pickLookup(page: Page, inputId: string, label: string, typed = label.slice(0, 14)): Promise<void> {
  const input = page.locator(`#${inputId}`);
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label }).first();
  for (let attempt = 0; ; attempt++) {
    await dialogSettled(input);
    await input.click({ force: true });
    await input.fill(typed);
    try {
      await option.waitFor({ timeout: attempt ? 15_000 : 5_000 });
      break;
    } catch (error) {
      if (attempt) throw error;
      await input.fill('');
    }
  }
  await option.click();
}

/**
 * After a form's Save: waits for the page it leads to, and when the form stays (a refusal under a
 * field or in a toast) fails with what it says rather than a bare time-out.
 */
export async function savedTo(page: Page, url: RegExp): Promise<void> {
  const refusal = page.locator('.ant-form-item-explain-error, .ant-message-notice-error').first();
  // each wait settles either way, so the one that loses the race never rejects unheard
  const outcome = await Promise.race([
    page.waitForURL(url).then(() => 'saved' as const, () => 'timed out' as const),
    refusal.waitFor().then(() => 'refused' as const, () => 'timed out' as const),
  ]);
  if (outcome === 'refused') throw new Error(`the save was refused: ${await refusal.innerText()}`);
  if (outcome !== 'saved') throw new Error(`the save led nowhere: still at ${page.url()}, no refusal shown`);
}

/** Waits for an antd message toast with this text (a batch job's answer may take longer: `timeout`). */
export async function toast(page: Page, text: string | RegExp, timeout?: number) {
  const message = page.locator('.ant-message-notice', { hasText: text });
  await message.first().waitFor({ timeout });
  return message;
}

/** Types a date into an antd DatePicker (MM/DD/YYYY) and confirms it. */
export async function typeDate(page: Page, selector: string, value: string): Promise<void> {
  const input = page.locator(selector);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

/** A call to the API with the page's session (set-up a clerk would have done on another screen). */
export function apiCall<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(async ({ method, path, body }) => {
    const response = await fetch(`/api${path}`, {
      method,
      headers: { Authorization: `Bearer ${localStorage.getItem('console.token')}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return ((await response.json()) as { data: T }).data;
  }, { method, path, body });
}
