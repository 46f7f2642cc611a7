import { defineResource } from './define';
import { integer, money, relation, text } from './fields';
import { hitTitleField, searchFields } from './title-search';

const base = {
  name: 'probe', table: 'probe', label: { en: 'P', zh: 'P' }, menu: { group: 'tech' as const },
  permission: { module: 'tech' as const, sub: 'feature-flag' }, actions: [], defaultSort: { field: 'id' as const, order: 'asc' as const },
};

describe('title search and copy options', () => {
  it('searches the title field first, then the searchable fields, each once', () => {
    const def = defineResource({
      ...base, titleField: 'name',
      fields: {
        name: text({ en: 'Name', zh: '名称' }, { searchable: true }),
        code: text({ en: 'Code', zh: '编码' }, { searchable: true, copyable: true }),
        note: text({ en: 'Note', zh: '备注' }),
      },
    });
    expect(searchFields(def)).toEqual(['name', 'code']);
    expect(hitTitleField(def)).toBe('name');
  });

  it('does not search a title that is not stored text, nor a resource without any', () => {
    const byNumber = defineResource({ ...base, titleField: 'count', fields: { count: integer({ en: 'Count', zh: '数量' }) } });
    expect(searchFields(byNumber)).toEqual([]);
    const none = defineResource({ ...base, fields: { note: text({ en: 'Note', zh: '备注' }) } });
    expect(searchFields(none)).toEqual([]);
  });

  it('refuses a searchable field that is not stored text, and a copy button on a kind without one', () => {
    expect(() => defineResource({ ...base, fields: { amount: money({ en: 'Amount', zh: '金额' }, { searchable: true }) } }))
      .toThrow('field "amount": only stored text fields can be searchable');
    expect(() => defineResource({ ...base, fields: { hint: text({ en: 'Hint', zh: '提示' }, { storage: 'computed', searchable: true }) } }))
      .toThrow('only stored text fields can be searchable');
    expect(() => defineResource({ ...base, fields: { owner: relation({ en: 'Owner', zh: '负责人' }, { resource: 'admin-user', labelField: 'userName' }, { copyable: true }) } }))
      .toThrow('field "owner": a relation field cannot be copyable');
    expect(() => defineResource({ ...base, fields: { secret: text({ en: 'Secret', zh: '密钥' }, { storage: 'writeOnly', copyable: true }) } }))
      .toThrow('a text field cannot be copyable');
    expect(() => defineResource({ ...base, titleField: 'nope' as never, fields: { note: text({ en: 'Note', zh: '备注' }) } }))
      .toThrow('titleField "nope" is not a field');
  });
});
