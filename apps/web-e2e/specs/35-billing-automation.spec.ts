import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { apiCall, chooseOption, pickLookup, savedTo, screenshot, signedInBrowser, tableRows, unique, visit } from '../lib/browser.ts';

/**
 * Billing automation as a 3PL's billing analyst uses it (02 §2), in English and Chinese: the
 * spec's parent routes open the billing plans of their party; a storage rule by pallet count is
 * refused with 02 §5's pallet message under its field, then saved; a billing plan's pickers offer
 * only its own party's charge items, its list shows the items involved, and a charge item
 * deactivated leaves it; Manage Group bills a group of clients by the plan; an order of a client
 * of that group, cancelled, is charged the item set to charge a cancelled order, listed on the
 * order's page under Charge & Fees.
 */
const TEXT = {
  en: {
    supplierPlans: 'Supplier Billing Plans', clientPlans: 'Client Billing Plans', byPallet: 'By pallet count',
    palletNumber: 'Pallet number must be greater than 0 and less than 99999', noData: 'No data',
    // a demo client in no demo group, one per language (both runs share a server)
    client: 'Northwind Home Goods Co.', chargeAndFees: 'Charge & Fees', pick: 'Pick',
  },
  zh: {
    supplierPlans: '供应商计费方案', clientPlans: '客户计费方案', byPallet: '按托盘数',
    palletNumber: '托盘数必须大于 0 且小于 99999', noData: '暂无数据',
    client: 'Sunrise Home Goods Trading', chargeAndFees: '费用明细', pick: '拣货时',
  },
} as const;

/** The error shown under the form item of this input. */
const errorUnder = (page: Page, inputId: string, text: string) =>
  page.locator('.ant-form-item', { has: page.locator(`#${inputId}`) }).locator('.ant-form-item-explain-error', { hasText: text });

