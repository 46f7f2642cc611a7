import { RESOURCES } from '@console/resources';
import { brokenRecordRules, firstBroken, rulesOf } from '@console/metadata';
import { DEMO_ROWS } from './demo-data';

/**
 * The demo seed writes its rows straight into the tables (fast, and with the times it wants),
 * so nothing else checks them: every value must pass its field's rules and every row its
 * record rules, as a create through the API would require.
 */
describe('demo data', () => {
  it.each(Object.keys(DEMO_ROWS))('%s rows pass their definition\'s rules', (name) => {
    const def = RESOURCES.find((r) => r.name === name)!;
    expect(def).toBeDefined();
    const problems: string[] = [];
    DEMO_ROWS[name].forEach((row, i) => {
      for (const [key, field] of Object.entries(def.fields)) {
        if (row[key] === undefined || field.storage === 'computed') continue;
        const broken = firstBroken(rulesOf(field).filter((r) => r.type !== 'required'), row[key] instanceof Date ? (row[key] as Date).toISOString() : row[key]);
        if (broken) problems.push(`row ${i} ${key}=${JSON.stringify(row[key])}: ${broken.message}`);
      }
      for (const e of brokenRecordRules(def.recordRules, def.fields, row)) problems.push(`row ${i}: ${e.message}`);
    });
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('has a believable address book: 2,000 entries, senders and recipients, US and Canada', () => {
    const book = DEMO_ROWS['address-book'];
    expect(book).toHaveLength(2000);
    expect(new Set(book.map((a) => a.type))).toEqual(new Set([1, 2]));
    expect(new Set(book.map((a) => a.countryCode))).toEqual(new Set(['US', 'CA']));
  });
});
