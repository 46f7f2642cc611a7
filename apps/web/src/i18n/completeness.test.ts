import { describe, expect, it } from 'vitest';
import { MENU_GROUPS, MENU_SECTIONS, MESSAGES, SUB_ROLES } from '@console/contracts';
import { PAGES, RESOURCES } from '@console/resources';
import { en } from './en';
import { zh } from './zh';
import { buildTranslations } from './resource-keys';

import type { Tree } from './base-keys';

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const enKeys = flatten(buildTranslations('en', en, RESOURCES, PAGES));
const zhKeys = flatten(buildTranslations('zh', zh, RESOURCES, PAGES));

describe('i18n completeness', () => {
  it("labels an action input's options and help in both languages (Create Transaction's record type)", () => {
    expect(enKeys.get('balance-entry.options.changeType.8')).toBe('Other');
    expect(zhKeys.get('balance-entry.options.changeType.8')).toBe('其他');
    expect(zhKeys.get('balance-entry.help.amount')).toBe('入账为正，扣款为负');
  });

  it('every English key exists in Chinese, with a text', () => {
    const missing = [...enKeys.keys()].filter((k) => !zhKeys.get(k)?.trim());
    expect(missing).toEqual([]);
  });

  it('Chinese has no key English lacks', () => {
    expect([...zhKeys.keys()].filter((k) => !enKeys.has(k))).toEqual([]);
  });

  it('placeholders match between the languages', () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(',');
    const mismatched = [...enKeys].filter(([k, v]) => names(v) !== names(zhKeys.get(k) ?? ''));
    expect(mismatched).toEqual([]);
  });

  it('covers every resource title, field and option, every menu group and every catalogue message', () => {
    for (const def of RESOURCES) {
      for (const action of ['list', 'create', 'edit', 'show']) expect(enKeys.has(`${def.name}.titles.${action}`)).toBe(true);
      for (const [field, f] of Object.entries(def.fields)) {
        expect(zhKeys.get(`${def.name}.fields.${field}`)).toBe(f.label.zh);
        for (const o of f.options ?? []) expect(zhKeys.get(`${def.name}.options.${field}.${o.value}`)).toBe(o.label.zh);
      }
    }
    for (const page of PAGES) expect(zhKeys.get(`${page.name}.titles.list`)).toBe(page.label.zh);
    for (const group of Object.keys(MENU_GROUPS)) expect(zhKeys.has(`groups.${group}`)).toBe(true);
    for (const section of Object.keys(MENU_SECTIONS)) expect(zhKeys.get(`sections.${section}`)).toBe(MENU_SECTIONS[section as keyof typeof MENU_SECTIONS].zh);
    for (const key of Object.keys(MESSAGES)) expect(zhKeys.has(`messages.${key}`)).toBe(true);
    expect(zhKeys.get('warnWhenUnsavedChanges')).toBe(MESSAGES.unsavedChanges.zh);
    const subs = Object.values(SUB_ROLES).flat();
    expect(subs.filter((sub) => !enKeys.has(`permissions.subs.${sub}`) || !zhKeys.has(`permissions.subs.${sub}`))).toEqual([]);
  });
});
