import { describe, expect, it } from 'vitest';
import { PAGES, RESOURCES } from '@console/resources';
import { interpolate } from '@console/contracts';
import { buildTranslations } from './resource-keys';
import { en } from './en';
import { zh } from './zh';

type Tree = { [key: string]: string | Tree };
const at = (tree: Tree, path: string) => path.split('.').reduce<string | Tree>((node, k) => (node as Tree)[k], tree) as string;

describe("refine's success toasts name the resource by its singular label", () => {
  const enKeys = buildTranslations('en', en, RESOURCES, PAGES) as Tree;
  const zhKeys = buildTranslations('zh', zh, RESOURCES, PAGES) as Tree;

  it("'Successfully created Role', not the menu's 'Roles & Permission', in both languages", () => {
    // refine fills {resource} with `<name>.<name>`.
    expect(interpolate(at(enKeys, 'notifications.createSuccess'), { resource: at(enKeys, 'permission-roles.permission-roles') })).toBe('Successfully created Role');
    expect(interpolate(at(zhKeys, 'notifications.createSuccess'), { resource: at(zhKeys, 'permission-roles.permission-roles') })).toBe('角色创建成功');
    expect(at(enKeys, 'permission-roles.titles.list')).toBe('Roles & Permission');
  });

  it('uses the label when a resource has no singular', () => {
    for (const def of RESOURCES) {
      expect(at(enKeys, `${def.name}.${def.name}`)).toBe((def.singular ?? def.label).en);
      expect(at(zhKeys, `${def.name}.${def.name}`)).toBe((def.singular ?? def.label).zh);
      expect(at(enKeys, `${def.name}.singular`)).toBe((def.singular ?? def.label).en);
    }
  });

  it("names the super-administrator's roles in both languages", () => {
    expect(at(enKeys, 'admin-user.shownAs.roles')).toBe('Super administrator');
    expect(at(zhKeys, 'admin-user.shownAs.roles')).toBe('超级管理员');
  });
});
