import type { Page } from 'playwright-core';
import { pickLookup } from './browser.ts';

/**
 * What the order flows (34 parcel, 40 freight, 41 cross-dock) do alike on an order's screens:
 * fill an address widget of the form, run a record action from the show page, read the status
 * the page shows.
 */

export interface AddressInput { name: string; line1: string; country: string; state: string; city: string; zip: string; phone: string }

/** Fills one address widget of the order form (its fields' ids are `<name>_<part>`). */
export async function fillAddress(page: Page, name: 'recipient' | 'sender', a: AddressInput) {
  await page.locator(`#${name}_name`).fill(a.name);
  await pickLookup(page, `${name}_countryCode`, a.country, a.country);
  await page.locator(`#${name}_addressLine1`).fill(a.line1);
  await pickLookup(page, `${name}_stateCode`, a.state, a.state);
  await page.locator(`#${name}_city`).fill(a.city);
  await page.locator(`#${name}_zipCode`).fill(a.zip);
  await page.locator(`#${name}_phone`).fill(a.phone);
}

/** Runs a record action from the show page's buttons: inline, or under More (02 §2: at most 3 inline). */
export async function runAction(page: Page, label: string) {
  const actions = page.getByTestId('show-actions');
  const inline = actions.getByRole('button', { name: label, exact: true });
  const more = actions.getByTestId('row-more');
  // the buttons come with the record and the user's rights, the inline ones and More at once
  await inline.or(more).first().waitFor();
  if (await inline.count()) return inline.click();
  await more.click();
  await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item').getByText(label, { exact: true }).click();
}

/** The value the show page's Order section gives the order's status (its label `label`). */
export function shownStatus(page: Page, label: string) {
  return page.getByTestId('show-group-order').locator('th.ant-descriptions-item-label').getByText(label, { exact: true })
    .locator('xpath=ancestor::th[1]/following-sibling::td[1]');
}
