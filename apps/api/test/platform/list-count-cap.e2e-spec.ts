import { LIST_COUNT_CAP } from '@console/contracts';
import { landingPageLead } from '@console/resources';
import { CountCache } from '../../src/engine/count-cache';
import { entitySchemaOf } from '../../src/engine/entity-schema';
import { Harness, bearer, startApi } from '../harness';
import { SAMPLES } from '../samples';

/**
 * A list stops counting at LIST_COUNT_CAP: past it the page says `totalCapped` and the total is the
 * cap (the web shows "More than 10,000 records"); below it the count is exact; an export still
 * counts every row it will write.
 */
describe('list counts stop at their cap', () => {
  let api: Harness;
  let admin: string;
  const beyond = LIST_COUNT_CAP + 25;
  beforeAll(async () => {
    api = await startApi();
    admin = await api.login();
    const sample = SAMPLES['landing-page'].body;
    const rows = Array.from({ length: beyond }, (_v, i) => ({ ...sample, fullName: `Capped ${i}`, email: `capped.${i}@example.com`, companyName: i < 7 ? 'Seven Of Them' : 'The Others', version: 1, createTime: new Date(), updateTime: new Date() }));
    const repo = api.ds.getRepository(entitySchemaOf(landingPageLead));
    for (let i = 0; i < rows.length; i += 500) await repo.insert(rows.slice(i, i + 500));
  });
  afterAll(() => api.close());

  const list = (query: string) => api.http().get(`/api/resources/landing-page?${query}`).set(bearer(admin)).expect(200).then((r) => r.body.data);

  it('answers the cap and totalCapped when more rows match, with the page itself as asked', async () => {
    const page = await list('pageSize=20&curPageNo=3');
    expect(page).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true, curPageNo: 3, pageSize: 20 });
    expect(page.records).toHaveLength(20);
  });

  it('counts exactly below the cap, without totalCapped', async () => {
    const page = await list(`companyName=${encodeURIComponent('Seven Of Them')}`);
    expect(page.total).toBe(7);
    expect(page).not.toHaveProperty('totalCapped');
  });

  it('counts exactly LIST_COUNT_CAP matching rows as exact: the cap is where counting stops, not a limit on rows', async () => {
    expect(await list('fullName=Capped&pageSize=1')).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true });
    const repo = api.ds.getRepository(entitySchemaOf(landingPageLead));
    const past = await repo.find({ where: { companyName: 'The Others' }, order: { id: 'DESC' }, take: beyond - LIST_COUNT_CAP });
    await repo.delete(past.map((r) => (r as { id: number }).id));
    api.app.get(CountCache).invalidate(landingPageLead.name); // deleted behind the engine's back
    const exact = await list('fullName=Capped&pageSize=1');
    expect(exact.total).toBe(LIST_COUNT_CAP);
    expect(exact).not.toHaveProperty('totalCapped');
  });
});
