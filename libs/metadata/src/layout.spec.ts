import { defineResource } from './define';
import { enumOf, text } from './fields';
import { groupFields } from './layout';

const base = {
  name: 'probe', table: 'probe', label: { en: 'P', zh: 'P' }, menu: { group: 'tech' as const },
  permission: { module: 'tech' as const, sub: 'feature-flag' }, actions: [], defaultSort: { field: 'id' as const, order: 'asc' as const },
};

describe('layout: sections and tabs', () => {
  const variant = enumOf({ en: 'Variant', zh: '版本' }, [{ value: 1, label: { en: 'Basic', zh: '基础' } }, { value: 2, label: { en: 'Mail', zh: '邮件' } }], { required: true });
  const def = defineResource({
    ...base,
    fields: {
      name: text({ en: 'Name', zh: '名称' }), variant,
      host: text({ en: 'Host', zh: '主机' }, { required: true }), port: text({ en: 'Port', zh: '端口' }), note: text({ en: 'Note', zh: '备注' }),
    },
    layout: {
      style: 'tabs',
      groups: [
        { key: 'mail', label: { en: 'Mail', zh: '邮件' }, fields: ['host', 'port'], visibleWhen: { field: 'variant', in: [2] } },
        { key: 'other', label: { en: 'Other', zh: '其他' }, fields: ['note'] },
      ],
    },
  });

  it('puts unplaced fields first, untitled, then each group in order', () => {
    const entries = Object.entries(def.fields);
    const groups = groupFields(def, entries);
    expect(groups.map((g) => [g.group?.key, g.items.map(([k]) => k)])).toEqual([
      [undefined, ['name', 'variant']], ['mail', ['host', 'port']], ['other', ['note']],
    ]);
    expect(groupFields(def, entries.filter(([k]) => k !== 'note')).map((g) => g.group?.key)).toEqual([undefined, 'mail']);
  });

  it("makes a conditional group's fields conditional, so the server and the screens treat them alike", () => {
    expect(def.fields.host.visibleWhen).toEqual({ field: 'variant', in: [2] });
    expect(def.fields.note.visibleWhen).toBeUndefined();
  });

  it('refuses unknown, repeated and self-dependent fields', () => {
    const attempt = () => defineResource({
      ...base,
      fields: { a: text({ en: 'A', zh: 'A' }), b: text({ en: 'B', zh: 'B' }) },
      layout: { style: 'sections', groups: [
        { key: 'x', label: { en: 'X', zh: 'X' }, fields: ['a', 'zz'] },
        { key: 'x', label: { en: 'Y', zh: 'Y' }, fields: ['a', 'b'], visibleWhen: { field: 'b', in: ['1'] } },
      ] },
    });
    expect(attempt).toThrow('resource probe: layout group "x" names "zz", which is not a field; layout group "x" is declared twice; '
      + 'field "a" is in two layout groups; layout group "x" cannot depend on its own field "b"');
  });

  it('takes a dialog group among sections only, and no other group style', () => {
    const fields = { a: text({ en: 'A', zh: 'A' }), b: text({ en: 'B', zh: 'B' }) };
    const group = { key: 'd', label: { en: 'D', zh: 'D' }, fields: ['a'], style: 'dialog' as const };
    expect(() => defineResource({ ...base, fields, layout: { style: 'sections', groups: [group] } })).not.toThrow();
    expect(() => defineResource({ ...base, fields, layout: { style: 'tabs', groups: [group] } }))
      .toThrow('layout group "d" is a dialog inside tabs; dialogs are for sections');
    expect(() => defineResource({ ...base, fields, layout: { style: 'sections', groups: [{ ...group, style: 'drawer' as never }] } }))
      .toThrow('layout group "d" has an unknown style "drawer"');
  });
});
