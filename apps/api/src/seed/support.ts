import { In, type EntityManager } from 'typeorm';
import { MESSAGE_KIND, PRIORITY, TICKET_SOURCES, TICKET_STATUS, adminUser, client, ticket, ticketAssignRule, ticketFollower, ticketMessage, ticketReplyTemplate, ticketTemplate, ticketZone } from '@console/resources';
import { entitySchemaOf } from '../engine/entity-schema';
import { nextCaseNumber } from '../modules/support/case-numbers';
import { assignmentOf } from '../modules/support/support-desk';
import { clocksOnMove, dueOnCreate } from '../modules/support/ticket-clocks';
import type { Row } from '../engine/row';

const HOUR = 3_600_000;

const TEMPLATES = [
  { name: 'Damaged Parcel', description: 'A parcel arrived damaged', fields: [
    { key: 'trackingNo', label: { en: 'Tracking No.', zh: '跟踪号' }, kind: 'text', required: true },
    { key: 'damage', label: { en: 'Damage', zh: '损坏情况' }, kind: 'select', required: true, options: ['Crushed', 'Wet', 'Torn', 'Contents missing'] },
  ] },
  { name: 'Billing Question', description: 'A charge or an invoice', fields: [{ key: 'invoiceNo', label: { en: 'Invoice No.', zh: '账单号' }, kind: 'text', required: true }] },
  { name: 'Missing Inventory', description: 'Stock that does not add up', fields: [
    { key: 'sku', label: { en: 'SKU', zh: 'SKU' }, kind: 'text', required: true },
    { key: 'quantity', label: { en: 'Quantity Missing', zh: '缺少数量' }, kind: 'number', required: true },
    { key: 'countedOn', label: { en: 'Counted On', zh: '盘点日期' }, kind: 'date' },
  ] },
];

const REPLIES = [
  { name: 'Acknowledge', bodyEn: 'Hello {clientName}, thank you for contacting us. Case {caseNo} is with {agentName}; we will reply within one business day.', bodyZh: '{clientName}您好，感谢联系我们。工单 {caseNo} 已由 {agentName} 跟进，我们将在一个工作日内回复。' },
  { name: 'Need Details', bodyEn: 'Hello {clientName}, to look into case {caseNo} we need a photo of the parcel and its label. Regards, {agentName}', bodyZh: '{clientName}您好，为处理工单 {caseNo}，请提供包裹及面单照片。{agentName}' },
  { name: 'Resolved', bodyEn: 'Hello {clientName}, case {caseNo} is resolved. Reply to this message if anything is still wrong. {agentName}', bodyZh: '{clientName}您好，工单 {caseNo} 已解决。如仍有问题请回复本消息。{agentName}' },
];

const SUBJECTS: Array<[string, number, number]> = [
  ['Parcel arrived crushed', 0, PRIORITY.HIGH], ['Charged twice for one label', 1, PRIORITY.URGENT], ['20 units of SKU-1042 missing', 2, PRIORITY.NORMAL],
  ['Label will not print', -1, PRIORITY.NORMAL], ['Invoice total looks wrong', 1, PRIORITY.LOW], ['Wet carton at delivery', 0, PRIORITY.HIGH],
  ['Cannot connect Shopify store', -1, PRIORITY.NORMAL], ['Count differs after cycle count', 2, PRIORITY.HIGH],
];

/**
 * The support desk's demo: three ticket templates, three reply templates, two zones (US West,
 * and everyone else) with hours and service levels, two assignment rules, and 32 tickets over
 * the four sources made by the desk's own code (case numbers, assignment, clocks), with
 * conversations and some resolved. Skipped when any ticket template exists.
 */
