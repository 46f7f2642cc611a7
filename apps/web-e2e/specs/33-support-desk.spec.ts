import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { apiCall, launch, newPage, pickLookup, screenshot, signIn, signedInBrowser, tableRows, toast, unique } from '../lib/browser.ts';

/**
 * Support tickets (02 §2) as a support desk uses them, in two browser contexts: the lead creates a
 * ticket for a client, the form asking the category's own fields; the auto-assignation gives it to
 * an agent, who (signed in elsewhere) sees the notification within 2 s, opens the ticket from it
 * (markAsRead at 02 §7's path and payload), replies with a reply template (placeholders filled),
 * writes an internal note, follows the ticket (My Follow lists it), resolves and reopens it; the
 * lead's reply rings the agent's bell (the count rises as it is pushed; a click opens the case and
 * marks it seen; Mark all as read). In English and Chinese.
 */
const TEXT = {
  en: { replied: (c: string) => `Reply sent on case ${c}`, noted: (c: string) => `Internal note added to case ${c}`, followed: (c: string) => `You now follow case ${c}`, resolvedCase: (c: string) => `Case ${c} resolved`, whyUnassigned: 'Why Unassigned', outsideHours: 'Outside working hours: no agent of its pool is working now', assignToMe: 'Assign to me', trackingRequired: 'Tracking No. is required', choice: 'Choice', follow: 'Follow', resolve: 'Resolve', reopen: 'Reopen', resolved: 'Resolved', open: 'Open', template: 'Acknowledge', thanks: 'thank you for contacting us', bell: 'Notifications', repliedBy: (c: string) => `admin replied on support case ${c}`, assignedTo: (c: string) => `Support case ${c} was assigned to you`, newReply: 'New reply', markAll: 'Mark all as read' },
  zh: { replied: (c: string) => `已回复工单 ${c}`, noted: (c: string) => `已为工单 ${c} 添加内部备注`, followed: (c: string) => `已关注工单 ${c}`, resolvedCase: (c: string) => `工单 ${c} 已解决`, whyUnassigned: '未分配原因', outsideHours: '非工作时间：分配组内暂无在岗客服', assignToMe: '分配给我', trackingRequired: '运单号不能为空', choice: '选择', follow: '关注', resolve: '解决', reopen: '重新打开', resolved: '已解决', open: '待处理', template: 'Acknowledge', thanks: '感谢联系我们', bell: '通知', repliedBy: (c: string) => `admin 回复了工单 ${c}`, assignedTo: (c: string) => `工单 ${c} 已分配给您`, newReply: '新回复', markAll: '全部标为已读' },
} as const;

