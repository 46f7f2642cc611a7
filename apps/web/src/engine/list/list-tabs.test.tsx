import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { RESOURCES } from '@console/resources';
import { toListQuery } from '../../platform/list-query';
import { resourceKeys } from '../../i18n/resource-keys';
import { en } from '../../i18n/en';
import { searchWithTab, tabCodeOf, tabFiltersOf, tabQueryOf, useListTab } from './list-tabs';

const orders = RESOURCES.find((r) => r.name === 'client-order')!;
const plain = RESOURCES.find((r) => r.name === 'feature-flag')!;
const url = (s: string) => new URLSearchParams(s);

/** What the page reads from a URL it is opened on (a reload, Back, a shared link). */
function Probe() {
  const { code, query } = useListTab(orders);
  return <i>{`${code}|${JSON.stringify(query)}`}</i>;
}

describe('list filter tabs in the URL', () => {
  it('read the chosen code from the URL; an absent or unknown one is the first tab (All)', () => {
    expect(tabCodeOf(orders, url('tab=3&currentPage=2'))).toBe('3');
    expect(tabCodeOf(orders, url(''))).toBe('');
    expect(tabCodeOf(orders, url('tab=99'))).toBe('');
    expect(renderToStaticMarkup(<MemoryRouter initialEntries={['/client-order?tab=7&pageSize=20']}><Probe /></MemoryRouter>)).toBe('<i>7|{&quot;tab&quot;:&quot;7&quot;}</i>');
    expect(renderToStaticMarkup(<MemoryRouter initialEntries={['/client-order?tab=x']}><Probe /></MemoryRouter>)).toBe('<i>|{}</i>');
  });

  it('write the chosen code, back to the first page, keeping the other filters, sort and size', () => {
    const before = url('currentPage=4&pageSize=50&filters[0][field]=clientId&filters[0][operator]=eq&filters[0][value]=7&tab=2');
    const after = searchWithTab(orders, before, '4');
    expect(after.get('tab')).toBe('4');
    expect(after.get('currentPage')).toBe('1');
    expect(after.get('pageSize')).toBe('50');
    expect(after.get('filters[0][value]')).toBe('7');
    // All is the list without the parameter
    expect(searchWithTab(orders, after, '').has('tab')).toBe(false);
    expect(before.get('tab')).toBe('2');
  });

  it('send the tab to the API beside the filters, and in an export\'s query; nothing for All or a list without tabs', () => {
    expect(tabQueryOf(orders, '5')).toEqual({ tab: '5' });
    expect(tabQueryOf(orders, '')).toEqual({});
    expect(tabQueryOf(plain, '5')).toEqual({});
    expect(toListQuery({ mode: 'off' }, [], [{ field: 'clientId', operator: 'eq', value: 7 }, ...tabFiltersOf(orders, '6')])).toEqual({ clientId: '7', tab: '6' });
    expect(tabFiltersOf(orders, '')).toEqual([]);
  });

  it('label the tabs from the definition in both languages', () => {
    const keys = (lang: 'en' | 'zh') => resourceKeys(orders, lang, en).listTabs;
    expect(keys('en')).toEqual({ _all: 'All', 2: 'Awaiting', 3: 'Processing', 7: 'Partially Shipped', 4: 'Shipped', 5: 'Delivered', 6: 'Cancelled' });
    expect(keys('zh')).toEqual({ _all: '全部', 2: '待处理', 3: '处理中', 7: '部分发货', 4: '已发货', 5: '已送达', 6: '已取消' });
  });
});