export async function seedSupport(em: EntityManager, today = new Date()): Promise<void> {
  if ((await em.getRepository(entitySchemaOf(ticketTemplate)).count()) > 0) return;
  const stamp = (at: Date) => ({ version: 1, createTime: at, updateTime: at });
  const now = today;
  const users = await em.getRepository(entitySchemaOf(adminUser)).find({ where: { userName: In(['support', 'administrator', 'admin']) }, select: { id: true, userName: true } }) as Row[];
  const idOf = (name: string) => Number(users.find((u) => u.userName === name)?.id);
  const support = idOf('support');
  const administrator = idOf('administrator');
  const templateIds: number[] = [];
  for (const t of TEMPLATES) templateIds.push(Number((await em.getRepository(entitySchemaOf(ticketTemplate)).insert({ ...t, status: 1, ...stamp(now) })).identifiers[0].id));
  for (const r of REPLIES) await em.getRepository(entitySchemaOf(ticketReplyTemplate)).insert({ ...r, status: 1, ...stamp(now) });
  const levels = { urgentFirstResponse: 60, urgentResolution: 480, highFirstResponse: 120, highResolution: 960, normalFirstResponse: 240, normalResolution: 1920, lowFirstResponse: 480, lowResolution: 2880 };
  const zones = em.getRepository(entitySchemaOf(ticketZone));
  const west = Number((await zones.insert({
    name: 'US West', regions: ['US-CA', 'US-NV', 'US-AZ', 'US-WA', 'US-OR'], clientIds: [], agentIds: [support], timeZone: 'America/Los_Angeles',
    workDays: [1, 2, 3, 4, 5], workStart: '08:00', workEnd: '17:00', status: 1, ...levels, ...stamp(now),
  })).identifiers[0].id);
  await zones.insert({
    name: 'Everyone Else', regions: ['*'], clientIds: [], agentIds: [support, administrator], timeZone: 'America/New_York',
    workDays: [1, 2, 3, 4, 5, 6], workStart: '08:00', workEnd: '20:00', status: 1, ...levels, ...stamp(now),
  });
  const rules = em.getRepository(entitySchemaOf(ticketAssignRule));
  await rules.insert({ sortOrder: 10, priority: PRIORITY.URGENT, agentIds: [support], status: 1, ...stamp(now) });
  await rules.insert({ sortOrder: 20, zoneId: west, agentIds: [support], status: 1, ...stamp(now) });
  await rules.insert({ sortOrder: 90, agentIds: [support, administrator], status: 1, ...stamp(now) });

  const clients = await em.getRepository(entitySchemaOf(client)).find({ select: { id: true, companyName: true }, order: { id: 'ASC' }, take: 32 }) as Row[];
  for (const [i, owner] of clients.entries()) {
    const [subject, template, priority] = SUBJECTS[i % SUBJECTS.length];
    const createdAt = new Date(now.getTime() - (i * 9 + 2) * HOUR);
    const source = TICKET_SOURCES[i % TICKET_SOURCES.length].value;
    const row: Row = {
      caseNo: await nextCaseNumber(em, createdAt), platformSource: source, clientId: Number(owner.id), categoryId: template < 0 ? null : templateIds[template],
      subject, description: `${subject}. Reported by ${String(owner.companyName)}.`, priority, status: TICKET_STATUS.OPEN, extra: extraOf(template, i),
      relatedType: template === 0 ? 'tracking' : null, relatedNo: template === 0 ? `1Z999AA1${String(10_000_000 + i * 7919)}` : null,
      lastActivityAt: createdAt, ...(await dueOnCreate(em, Number(owner.id), priority, createdAt)), ...stamp(createdAt),
    };
    const picked = await assignmentOf(em, { platformSource: source, categoryId: row.categoryId as number | null, priority, clientId: Number(owner.id) }, createdAt);
    Object.assign(row, { assigneeId: picked.agentId, assignedAt: picked.agentId ? createdAt : null });
    const id = Number((await em.getRepository(entitySchemaOf(ticket)).insert(row)).identifiers[0].id);
    const say = (kind: number, body: string | null, at: Date, author: number | null, event: Row = {}) => em.getRepository(entitySchemaOf(ticketMessage)).insert({
      ticketId: id, platformSource: source, kind, body, authorId: author, authorName: users.find((u) => Number(u.id) === author)?.userName ?? null, ...event, ...stamp(at),
    });
    // the admin follows every fourth ticket (My Follow)
    if (i % 4 === 0) await em.getRepository(entitySchemaOf(ticketFollower)).insert({ ticketId: id, adminUserId: idOf('admin'), platformSource: source, ...stamp(createdAt) });
    // most get a first reply an hour in; every third is resolved, some wait for the client
    if (i % 4 !== 3 && picked.agentId) {
      const replied = new Date(createdAt.getTime() + HOUR);
      await say(MESSAGE_KIND.REPLY, `Hello ${String(owner.companyName)}, we are looking into ${String(row.caseNo)}.`, replied, picked.agentId);
      if (i % 2 === 0) await say(MESSAGE_KIND.NOTE, 'Checked the carrier scan history: no exception recorded.', new Date(replied.getTime() + 600_000), picked.agentId);
      const to = i % 3 === 0 ? TICKET_STATUS.RESOLVED : i % 5 === 1 ? TICKET_STATUS.WAITING : TICKET_STATUS.IN_PROGRESS;
      const moved = { ...row, id, status: TICKET_STATUS.IN_PROGRESS };
      const changes: Row = { status: to, firstRespondedAt: replied, lastActivityAt: replied, ...(to === TICKET_STATUS.IN_PROGRESS ? {} : await clocksOnMove(em, moved, to, new Date(replied.getTime() + HOUR))) };
      await em.getRepository(entitySchemaOf(ticket)).update({ id }, changes);
      await say(MESSAGE_KIND.EVENT, null, replied, picked.agentId, { eventField: 'status', eventFrom: String(TICKET_STATUS.OPEN), eventTo: String(to) });
    }
  }
}

/** The demo values of a template's extra fields. */
function extraOf(template: number, i: number): Row {
  if (template === 0) return { trackingNo: `1Z999AA1${String(10_000_000 + i * 7919)}`, damage: ['Crushed', 'Wet', 'Torn'][i % 3] };
  if (template === 1) return { invoiceNo: `INV-202610-${String(i + 1).padStart(6, '0')}` };
  if (template === 2) return { sku: `SKU-${1000 + i}`, quantity: 5 + (i % 20), countedOn: '2026-11-02' };
  return {};
}
