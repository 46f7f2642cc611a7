import { defineResource, enumOf, text } from '@console/metadata';

/**
 * Fulfillment > US Airport (01 §2 `us-airport`): the airports of the United States by IATA
 * code, for air freight. Its table starts with the 832 medium and large airports the migration
 * loads (migrations/reference/data/us-airports.ts: OurAirports, public domain); staff may add
 * and correct airports. Fields beyond the code are the issue's: name, city, state, type.
 */
export const usAirport = defineResource({
  name: 'us-airport',
  table: 'us_airport',
  label: { en: 'US Airport', zh: '美国机场' },
  menu: { group: 'fulfillment', order: 8 },
  permission: { module: 'fulfillment', sub: 'us-airport' },
  actions: ['create', 'edit', 'delete', 'export'],
  import: true,
  titleField: 'code',
  // the first screen at 1280 px shows code, name, city, state; the rest are offered in the column chooser
  listHidden: ['type', 'createTime'],
  fields: {
    code: text({ en: 'Airport Code', zh: '机场代码' }, {
      required: true, maxLength: 3, unique: true, copyable: true, list: true, filter: 'eq', sort: true,
      rules: ['trim'], pattern: { regex: '^[A-Z]{3}$', message: 'iataInvalid' },
      help: { en: 'IATA: three capital letters, e.g. LAX', zh: 'IATA：三位大写字母，例如 LAX' },
    }),
    name: text({ en: 'Name', zh: '名称' }, { required: true, maxLength: 128, list: true, filter: 'contains', sort: true, searchable: true, rules: ['trim'] }),
    city: text({ en: 'City', zh: '城市' }, { required: true, maxLength: 64, list: true, filter: 'contains', sort: true, rules: ['trim'] }),
    state: text({ en: 'State', zh: '州' }, { required: true, maxLength: 2, list: true, filter: 'eq', sort: true, rules: ['trim', 'usState'] }),
    type: enumOf({ en: 'Type', zh: '类型' }, [
      { value: 1, label: { en: 'Large airport', zh: '大型机场' } },
      { value: 2, label: { en: 'Medium airport', zh: '中型机场' } },
      { value: 3, label: { en: 'Small airport', zh: '小型机场' } },
    ], { required: true, default: 2, list: true, filter: 'eq' }),
  },
  defaultSort: { field: 'code', order: 'asc' },
  // No US airport's IATA code starts with Q (the test helpers vary the last two letters).
  sample: { code: 'QZZ', name: 'Test Field', city: 'Testville', state: 'NV', type: 3 },
});
