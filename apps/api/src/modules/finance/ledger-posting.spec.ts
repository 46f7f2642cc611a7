import { RESOURCES, balanceEntry, financeAccount } from '@console/resources';
import { entitySchemaOf } from '../../engine/entity-schema';
import { WithMessage } from '../../core/envelope/with-message';
import { admin, appEntities, engineOnSqlite, refusal, type EngineOnSqlite } from '../../../test/unit/engine-on-sqlite';
import { seedAgentAndClient } from '../../../test/unit/domain-rows';
import { BalanceEntryHooks } from './balance-entry.hooks';
import { FundingHooks } from './funding.hooks';
import { LedgerService } from './ledger.service';

describe('ledger postings of the finance hooks', () => {
  let engine: EngineOnSqlite;
  let clientId: number;
  const ada = admin();
  beforeEach(async () => {
    engine = await engineOnSqlite(RESOURCES, appEntities(RESOURCES));
    const ledger = new LedgerService(engine.ds, engine.counts, engine.lock, engine.registry);
    new FundingHooks(engine.hooks, ledger);
    new BalanceEntryHooks(engine.hooks, ledger);
    ({ clientId } = await seedAgentAndClient(engine));
  });
  afterEach(() => engine.close());
  const account = () => engine.ds.getRepository(entitySchemaOf(financeAccount)).findOneByOrFail({ clientId });
  const entries = () => engine.ds.getRepository(entitySchemaOf(balanceEntry)).find({ order: { id: 'ASC' } });
  const message = (answer: unknown) => (answer as WithMessage<unknown>).message;

  it("approves a funding once: one add-funds entry, the account opened and credited", async () => {
    const fundings = engine.service('funding');
    const funding = await fundings.create({ clientId, amount: '500', fundingType: 3, reference: 'WIRE-1' }, ada);
    expect(funding).toMatchObject({ status: 2, amount: '500.0000' });
    expect(message(await fundings.runActionSaying(Number(funding.id), 'approve', ada))).toEqual({ en: '$500.00 added to Acme Apparel LLC', zh: '已为Acme Apparel LLC入账 $500.00' });
    expect(await fundings.get(Number(funding.id), ada)).toMatchObject({ status: 1, decidedBy: 'ada', entryId: 1 });
    expect(await entries()).toEqual([expect.objectContaining({
      seq: 1, recordType: 6, amount: '500.0000', balanceBefore: '0.0000', balanceAfter: '500.0000', availableBalanceAfter: '500.0000',
      sourceType: 'funding', sourceId: String(funding.id), idempotencyKey: `funding:${funding.id}`, recordOperator: 'ada',
    })]);
    expect(await account()).toMatchObject({ totalFunded: '500.0000', balance: '500.0000', available: '500.0000', entryCount: 1 });
    // approved already: the action is no longer offered, and nothing is posted twice
    expect(await refusal(fundings.runAction(Number(funding.id), 'approve', ada))).toMatchObject({ status: 409, key: 'actionNotAllowed' });
    expect(await entries()).toHaveLength(1);
  });

  it('denies a funding with its reason and posts nothing', async () => {
    const fundings = engine.service('funding');
    const funding = await fundings.create({ clientId, amount: '20', fundingType: 3, reference: 'WIRE-2' }, ada);
    await fundings.runAction(Number(funding.id), 'deny', ada, undefined, { reason: 'Not received' });
    expect(await fundings.get(Number(funding.id), ada)).toMatchObject({ status: 3, denyReason: 'Not received', decidedBy: 'ada' });
    expect(await entries()).toEqual([]);
  });

  it("posts Create Transaction from the list once per dialog key, with the balance after", async () => {
    const book = engine.service('balance-entry');
    const funds = await book.runListAction('createTransaction', ada, { clientId, changeType: 6, amount: '80', note: 'Cheque 118' }, 'dlg-1');
    expect(message(funds)).toEqual({ en: '$80.00 posted to Acme Apparel LLC: available balance $80.00', zh: '已为Acme Apparel LLC记入 $80.00，可用余额 $80.00' });
    const fee = await book.runListAction('createTransaction', ada, { clientId, changeType: 8, amount: '-12.5', note: 'Fee' }, 'dlg-2');
    expect(message(fee).en).toBe('-$12.50 posted to Acme Apparel LLC: available balance $67.50');
    const again = await book.runListAction('createTransaction', ada, { clientId, changeType: 8, amount: '-12.5', note: 'Fee' }, 'dlg-2');
    expect((again as WithMessage<{ repeated: boolean; idempotencyKey: string }>).data).toMatchObject({ repeated: true, idempotencyKey: 'manual:dlg-2' });
    expect((await entries()).map((e) => [e.seq, e.amount, e.balanceAfter])).toEqual([[1, '80.0000', '80.0000'], [2, '-12.5000', '67.5000']]);
    expect(await account()).toMatchObject({ totalFunded: '80.0000', totalBilled: '12.5000', balance: '67.5000', available: '67.5000' });
  });
});
