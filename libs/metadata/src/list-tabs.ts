import { ID_FILTER_KEY, LIST_PAGING_KEYS, decodeFilterParam, encodeFilterParam } from '@console/contracts';
import type { Label, ResourceDef } from './types';
import { isParamValue, kindOf } from './kinds';

/**
 * Filter tabs above a list (ResourceDef.listTabs): each tab a code, a label and a filter in the
 * list query's own language — one value per filtered field, as its `filter` operator reads it
 * (`in`: a list, `between`: [from, to], the others one value) — or a member filter's `me`.
 * `?tab=3` applies tab 3's filter, ANDed with whatever else the query filters; the tab whose
 * code is '' lists everything (All), and an absent or empty parameter means that tab.
 */
export interface ListTabs {
  /** The query parameter holding the chosen code, on the API and in the web page's URL (default 'tab'). */
  param?: string;
  tabs: ReadonlyArray<ListTab>;
}

/** One value of a tab's filter: a field's value, a list of them for `in`, [from, to] for `between`. */
export type ListTabValue = string | number | boolean | ReadonlyArray<string | number>;

export interface ListTab {
  /** What `?tab=` carries: letters, digits and '-', or '' for the tab that filters nothing (All). */
  code: string | number;
  label: Label;
  /** Field (or member filter) -> its value; empty only on the '' tab. */
  filter: Readonly<Record<string, ListTabValue>>;
}

export const DEFAULT_LIST_TAB_PARAM = 'tab';
const CODE = /^[A-Za-z0-9-]{1,32}$/;
const PARAM = /^[a-z][A-Za-z0-9]*$/;
/** Keys the list query already uses for itself (the API reads `asOf` for versioned lists). */
const RESERVED = new Set<string>([...LIST_PAGING_KEYS, ID_FILTER_KEY, 'asOf']);

export function listTabParam(def: Pick<ResourceDef, 'listTabs'>): string {
  return def.listTabs?.param ?? DEFAULT_LIST_TAB_PARAM;
}

/** The tab a query parameter names ('' or absent: the All tab, else none), or undefined when none has that code. */
export function findListTab(def: Pick<ResourceDef, 'listTabs'>, raw: string | undefined): ListTab | undefined {
  const code = raw ?? '';
  return def.listTabs?.tabs.find((t) => String(t.code) === code);
}

/** The web's i18n key of a tab's label (`<name>.listTabs.<key>`): the code, `_all` for ''. */
export function listTabKey(tab: Pick<ListTab, 'code'>): string {
  return tab.code === '' ? '_all' : String(tab.code);
}

/**
 * A tab's filter as list query parameters (`{ status: '1,2' }`), encoded by the contracts'
 * encoder so the API reads them with the same decoder as any filter of the query string.
 */
export function listTabParams(def: ResourceDef, tab: ListTab): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(tab.filter)) {
    const operator = def.fields[key]?.filter;
    const encoded = operator ? encodeFilterParam(operator, value) : String(value);
    if (encoded !== undefined) params[key] = encoded;
  }
  return params;
}

/** What is wrong with a definition's tabs: codes, labels, the parameter's name and each filter. */
export function listTabProblems(def: ResourceDef): string[] {
  const spec = def.listTabs;
  if (!spec) return [];
  const problems: string[] = [];
  const param = listTabParam(def);
  if (!PARAM.test(param)) problems.push(`listTabs: param "${param}" must be a plain camelCase name`);
  if (RESERVED.has(param) || Object.hasOwn(def.fields, param) || def.memberFilters?.[param]) {
    problems.push(`listTabs: param "${param}" is already a parameter of the list (a field, a member filter or paging)`);
  }
  if (spec.tabs.length < 2) problems.push('listTabs: at least two tabs');
  const codes = spec.tabs.map((t) => String(t.code));
  if (new Set(codes).size !== codes.length) problems.push('listTabs: each code once');
  spec.tabs.forEach((tab, i) => {
    const where = `list tab "${String(tab.code)}"`;
    if (!tab.label?.en || !tab.label?.zh) problems.push(`${where}: a label in both languages`);
    if (tab.code === '') {
      if (i !== 0) problems.push(`${where}: the tab that filters nothing (code '') comes first`);
      if (Object.keys(tab.filter).length) problems.push(`${where}: the tab with code '' filters nothing`);
      return;
    }
    if (!CODE.test(String(tab.code))) problems.push(`${where}: a code is letters, digits and '-'`);
    if (!Object.keys(tab.filter).length) problems.push(`${where}: a filter (only the tab with code '' lists everything)`);
    for (const [key, value] of Object.entries(tab.filter)) problems.push(...valueProblems(def, where, key, value));
  });
  return problems;
}

/** One entry of a tab's filter, judged as the API would judge the same query parameter. */
function valueProblems(def: ResourceDef, where: string, key: string, value: ListTabValue): string[] {
  if (def.memberFilters?.[key]) return value === 'me' ? [] : [`${where}: member filter "${key}" takes only 'me'`];
  const field = Object.hasOwn(def.fields, key) ? def.fields[key] : undefined;
  if (!field) return [`${where} filters on "${key}", which is not a field`];
  const operator = field.filter;
  if (!operator) return [`${where} filters on "${key}", which is not a filtered field`];
  const list = Array.isArray(value);
  if (list && operator !== 'in' && operator !== 'between') return [`${where}: "${key}" is filtered with "${operator}", which takes one value, not a list`];
  if (!list && operator === 'between') return [`${where}: "${key}" is filtered with "between", which takes [from, to]`];
  if (list && operator === 'between' && (value as unknown[]).length !== 2) return [`${where}: "${key}" is filtered with "between", which takes [from, to]`];
  const raw = encodeFilterParam(operator, value);
  if (raw === undefined) return [`${where}: "${key}" asks for nothing`];
  const decoded = decodeFilterParam(operator, raw);
  const tokens = !decoded ? [] : decoded.operator === 'in' ? decoded.values
    : decoded.operator === 'between' ? [decoded.from, decoded.to].filter((t): t is string => t !== undefined) : [decoded.value];
  const bad = tokens.filter((token) => operator !== 'contains' && !isParamValue(kindOf(field).parseParam(token, field, 'start')));
  return bad.length ? [`${where}: "${key}" has no value ${bad.map((b) => `"${b}"`).join(', ')}`] : [];
}
