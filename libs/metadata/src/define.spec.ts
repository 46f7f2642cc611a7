import { defineResource, isFormField, isReturned, isStored, ResourceDefinitionError, setOnceFields, writableFields } from './define';
import { email, enumOf, integer, json, relation, text } from './fields';
import { definePage } from './page';
import { NAMED_PATTERNS, rulesOf } from './rules';
import { tableShape } from './table-shape';

const base = {
  name: 'thing', table: 'thing', label: { en: 'Thing', zh: '东西' }, menu: { group: 'tech' as const },
  permission: { module: 'tech' as const, sub: 'feature-flag' }, actions: ['create' as const],
};

describe('messages a definition gives: a catalogue key or its own words in both languages', () => {
  const own = { en: 'Start with a capital letter', zh: '须以大写字母开头' };

  it('takes either form for a pattern, a duplicate and a refused delete, and checks both', () => {
    const def = defineResource({
      ...base, defaultSort: { field: 'id', order: 'asc' },
      fields: {
        code: text({ en: 'Code', zh: '编码' }, { pattern: { regex: '^[A-Z]', message: own }, unique: true, uniqueMessage: { en: 'Code {field} is taken', zh: '编码{field}已被占用' } }),
        name: text({ en: 'Name', zh: '名称' }, { pattern: { regex: '^[A-Z]', message: 'patternMismatch' } }),
        locked: enumOf({ en: 'Locked', zh: '锁定' }, [{ value: 0, label: { en: 'No', zh: '否' } }]),
      },
      deleteWhen: { field: 'locked', in: [0], message: { en: 'A locked thing stays', zh: '锁定的不能删除' } },
    });
    expect(rulesOf(def.fields.code).find((r) => r.type === 'pattern')!.message).toEqual(own);
    expect(rulesOf(def.fields.name).find((r) => r.type === 'pattern')!.message).toBe('patternMismatch');
    expect(() => defineResource({
      ...base, defaultSort: { field: 'id', order: 'asc' },
      fields: {
        a: text({ en: 'A', zh: 'A' }, { pattern: { regex: '^x', message: { en: 'Only English', zh: '' } } }),
        b: text({ en: 'B', zh: 'B' }, { unique: true, uniqueMessage: 'noSuchKey' as never }),
      },
      deleteWhen: { field: 'a', in: ['x'], message: { en: 'No', zh: ' ' } },
    })).toThrow('field "a": pattern: a message of its own needs both en and zh; field "b": uniqueMessage: message "noSuchKey" is not in the catalogue; deleteWhen: a message of its own needs both en and zh');
  });

  it('checks editWhen as deleteWhen: a field of the resource, a message in both languages', () => {
    const fields = { status: text({ en: 'Status', zh: '状态' }) };
    const sorted = { defaultSort: { field: 'id', order: 'asc' } } as const;
    expect(() => defineResource({ ...base, ...sorted, fields, editWhen: { field: 'state', in: ['draft'] } })).toThrow('editWhen field "state" is not a field');
    expect(() => defineResource({ ...base, ...sorted, fields, editWhen: { field: 'status', in: ['draft'], message: { en: 'Drafts only', zh: '' } } })).toThrow('editWhen: a message of its own needs both en and zh');
    expect(defineResource({ ...base, ...sorted, fields, editWhen: { field: 'status', in: ['draft'] } }).editWhen).toEqual({ field: 'status', in: ['draft'] });
  });
});

