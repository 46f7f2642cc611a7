import { defineResource, enumOf, text } from '@console/metadata';

/**
 * Fulfillment > US Port (01 §2 `us-port`): the seaports of the United States by UN/LOCODE,
 * for cross-dock and freight orders. Its table starts with the 141 ports the migration loads
 * (migrations/reference/data/us-ports.ts: sea-ports, MIT, UN/LOCODE codes); staff may add
 * and correct ports. Fields beyond the code are the issue's: name, city, state, type.
 */
export const usPort = defineResource({
  name: 'us-port',
  table: 'us_port',
  label: { en: 'US Port', zh: '美国港口' },
  menu: { group: 'fulfillment', order: 7 },
  permission: { module: 'fulfillment', sub: 'us-port' },
  actions: ['create', 'edit', 'delete', 'export'],
  import: true,
  titleField: 'code',
  // the first screen at 1280 px shows code, name, city, state; the rest are offered in the column chooser
  listHidden: ['type', 'createTime'],
  fields: {
    code: text({ en: 'Port Code', zh: '港口代码' }, {
      required: true, maxLength: 5, unique: true, copyable: true, list: true, filter: 'eq', sort: true,
      rules: ['trim'], pattern: { regex: '^US[A-Z0-9]{3}$', message: 'unlocodeInvalid' },
      help: { en: 'UN/LOCODE: US and three letters or digits, e.g. USLAX', zh: 'UN/LOCODE：US 加三位字母或数字，例如 USLAX' },
    }),
    name: text({ en: 'Name', zh: '名称' }, { required: true, maxLength: 128, list: true, filter: 'contains', sort: true, searchable: true, rules: ['trim'] }),
    city: text({ en: 'City', zh: '城市' }, { required: true, maxLength: 64, list: true, filter: 'contains', sort: true, rules: ['trim'] }),
    state: text({ en: 'State', zh: '州' }, { required: true, maxLength: 2, list: true, filter: 'eq', sort: true, rules: ['trim', 'usState'] }),
    type: enumOf({ en: 'Type', zh: '类型' }, [
      { value: 1, label: { en: 'Seaport', zh: '海港' } },
      { value: 2, label: { en: 'River / inland port', zh: '内河/内陆港' } },
    ], { required: true, default: 1, list: true, filter: 'eq' }),
  },
  defaultSort: { field: 'code', order: 'asc' },
  // No US UN/LOCODE starts with USZ (the test helpers vary the last characters of a code).
  sample: { code: 'USZZ1', name: 'Test Harbor', city: 'Testport', state: 'WA', type: 1 },
});
