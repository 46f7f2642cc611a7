// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter } from 'axios';

vi.mock('./toast', () => ({ toastError: vi.fn(), toastSuccess: vi.fn(), bindToast: vi.fn() }));
vi.mock('./navigation', () => ({ goToLogin: vi.fn(), bindNavigate: vi.fn() }));

import { http } from './http';
import { dataProvider } from './data-provider';

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

  it('splits more ids than the API takes at once into calls of 100', async () => {
    const seen = answerById();
    const ids = Array.from({ length: 250 }, (_, i) => i + 1);
    const { data } = await dataProvider.getMany!({ resource: 'co-warehouse', ids });
    expect(seen).toHaveLength(3);
    expect(data).toHaveLength(250);
  });
});