describe('defineResource', () => {
  it('accepts a sound definition', () => {
    const def = defineResource({ ...base, fields: { name: text({ en: 'Name', zh: '名称' }, { filter: 'contains' }) }, defaultSort: { field: 'createTime', order: 'desc' } });
    expect(def.name).toBe('thing');
  });

  it('refuses mistakes at start-up, naming each', () => {
    expect(() => defineResource({
      ...base, name: 'Bad Name',
      fields: {
        id: text({ en: 'Id', zh: 'Id' }),
        kind: enumOf({ en: 'Kind', zh: '类型' }, []),
        count: integer({ en: 'Count', zh: '数量' }, { filter: 'contains' }),
        secret: text({ en: 'Secret', zh: '密钥' }, { storage: 'writeOnly', list: true, sort: true }),
      },
      defaultSort: { field: 'nothing' as never, order: 'asc' },
    })).toThrow(new ResourceDefinitionError(
      'resource Bad Name: name "Bad Name" must be kebab-case; defaultSort field "nothing" is not a field; field "id" is managed by the engine; enum field "kind" needs options; field "count": an integer field cannot be filtered with "contains" (it takes eq, in, between, gte, lte); field "secret": only stored fields can be filtered, sorted or indexed; field "secret": writeOnly fields cannot be shown',
    ));
  });

  it('refuses an action that sets an unknown field, from an input it does not ask, or a variant to an unknown tab', () => {
    const fields = { status: text({ en: 'Status', zh: '状态' }) };
    const sorted = { defaultSort: { field: 'id', order: 'asc' } } as const;
    expect(() => defineResource({
      ...base, fields, defaultSort: { field: 'id', order: 'asc' },
      customActions: [{ name: 'close', label: { en: 'Close', zh: '关闭' }, action: 'special', set: { state: 'X', status: { input: 'reason' } } }],
      variants: { summary: { screen: 'show', tab: 'nowhere' } },
    })).toThrow('action "close" sets "state", which is not a field; action "close" sets "status" from input "reason", which it does not ask; variant "summary" opens tab "nowhere", which is not a layout group');
  });

  it('refuses documents with a bad name, an unknown format, a repeated name or no hooks to write them', () => {
    const fields = { name: text({ en: 'Name', zh: '名称' }) };
    const label = { en: 'PDF', zh: 'PDF' };
    expect(() => defineResource({
      ...base, fields, defaultSort: { field: 'createTime', order: 'desc' },
      documents: [{ name: 'Pdf File', label, format: 'pdf' }, { name: 'sheet', label, format: 'csv' as never }, { name: 'sheet', label, format: 'xlsx' }],
    })).toThrow('resource thing: document "Pdf File" must be a plain path segment; document "sheet": format is pdf or xlsx; documents: each name once; documents: the resource\'s hooks write them, so it needs hooks');
    expect(defineResource({ ...base, fields, hooks: 'thing', defaultSort: { field: 'createTime', order: 'desc' }, documents: [{ name: 'pdf', label, format: 'pdf' }] }).documents).toHaveLength(1);
  });

  it('refuses a relation that copies into a field the form does not have', () => {
    const pick = relation({ en: 'Ref', zh: '参考' }, { resource: 'thing', labelField: 'name', copy: { grants: 'nowhere' } });
    expect(() => defineResource({ ...base, fields: { pick }, defaultSort: { field: 'id', order: 'asc' } }))
      .toThrow('relation field "pick" copies into "nowhere", which is not a field');
  });

  it('refuses a label shown by a field the client never receives', () => {
    const shownAs = { when: { field: 'secret', in: [true] }, label: { en: 'Everything', zh: '全部' } };
    expect(() => defineResource({
      ...base,
      fields: { roles: text({ en: 'Roles', zh: '角色' }, { shownAs }), secret: text({ en: 'S', zh: 'S' }, { storage: 'serverOnly' }) },
      defaultSort: { field: 'id', order: 'asc' },
    })).toThrow('field "roles" is shown as a label by "secret", which is not a returned field');
  });

  it('checks a handwritten page: a kebab-case route and a screen', () => {
    const page = { name: 'user-management', label: { en: 'U', zh: 'U' }, menu: { group: 'settings' as const }, permission: { module: 'generalSetting' as const, sub: 'admin-users' }, screen: 'access/x' };
    expect(definePage(page).name).toBe('user-management');
    expect(() => definePage({ ...page, name: 'User Management' })).toThrow(ResourceDefinitionError);
    expect(() => definePage({ ...page, screen: '' })).toThrow('screen is required');
    expect(() => definePage({ ...page, menu: { group: 'tech', section: 'supportCases' } }))
      .toThrow('menu section "supportCases" belongs to group "support", not "tech"');
  });
});

describe('rulesOf: one rule list for the server and the web', () => {
  it('derives rules from kind, bounds and named rules', () => {
    expect(rulesOf(email({ en: 'Email', zh: '邮箱' }, { required: true }))).toEqual([
      { type: 'required', message: 'required' },
      { type: 'string', message: 'textInvalid' },
      { type: 'email', message: 'emailInvalid' },
      { type: 'maxLength', value: 128, message: 'maxLength' },
    ]);
    expect(rulesOf(integer({ en: 'N', zh: 'N' }, { rules: ['positive'], max: 10 }))).toEqual([
      { type: 'integer', message: 'integerOnly' },
      { type: 'min', value: -2147483648, message: 'min' },
      { type: 'max', value: 10, message: 'max' },
      { type: 'min', value: 0, exclusive: true, message: 'positive' },
    ]);
  });

  it('has patterns that match the spec rules', () => {
    const re = (name: keyof typeof NAMED_PATTERNS) => new RegExp(NAMED_PATTERNS[name]!.regex);
    expect(re('adminPassword').test('abcdefg1')).toBe(true);
    expect(re('adminPassword').test('abcdefgh')).toBe(false);
    expect(re('adminPassword').test('1234567a')).toBe(true);
    expect(re('adminPassword').test('abc1')).toBe(false);
    expect(re('password').test('ab_$@%12')).toBe(true);
    expect(re('password').test('abc')).toBe(false);
    expect(re('password').test('a'.repeat(17))).toBe(false);
    expect(re('zip').test('91761')).toBe(true);
    expect(re('zip').test('91761-1234')).toBe(true);
    expect(re('zip').test('9176')).toBe(false);
    expect(re('noComma').test('1 Main St, Apt 2')).toBe(false);
    expect(re('notPurelyNumeric').test('12345')).toBe(false);
    expect(re('notPurelyNumeric').test('123 Main')).toBe(true);
    expect(re('lettersNumbers').test('ONT8')).toBe(true);
    expect(re('lettersNumbers').test('ONT-8')).toBe(false);
  });
});

