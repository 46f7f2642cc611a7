import { ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN, ADMIN_MSG_WORK_ORDER_REPLY } from '@console/contracts';
import { MESSAGE_KIND, RESOURCES, TICKET_STATUS, ticketMessage } from '@console/resources';
import { entitySchemaOf } from '../../engine/entity-schema';
import { admin, appEntities, engineOnSqlite, type EngineOnSqlite } from '../../../test/unit/engine-on-sqlite';
import { seedAgentAndClient } from '../../../test/unit/domain-rows';
import { TicketHooks } from './ticket.hooks';
import type { TicketNotices } from './ticket-notices';

/** What the hooks told whom, in place of the bell (its push and message log are not these hooks' logic). */
interface Told { agent: string; type: string; caseNo: string }

describe('ticket hooks', () => {
  let engine: EngineOnSqlite;
  let clientId: number;
  let agentId: number;
  let told: Told[];
  const ada = admin({ id: 99, userName: 'ada' });
  beforeEach(async () => {
    engine = await engineOnSqlite(RESOURCES, appEntities(RESOURCES));
    told = [];
    const notices = { send: async (agent: { userName: string }, type: string, t: { caseNo: string }) => { told.push({ agent: agent.userName, type, caseNo: t.caseNo }); } };
    new TicketHooks(engine.hooks, notices as unknown as TicketNotices);
    ({ clientId, agentId } = await seedAgentAndClient(engine));
  });
  afterEach(() => engine.close());
  const tickets = () => engine.service('ticket');
  const open = (over: object = {}) => tickets().create({ platformSource: 'WMS', clientId, subject: 'Parcel arrived damaged', description: 'The carton was crushed.', priority: 2, ...over }, ada);
  const events = async () => (await engine.ds.getRepository(entitySchemaOf(ticketMessage)).find({ order: { id: 'ASC' } }))
    .map((m) => [m.kind, m.eventField ?? m.body, m.eventFrom ?? null, m.eventTo ?? null]);
  /** After-commit work runs once the write's promise settled: give it its turn. */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

  it("numbers a ticket by its day, opens it and tells the agent it names once it commits", async () => {
    const first = await open({ assigneeId: agentId });
    const second = await open({ assigneeId: agentId });
    expect(first.caseNo).toMatch(/^T\d{6}0001$/);
    expect(String(second.caseNo).slice(0, 7)).toBe(String(first.caseNo).slice(0, 7));
    expect(String(second.caseNo).slice(-4)).toBe('0002');
    expect(first).toMatchObject({ status: TICKET_STATUS.OPEN, assigneeId: agentId, unassignedReason: null, followed: 0 });
    expect(first.assignedAt).toBeInstanceOf(Date);
    await settled();
    expect(told).toEqual([
      { agent: 'agent', type: ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN, caseNo: first.caseNo },
      { agent: 'agent', type: ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN, caseNo: second.caseNo },
    ]);
  });

  it('writes each tracked change of an edit as an event of the conversation', async () => {
    const ticket = await open();
    await tickets().update(Number(ticket.id), { priority: 4, version: ticket.version }, ada);
    expect(await events()).toEqual([[MESSAGE_KIND.EVENT, 'priority', '2', '4']]);
  });

  it("a reply starts the work and tells the assignee, not its author; follow and resolve", async () => {
    const ticket = await open({ assigneeId: agentId });
    const id = Number(ticket.id);
    await settled();
    told = [];
    await tickets().runAction(id, 'reply', ada, undefined, { body: 'We are on it.' });
    await settled();
    expect(told).toEqual([{ agent: 'agent', type: ADMIN_MSG_WORK_ORDER_REPLY, caseNo: ticket.caseNo }]);
    const replied = await tickets().get(id, ada);
    expect(replied).toMatchObject({ status: TICKET_STATUS.IN_PROGRESS });
    expect(replied.firstRespondedAt).toBeInstanceOf(Date);
    await tickets().runAction(id, 'follow', ada);
    expect(await tickets().get(id, ada)).toMatchObject({ followed: 1 });
    await tickets().runAction(id, 'resolve', ada);
    expect(await tickets().get(id, ada)).toMatchObject({ status: TICKET_STATUS.RESOLVED, followed: 1 });
    expect(await events()).toEqual([
      [MESSAGE_KIND.REPLY, 'We are on it.', null, null],
      [MESSAGE_KIND.EVENT, 'status', String(TICKET_STATUS.OPEN), String(TICKET_STATUS.IN_PROGRESS)],
      [MESSAGE_KIND.EVENT, 'status', String(TICKET_STATUS.IN_PROGRESS), String(TICKET_STATUS.RESOLVED)],
    ]);
  });
});