for (const lang of ['en', 'zh'] as const) {
  const T = TEXT[lang];

  describe(`billing automation in the browser (${lang})`, () => {
    let browser: Browser;
    let page: Page;
    const ruleName = unique(`Pallets ${lang} `).replace(/[^A-Za-z0-9 ]/g, '');
    const feeName = unique(`Flow Fee ${lang} `).replace(/[^A-Za-z0-9 ]/g, '');
    const planName = unique(`Flow Plan ${lang} `).replace(/[^A-Za-z0-9 ]/g, '');
    const groupName = unique(`Flow Group ${lang} `).replace(/[^A-Za-z0-9 ]/g, '');
    let feeId = 0;

    before(async () => {
      ({ browser, page } = await signedInBrowser(lang));
      const fee = await apiCall<{ id: number }>(page, 'POST', '/resources/charge-item', {
        party: 'client', name: feeName, workOrderTypeId: 1, chargeMode: 'INSTANT', chargeMethod: 'PER_ORDER', chargeTrigger: 'SHIP',
        calculation: 'FIXED', price: '1.25', freightType: 'BOTH', fba: false,
      });
      feeId = fee.id;
    });
    after(async () => browser?.close());

    it("opens each party's billing plans from the spec's parent routes, with the items they involve", async () => {
      await page.goto('/billing-automation');
      await page.waitForURL(/\/billing-automation\/billing-plans$/);
      await page.getByText(T.supplierPlans).first().waitFor();
      await tableRows(page).filter({ hasText: 'Warehouse Costs' }).filter({ hasText: 'Warehouse Pick Cost' }).waitFor();
      await visit(page, '/client-billing-automation');
      await page.waitForURL(/\/client-billing-automation\/billing-plans$/);
      await page.getByText(T.clientPlans).first().waitFor();
      await tableRows(page).filter({ hasText: 'Standard 3PL' }).filter({ hasText: 'Pick & Pack' }).waitFor();
      await screenshot(page, `35-${lang}-billing-plans`);
    });

    it("refuses a storage rule's pallet number with 02 §5's message under its field, then saves it", async () => {
      await visit(page, '/client-billing-automation/charge-service/create-storage-billing');
      await page.getByTestId('storage-rule-create').waitFor();
      await page.locator('#name').fill(ruleName);
      await chooseOption(page, 'unit', T.byPallet);
      await page.locator('#palletVolume').fill('64');
      await page.locator('#skuTypesPerPallet').fill('99999');
      await page.locator('#price').fill('0.65');
      await page.getByTestId('save-button').click();
      await errorUnder(page, 'skuTypesPerPallet', T.palletNumber).waitFor();
      await screenshot(page, `35-${lang}-storage-rule-refused`);
      await page.locator('#skuTypesPerPallet').fill('4');
      await page.getByTestId('save-button').click();
      await page.waitForURL(/\/client-billing-automation\/charge-service\/storage-billing$/);
      await tableRows(page).filter({ hasText: ruleName }).waitFor();
    });

    it("offers a plan only its party's charge items; the list shows those chosen until one is deactivated", async () => {
      await visit(page, '/client-billing-automation/billing-plans/create');
      await page.getByTestId('billing-plan-create').waitFor();
      await page.locator('#name').fill(planName);
      // a supplier's item is not offered on a client plan
      const items = page.locator('#chargeItemIds');
      await items.click({ force: true });
      await items.fill('Warehouse Pick');
      await page.locator('.ant-select-dropdown:visible', { hasText: T.noData }).waitFor();
      await items.fill('');
      await pickLookup(page, 'chargeItemIds', 'Pick & Pack', 'Pick &');
      await pickLookup(page, 'chargeItemIds', feeName);
      await page.keyboard.press('Escape');
      await pickLookup(page, 'storageRuleIds', ruleName);
      await page.keyboard.press('Escape');
      await screenshot(page, `35-${lang}-billing-plan-form`);
      await page.getByTestId('save-button').click();
      await page.waitForURL(/\/client-billing-automation\/billing-plans$/);
      const row = tableRows(page).filter({ hasText: planName });
      await row.filter({ hasText: 'Pick & Pack' }).filter({ hasText: feeName }).waitFor();

      const fee = await apiCall<{ version: number }>(page, 'GET', `/resources/charge-item/${feeId}`);
      await apiCall(page, 'POST', `/resources/charge-item/${feeId}/actions/deactivate`, { version: fee.version });
      await page.reload();
      await row.filter({ hasText: 'Pick & Pack' }).waitFor();
      assert.equal(await row.filter({ hasText: feeName }).count(), 0);
    });

    it('bills a group of clients by the plan, on Manage Group', async () => {
      await visit(page, '/client-billing-automation/manage-group/create');
      await page.getByTestId('billing-group-create').waitFor();
      await page.locator('#name').fill(groupName);
      await pickLookup(page, 'planId', planName);
      await pickLookup(page, 'clientIds', T.client);
      await page.keyboard.press('Escape');
      // the client chosen is the one asked for (a busy machine re-renders the options as the search answers)
      await page.locator('.ant-form-item', { has: page.locator('#clientIds') }).locator('.ant-select-selection-item', { hasText: T.client }).waitFor();
      await screenshot(page, `35-${lang}-billing-group-form`);
      await page.getByTestId('save-button').click();
      await savedTo(page, /\/client-billing-automation\/manage-group$/);
      await screenshot(page, `35-${lang}-billing-groups`);
      await tableRows(page).filter({ hasText: groupName }).filter({ hasText: planName }).filter({ hasText: T.client }).waitFor();
    });

    it("charges an order of the group's client, cancelled, the item set to charge a cancelled order: listed under Charge & Fees", async () => {
      const cancelFee = `Cancel Fee ${lang} ${Date.now().toString(36)}`;
      const fee = await apiCall<{ id: number }>(page, 'POST', '/resources/charge-item', {
        party: 'client', name: cancelFee, workOrderTypeId: 1, chargeMode: 'INSTANT', chargeMethod: 'PER_ORDER', chargeTrigger: 'PICK',
        calculation: 'FIXED', price: '4.00', freightType: 'BOTH', fba: false, chargeIfCancelled: true,
      });
      const plans = await apiCall<{ records: Array<{ id: number; version: number; chargeItemIds: number[] }> }>(page, 'GET', `/resources/billing-plan?name=${encodeURIComponent(planName)}`);
      const [plan] = plans.records;
      await apiCall(page, 'PUT', `/resources/billing-plan/${plan.id}`, { version: plan.version, chargeItemIds: [...plan.chargeItemIds, fee.id] });
      const clients = await apiCall<{ records: Array<{ id: number }> }>(page, 'GET', `/resources/client?companyName=${encodeURIComponent(T.client)}`);
      const address = { name: 'Jane Doe', addressLine1: '350 5th Ave', city: 'New York', stateCode: 'NY', zipCode: '10001', countryCode: 'US', phone: '2125550100', isResidential: false };
      const order = await apiCall<{ id: number; version: number }>(page, 'POST', '/resources/client-order', {
        clientId: clients.records[0].id, warehouseId: 1, shippingAccountId: 1, carrierServiceId: 1, packageType: 'YOUR_PACKAGING', signatureType: 4, labelSize: '4x6',
        recipient: address, sender: { ...address, name: 'Ship Desk', addressLine1: '1200 Logistics Pkwy', city: 'Ontario', stateCode: 'CA', zipCode: '91761' },
        packages: [{ length: 12, width: 10, height: 6, dimUnit: 'in', weight: 4, weightUnit: 'lb' }],
      });
      await apiCall(page, 'POST', `/resources/client-order/${order.id}/actions/cancel`, { version: order.version, reason: 'Flow 35' });
      await visit(page, `/client-order/show/${order.id}`);
      const charges = page.getByTestId('children-billingCharge');
      await charges.getByText(T.chargeAndFees).waitFor();
      await charges.locator('tr', { hasText: cancelFee }).filter({ hasText: T.pick }).filter({ hasText: '4.00' }).waitFor();
      await screenshot(page, `35-${lang}-order-charges`);
    });
  });
}