describe('field storage', () => {
  const f = (storage?: 'column' | 'serverOnly' | 'writeOnly' | 'computed') => text({ en: 'F', zh: 'F' }, { storage });
  it('decides what is stored, returned and typed in', () => {
    expect([undefined, 'serverOnly', 'writeOnly', 'computed'].map((s) => [isStored(f(s as never)), isReturned(f(s as never)), isFormField(f(s as never))]))
      .toEqual([[true, true, true], [true, false, false], [false, false, true], [false, true, false]]);
  });

  it('lists the writable fields of create and update', () => {
    const def = defineResource({
      ...base,
      fields: {
        name: text({ en: 'N', zh: 'N' }, { editable: false }),
        note: text({ en: 'Note', zh: '备注' }),
        by: text({ en: 'By', zh: '由' }, { auto: { onCreate: 'currentUserName' } }),
        hash: f('serverOnly'),
      },
      defaultSort: { field: 'createTime', order: 'desc' },
    });
    expect(writableFields(def, 'create').map(([k]) => k)).toEqual(['name', 'note']);
    expect(writableFields(def, 'update').map(([k]) => k)).toEqual(['note']);
    // set once: on the create form, read-only on the edit form, sent back unchanged at most
    expect(setOnceFields(def).map(([k]) => k)).toEqual(['name']);
  });

  it('leaves a field that is not creatable out of create, and asks it for a default', () => {
    const state = (extra: object) => enumOf({ en: 'State', zh: '状态' }, [{ value: 1, label: { en: 'Open', zh: '打开' } }, { value: 2, label: { en: 'Done', zh: '完成' } }], { creatable: false, ...extra });
    const def = defineResource({ ...base, fields: { name: text({ en: 'N', zh: 'N' }), state: state({ default: 1 }) }, defaultSort: { field: 'createTime', order: 'desc' } });
    expect(writableFields(def, 'create').map(([k]) => k)).toEqual(['name']);
    expect(writableFields(def, 'update').map(([k]) => k)).toEqual(['name', 'state']);
    expect(() => defineResource({ ...base, fields: { state: state({}) }, defaultSort: { field: 'createTime', order: 'desc' } }))
      .toThrow('field "state" is not offered on create, so it needs a default');
  });

  it('reads dynamic fields only into a json field, through a relation field of the resource', () => {
    const fields = (from: { relation: string; field: string }, kind: 'json' | 'text' = 'json') => ({
      categoryId: relation({ en: 'Category', zh: '分类' }, { resource: 'category', labelField: 'name' }),
      note: text({ en: 'Note', zh: '备注' }),
      extra: kind === 'json' ? json({ en: 'Extra', zh: '附加' }, { fieldsFrom: from }) : text({ en: 'Extra', zh: '附加' }, { fieldsFrom: from }),
    });
    expect(defineResource({ ...base, fields: fields({ relation: 'categoryId', field: 'fields' }), defaultSort: { field: 'createTime', order: 'desc' } }).fields.extra.fieldsFrom)
      .toEqual({ relation: 'categoryId', field: 'fields' });
    const problem = 'field "extra": fieldsFrom is for a json field and names a relation field of this resource';
    expect(() => defineResource({ ...base, fields: fields({ relation: 'note', field: 'fields' }), defaultSort: { field: 'createTime', order: 'desc' } })).toThrow(problem);
    expect(() => defineResource({ ...base, fields: fields({ relation: 'categoryId', field: 'fields' }, 'text'), defaultSort: { field: 'createTime', order: 'desc' } })).toThrow(problem);
  });

  it('checks that the fields named unique together are fields, and puts their unique index in the table', () => {
    const base = { name: 'pair-thing', table: 'pair_thing', label: { en: 'P', zh: 'P' }, menu: { group: 'tech' as const }, permission: { module: 'tech' as const, sub: 'feature-flag' }, actions: [] as [], defaultSort: { field: 'id' as const, order: 'asc' as const } };
    expect(() => defineResource({ ...base, fields: { a: text({ en: 'A', zh: 'A' }) }, uniqueTogether: { fields: ['a', 'b' as 'a'], message: 'notUnique' } })).toThrow(/uniqueTogether field "b" is not a field/);
    const def = defineResource({ ...base, fields: { a: text({ en: 'A', zh: 'A' }), b: text({ en: 'B', zh: 'B' }) }, uniqueTogether: { fields: ['a', 'b'], message: 'notUnique' } });
    expect(tableShape(def).indexes).toContainEqual({ name: 'UQ_pair_thing_a_b', keys: ['a', 'b'], columns: ['a', 'b'], unique: true });
  });
});
