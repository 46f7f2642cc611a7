// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter } from 'axios';

vi.mock('./toast', () => ({ toastError: vi.fn(), toastSuccess: vi.fn(), bindToast: vi.fn() }));
vi.mock('./navigation', () => ({ goToLogin: vi.fn(), bindNavigate: vi.fn() }));

import { RESOURCES } from '@console/resources';
import { writableFields } from '@console/metadata';
import { http } from './http';
import { dataProvider } from './data-provider';
import { registerCatalogue } from './catalogue';
import { toastError } from './toast';

/** Answers each list call with the records its ids name, and records the URLs asked for. */
function answerById() {
  const seen: string[] = [];
  http.defaults.adapter = (async (config) => {
    const url = http.getUri(config);
    seen.push(url);
    const ids = new URL(url, 'http://x').searchParams.getAll('id');
    const records = ids.map((id) => ({ id: Number(id), name: `n${id}` }));
    return { status: 200, data: { result: 'OK', data: { records, total: records.length }, message: '', zhMessage: '', errorCode: null }, statusText: '', headers: {}, config };
  }) as AxiosAdapter;
  return seen;
}

describe('the data provider getMany', () => {
  afterEach(() => {
    http.defaults.adapter = undefined;
  });

  it('asks one list call with repeated ids, not one call per id', async () => {
    const seen = answerById();
    const { data } = await dataProvider.getMany!({ resource: 'co-warehouse', ids: [3, 1, 2] });
    expect(seen).toEqual(['/api/resources/co-warehouse?id=3&id=1&id=2&pageSize=3']);
    expect(data.map((r) => r.id)).toEqual([3, 1, 2]);
  });

  it('sends a list\'s own parameters (a filter tab) beside its filters', async () => {
    const seen = answerById();
    await dataProvider.getList({ resource: 'client-order', pagination: { currentPage: 2, pageSize: 20 }, filters: [{ field: 'clientId', operator: 'eq', value: 7 }], meta: { listQuery: { tab: '3' } } });
    expect(seen).toEqual(['/api/resources/client-order?curPageNo=2&pageSize=20&clientId=7&tab=3']);
  });

  it('passes on a total the API stopped counting at its cap, and says nothing of it when exact', async () => {
    const answer = (page: object) => {
      http.defaults.adapter = (async (config) => ({ status: 200, data: { result: 'OK', data: page, message: '', zhMessage: '', errorCode: null }, statusText: '', headers: {}, config })) as AxiosAdapter;
    };
    answer({ records: [{ id: 1 }], total: 10_000, totalCapped: true, curPageNo: 1, pageSize: 20 });
    expect(await dataProvider.getList({ resource: 'client-order' })).toMatchObject({ total: 10_000, totalCapped: true });
    answer({ records: [{ id: 1 }], total: 1, curPageNo: 1, pageSize: 20 });
    expect(await dataProvider.getList({ resource: 'client-order' })).not.toHaveProperty('totalCapped');
  });

  it('splits more ids than the API takes at once into calls of 100', async () => {
    const seen = answerById();
    const ids = Array.from({ length: 250 }, (_, i) => i + 1);
    const { data } = await dataProvider.getMany!({ resource: 'co-warehouse', ids });
    expect(seen).toHaveLength(3);
    expect(data).toHaveLength(250);
  });
});

/** Answers every call with a validation failure of the given fields. */
function failWith(errors: Record<string, string>) {
  http.defaults.adapter = (async (config) => ({
    status: 400,
    data: { result: 'ERROR', data: { errors: Object.entries(errors).map(([field, message]) => ({ field, message, zhMessage: message })) }, message: 'Invalid Data', zhMessage: '', errorCode: 400 },
    statusText: '',
    headers: {},
    config,
  })) as AxiosAdapter;
}

describe('the data provider create and update', () => {
  const def = RESOURCES.find((r) => r.name === 'co-warehouse')!;
  const [formField] = writableFields(def, 'create').map(([key]) => key);

  afterEach(() => {
    http.defaults.adapter = undefined;
    vi.mocked(toastError).mockClear();
  });

  // The form's fields come from a chunk of their own (form-fields.ts), loaded on the first save.
  it("leaves an error of a field on the resource's generated form to that form", async () => {
    registerCatalogue([def]);
    failWith({ [formField]: `${formField} is required` });
    await expect(dataProvider.create({ resource: 'co-warehouse', variables: {} })).rejects.toMatchObject({ statusCode: 400 });
    await expect(dataProvider.update({ resource: 'co-warehouse', id: 1, variables: {} })).rejects.toMatchObject({ statusCode: 400 });
    expect(toastError).not.toHaveBeenCalled();
  });

  it('toasts an error of a field the form does not show', async () => {
    registerCatalogue([def]);
    failWith({ notOnTheForm: 'Not on the form' });
    await expect(dataProvider.create({ resource: 'co-warehouse', variables: {} })).rejects.toMatchObject({ statusCode: 400 });
    expect(toastError).toHaveBeenCalledWith('Not on the form');
  });
});