for (const lang of ['en', 'zh'] as const) {
  const T = TEXT[lang];

  describe(`the support desk in the browser (${lang})`, () => {
    let lead: { browser: Browser; page: Page };
    let agentBrowser: Browser;
    let agent: Page;
    const userName = unique(`desk.agent.${lang}.`);
    const password = 'DeskAgent123';
    const subject = unique(`Parcel lost ${lang} `);
    let ticketId = 0;
    let caseNo = '';
    let categoryId = 0;

    before(async () => {
      lead = await signedInBrowser(lang);
      const role = await apiCall<{ id: number }>(lead.page, 'POST', '/resources/permission-roles', {
        roleName: unique('Desk Agent '), description: 'EZEESHIP cases; reads the case settings', dataScope: 'ALL',
        grants: { support: { 'support-ezeeship': 3, 'support-case-settings': 1 } },
      });
      const user = await apiCall<{ id: number; version: number }>(lead.page, 'POST', '/resources/admin-user', {
        userName, firstName: 'Dee', lastName: 'Desk', email: `${userName}@example.com`, password, timeZone: 'UTC',
      });
      await apiCall(lead.page, 'PUT', `/wms-user/admin/user-roles/${user.id}`, { roleIds: [role.id], version: user.version });
      // this flow's own category, and the first rule (the seed's start at 10): its tickets go to this agent (in no zone: always working)
      const category = await apiCall<{ id: number }>(lead.page, 'POST', '/resources/ticket-template', {
        name: unique(`Lost Parcel ${lang} `), status: 1,
        fields: [{ key: 'trackingNo', label: { en: 'Tracking No.', zh: '运单号' }, kind: 'text', required: true }, { key: 'lostOn', label: { en: 'Lost On', zh: '丢失日期' }, kind: 'date' }],
      });
      await apiCall(lead.page, 'POST', '/resources/ticket-assign-rule', { sortOrder: 1, platformSource: 'EZEESHIP', categoryId: category.id, agentIds: [user.id], status: 1 });
      categoryId = category.id;
      agentBrowser = await launch();
      ({ page: agent } = await newPage(agentBrowser, lang));
      await signIn(agent, { username: userName, password });
    });
    after(async () => {
      await lead?.browser.close();
      await agentBrowser?.close();
    });

    it('assigns a new ticket; the agent sees the notification within 2 s, marks it read as it arrives and opens the case', async () => {
      const { page } = lead;
      const categoryName = (await apiCall<{ name: string }>(page, 'GET', `/resources/ticket-template/${categoryId}`)).name;
      await page.goto('/ticket/ticket-create/EZEESHIP');
      await page.getByTestId('ticket-create').waitFor();
      await pickLookup(page, 'clientId', 'Acme Apparel LLC', 'Acme Apparel');
      await pickLookup(page, 'categoryId', categoryName, categoryName.slice(0, 12));
      // the category's own fields appear once it is chosen; a new ticket's status is not asked (it opens)
      const tracking = page.locator('#extra_trackingNo');
      await tracking.waitFor();
      await page.locator('#extra_lostOn').waitFor();
      assert.equal(await page.locator('#status').count(), 0);
      await page.locator('#subject').fill(subject);
      await page.locator('#description').fill('The parcel shows delivered but never arrived.');
      // a required category field is asked for in the form, under its own input
      await page.getByTestId('save-button').click();
      await page.locator('.ant-form-item', { has: tracking }).locator('.ant-form-item-explain-error', { hasText: T.trackingRequired }).waitFor();
      await tracking.fill('1Z999AA10123456784');
      await screenshot(page, `support-create-${lang}`);
      // 02 §7: markAsRead is sent when the push arrives, before anyone opens the case
      const marked = agent.waitForRequest((r) => r.url().includes('-workorder/admin/user/message/markAsRead') && r.method() === 'POST');
      const created = page.waitForResponse((r) => r.url().endsWith('/api/resources/ticket') && r.request().method() === 'POST');
      await page.getByTestId('save-button').click();
      const response = await created;
      assert.equal(response.status(), 201);
      const answered = Date.now();
      ({ id: ticketId, caseNo } = ((await response.json()) as { data: { id: number; caseNo: string } }).data);
      assert.match(caseNo, /^T\d{10}$/);

      const open = agent.getByTestId(`open-case-${ticketId}`);
      await open.waitFor({ timeout: 2000 });
      const seenIn = Date.now() - answered;
      assert.ok(seenIn <= 2000, `notification after ${seenIn} ms`);
      await screenshot(agent, `support-notification-${lang}`);
      const request = await marked;
      assert.equal(new URL(request.url()).searchParams.get('ticketCaseIds'), String(ticketId));
      assert.deepEqual(request.postDataJSON(), { ticketCaseIds: [ticketId] });
      await open.click();
      await agent.waitForURL(`**/ticket/detail/EZEESHIP/${ticketId}`);
      await agent.getByTestId('ticket-conversation').waitFor();
      // the details show the category's field under its label
      await agent.getByTestId('dynamic-values').filter({ hasText: `${lang === 'en' ? 'Tracking No.' : '运单号'}: 1Z999AA10123456784` }).waitFor();
      await (await request.response())?.finished();
      const unread = await apiCall<Array<{ ticketCaseId: number }>>(agent, 'GET', '/support/notices');
      assert.ok(!unread.some((n) => n.ticketCaseId === ticketId), 'the arrived notice is read');
    });

    it('shows why a ticket is unassigned (outside working hours) and offers Assign to me', async () => {
      const { page } = lead;
      // a category whose pool is one agent of a zone that works only the day after tomorrow
      const day = new Date(Date.now() + 2 * 86_400_000);
      const weekday = day.getUTCDay() === 0 ? 7 : day.getUTCDay();
      const sleeperName = unique(`desk.sleeper.${lang}.`);
      const sleeper = await apiCall<{ id: number }>(page, 'POST', '/resources/admin-user', {
        userName: sleeperName, firstName: 'Sam', lastName: 'Sleeper', email: `${sleeperName}@example.com`, password: 'Sleeper12345', timeZone: 'UTC',
      });
      await apiCall(page, 'POST', '/resources/ticket-zone', {
        name: unique(`Later ${lang} `), agentIds: [sleeper.id], timeZone: 'UTC', workDays: [weekday], workStart: '09:00', workEnd: '17:00', status: 1,
      });
      const later = await apiCall<{ id: number }>(page, 'POST', '/resources/ticket-template', { name: unique(`Night Shift ${lang} `), status: 1, fields: [] });
      await apiCall(page, 'POST', '/resources/ticket-assign-rule', { sortOrder: 1, platformSource: 'EZEESHIP', categoryId: later.id, agentIds: [sleeper.id], status: 1 });
      const clients = await apiCall<{ records: Array<{ id: number }> }>(page, 'GET', '/resources/client?pageSize=1');
      const waiting = await apiCall<{ id: number; assigneeId: number | null; unassignedReason: string }>(page, 'POST', '/resources/ticket', {
        platformSource: 'EZEESHIP', clientId: clients.records[0].id, categoryId: later.id, subject: unique('Night parcel '), description: 'Sent at night.', priority: 2,
      });
      assert.deepEqual([waiting.assigneeId, waiting.unassignedReason], [null, 'outsideHours']);

      await page.goto(`/ticket/detail/EZEESHIP/${waiting.id}`);
      const details = page.getByTestId('show-descriptions');
      await details.getByText(T.outsideHours).waitFor();
      await details.getByText(T.whyUnassigned).waitFor();
      await screenshot(page, `support-unassigned-${lang}`);
      const actions = page.getByTestId('show-actions');
      const inline = actions.locator('button', { hasText: new RegExp(`^${T.assignToMe.replace(/\s/g, '\\s*')}$`) });
      if (await inline.count()) await inline.click();
      else {
        await actions.getByTestId('row-more').click();
        await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: T.assignToMe }).click();
      }
      // taken: the reason and the offer go, the assignee is the lead
      await details.getByText(T.outsideHours).waitFor({ state: 'detached' });
      const taken = await apiCall<{ assigneeId: number | null; unassignedReason: string | null }>(page, 'GET', `/resources/ticket/${waiting.id}`);
      assert.deepEqual([taken.assigneeId, taken.unassignedReason], [1, null]);
      assert.equal(await actions.getByText(T.assignToMe).count(), 0);
      await screenshot(page, `support-assigned-to-me-${lang}`);
    });

    it('replies with a reply template, its placeholders filled, and writes an internal note', async () => {
      await agent.getByTestId('reply-template').click();
      await agent.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: T.template }).click();
      const body = agent.getByTestId('reply-body');
      const text = await body.inputValue();
      assert.ok(text.includes(caseNo) && text.includes(userName) && text.includes('Acme Apparel LLC') && text.includes(T.thanks), text);
      await agent.getByTestId('send-reply').click();
      // the toast says what happened, not 'Reply: done'
      await toast(agent, T.replied(caseNo));
      const reply = agent.getByTestId('conversation-reply').filter({ hasText: caseNo });
      await reply.waitFor();
      // the first reply starts the work: Open -> In Progress, told in the timeline
      await agent.getByTestId('conversation-event').first().waitFor();

      await body.fill('Carrier claim opened; waiting for the trace.');
      await agent.getByTestId('send-note').click();
      await toast(agent, T.noted(caseNo));
      await agent.getByTestId('conversation-note').filter({ hasText: 'waiting for the trace' }).waitFor();
      await screenshot(agent, `support-conversation-${lang}`);
      const view = await apiCall<{ messages: Array<{ body: string }> }>(agent, 'GET', `/support/tickets/${ticketId}/client-view`);
      assert.equal(view.messages.length, 1, 'the client sees the reply, never the note');
    });

    it('follows the ticket (My Follow lists it), resolves and reopens it', async () => {
      const action = async (label: string) => {
        await agent.getByTestId('show-actions').getByTestId('row-more').click();
        await agent.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: new RegExp(`^${label}$`) }).click();
      };
      await action(T.follow);
      await toast(agent, T.followed(caseNo));
      await agent.goto('/ticket/follow-list');
      await tableRows(agent).filter({ hasText: caseNo }).waitFor();
      await screenshot(agent, `support-follow-list-${lang}`);
      await tableRows(agent).filter({ hasText: caseNo }).getByTestId('row-show').click();
      await agent.waitForURL(`**/ticket/detail/EZEESHIP/${ticketId}`);
      await agent.getByTestId('ticket-conversation').waitFor();

      await action(T.resolve);
      await toast(agent, T.resolvedCase(caseNo));
      await agent.getByTestId('show-descriptions').getByText(T.resolved, { exact: true }).waitFor();
      await action(T.reopen);
      await agent.getByTestId('show-descriptions').getByText(T.open, { exact: true }).waitFor();
      const t = await apiCall<{ status: number; resolvedAt: string | null }>(agent, 'GET', `/resources/ticket/${ticketId}`);
      assert.deepEqual([t.status, t.resolvedAt], [1, null]);
    });

    it('rings the agent\'s bell on the lead\'s reply: the count rises live, a click opens the case and marks it seen, Mark all as read clears it', async () => {
      await agent.goto('/dashboard');
      const bell = agent.getByTestId('notice-bell');
      assert.equal(await bell.getAttribute('aria-label'), T.bell);
      // the assignment's notice: read as it arrived (markAsRead), not yet seen in the bell
      await agent.locator('[data-testid="notice-bell"][data-unseen="1"]').waitFor();
      const { version } = await apiCall<{ version: number }>(lead.page, 'GET', `/resources/ticket/${ticketId}`);
      await apiCall(lead.page, 'POST', `/resources/ticket/${ticketId}/actions/reply`, { version, body: 'Any news from the carrier?' });
      // pushed: the count rises without a reload
      await agent.locator('[data-testid="notice-bell"][data-unseen="2"]').waitFor();
      assert.equal(await bell.locator('.ant-badge-count').getAttribute('title'), '2');
      await bell.click();
      const items = agent.getByTestId('notice-bell-popup').getByTestId('notice-bell-item');
      await items.nth(1).waitFor();
      const newest = items.first();
      assert.equal(await newest.getAttribute('data-seen'), '0');
      await newest.getByText(T.repliedBy(caseNo)).waitFor();
      await newest.getByText(T.newReply, { exact: true }).waitFor();
      await newest.getByText('EZEESHIP', { exact: true }).waitFor();
      assert.ok((await newest.getByTestId('notice-bell-time').innerText()).trim().length > 0);
      await items.nth(1).getByText(T.assignedTo(caseNo)).waitFor();
      await screenshot(agent, `support-bell-${lang}`);
      // the author is not told of its own reply
      const leads = await apiCall<{ records: Array<{ ticketCaseId: number | null; type: string }> }>(lead.page, 'GET', '/me/ticket-notices');
      assert.ok(!leads.records.some((n) => n.ticketCaseId === ticketId && n.type === 'ADMIN_MSG_WORK_ORDER_REPLY'));

      await newest.click();
      await agent.waitForURL(`**/ticket/detail/EZEESHIP/${ticketId}`);
      await agent.getByTestId('ticket-conversation').waitFor();
      await agent.locator('[data-testid="notice-bell"][data-unseen="1"]').waitFor();
      await bell.click();
      await items.nth(1).waitFor();
      assert.deepEqual([await items.first().getAttribute('data-seen'), await items.nth(1).getAttribute('data-seen')], ['1', '0']);
      await agent.getByTestId('notice-bell-mark-all').filter({ hasText: T.markAll }).click();
      await agent.locator('[data-testid="notice-bell"][data-unseen="0"]').waitFor();
      await agent.locator('[data-testid="notice-bell-item"][data-seen="0"]').first().waitFor({ state: 'detached' });
      assert.equal(await bell.locator('.ant-badge-count').count(), 0);
      assert.equal((await apiCall<{ unseen: number }>(agent, 'GET', '/me/ticket-notices/unseen')).unseen, 0);
      await agent.keyboard.press('Escape');
    });

    it('defines a category\'s extra fields in a table: key, both labels, kind, required, options', async () => {
      const { page } = lead;
      await page.goto('/ticket/ticket-template-list/create');
      await page.locator('#name').fill(unique(`Damaged ${lang} `));
      await page.getByTestId('field-list-add').click();
      await page.getByTestId('field-list-key-0').fill('reason');
      await page.getByTestId('field-list-en-0').fill('Reason');
      await page.getByTestId('field-list-zh-0').fill('原因');
      await page.getByTestId('field-list-kind-0').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: T.choice }).click();
      const options = page.getByTestId('field-list-options-0').locator('input');
      for (const option of ['Crushed', 'Wet']) {
        await options.fill(option);
        await options.press('Enter');
      }
      await page.getByTestId('field-list-required-0').check();
      await screenshot(page, `support-template-fields-${lang}`);
      const created = page.waitForResponse((r) => r.url().endsWith('/api/resources/ticket-template') && r.request().method() === 'POST');
      await page.getByTestId('save-button').click();
      const response = await created;
      assert.equal(response.status(), 201);
      const { fields } = ((await response.json()) as { data: { fields: unknown } }).data;
      assert.deepEqual(fields, [{ key: 'reason', label: { en: 'Reason', zh: '原因' }, kind: 'select', required: true, options: ['Crushed', 'Wet'] }]);
    });
  });
}
