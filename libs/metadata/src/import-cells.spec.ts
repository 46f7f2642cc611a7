import { INVALID_CELL, kindOf, file, enumOf, text, date, datetime, money, boolean as yesNoField, fileChoiceProblem, sniffedMatches } from './index';

const ctx = { lang: 'zh' as const, timeZone: 'Asia/Shanghai' };
const read = (field: Parameters<typeof kindOf>[0], cell: string | number | boolean | Date) => kindOf(field).importCell!(cell, field, ctx);

describe('import cells (the kind registry reads back what the export wrote)', () => {
  it('reads labels in either language or the code of an enum, and refuses others', () => {
    const status = enumOf({ en: 'Status', zh: '状态' }, [{ value: 1, label: { en: 'Open', zh: '打开' } }, { value: 2, label: { en: 'Closed', zh: '关闭' } }]);
    expect([read(status, '关闭'), read(status, 'Open'), read(status, 2), read(status, 'x')]).toEqual([2, 1, 2, INVALID_CELL]);
  });

  it('reads dates as exported (MM/DD/YYYY), as API dates, and date cells', () => {
    const d = date({ en: 'D', zh: 'D' });
    expect([read(d, '11/01/2026'), read(d, '2026-11-01'), read(d, new Date(Date.UTC(2026, 10, 1))), read(d, '2026/11/01')])
      .toEqual(['2026-11-01', '2026-11-01', '2026-11-01', INVALID_CELL]);
  });

  it('reads an exported date-time in the user zone back to UTC; an API date-time stays UTC', () => {
    const t = datetime({ en: 'T', zh: 'T' });
    expect(read(t, '11/02/2026 07:30:00')).toBe('2026-11-01 23:30:00');
    expect(read(t, '2026-11-01 23:30:00')).toBe('2026-11-01 23:30:00');
    expect(read(t, 'someday')).toBe(INVALID_CELL);
  });

  it('reads money cells as exact decimal text, and yes/no in both languages', () => {
    const m = money({ en: 'M', zh: 'M' });
    expect([read(m, 2000.0001), read(m, '$1,234.50'), read(m, -12.5)]).toEqual(['2000.0001', '1234.50', '-12.5']);
    const b = yesNoField({ en: 'B', zh: 'B' });
    expect([read(b, '是'), read(b, 'No'), read(b, true), read(b, 'maybe')]).toEqual([true, false, true, INVALID_CELL]);
    expect(read(text({ en: 'X', zh: 'X' }), '  a  ')).toBe('a');
  });

  it('reads a related record as its id, or as its label for the API to look up', () => {
    const wh = { kind: 'relation' as const, label: { en: 'W', zh: 'W' }, relation: { resource: 'co-warehouse', labelField: 'warehouse' } };
    expect([read(wh, 7), read(wh, '7'), read(wh, 'CA-ONTARIO-01')]).toEqual([7, 7, { label: 'CA-ONTARIO-01' }]);
    const roles = { kind: 'json' as const, label: { en: 'R', zh: 'R' }, relation: { resource: 'permission-roles', labelField: 'roleName' } };
    expect([read(roles, '1, Ops'), read(roles, '[1,2]'), read(roles, 3)]).toEqual([[1, { label: 'Ops' }], [1, 2], [3]]);
  });

  it('does not import files (they are uploaded on the form)', () => {
    expect(kindOf(file({ en: 'F', zh: 'F' })).importCell).toBeUndefined();
  });
});

describe('file choices (checked by the web before sending and by the API first)', () => {
  const contract = file({ en: 'Contract', zh: '合同' }, { file: { accept: ['pdf', 'png'], maxFiles: 2, maxBytes: 100 } });
  it('accepts a listed extension whose declared type agrees, within the size', () => {
    expect(fileChoiceProblem(contract, { name: 'a.PDF', size: 10, type: 'application/pdf' })).toBeNull();
    expect(fileChoiceProblem(contract, { name: 'a.pdf', size: 10, type: 'application/octet-stream' })).toBeNull();
  });
  it('refuses other types, disagreeing declared types, empty and oversized files', () => {
    expect(fileChoiceProblem(contract, { name: 'a.exe', size: 10, type: '' })).toBe('fileWrongType');
    expect(fileChoiceProblem(contract, { name: 'a.pdf', size: 10, type: 'image/png' })).toBe('fileWrongType');
    expect(fileChoiceProblem(contract, { name: 'a.pdf', size: 0, type: 'application/pdf' })).toBe('fileEmpty');
    expect(fileChoiceProblem(contract, { name: 'a.pdf', size: 101, type: 'application/pdf' })).toBe('fileTooLarge');
  });
  it('matches the bytes\' type to the extension (old Office files read as cfb)', () => {
    expect([sniffedMatches('a.pdf', 'pdf'), sniffedMatches('a.xls', 'cfb'), sniffedMatches('a.pdf', 'png'), sniffedMatches('a.pdf', undefined)])
      .toEqual([true, true, false, false]);
  });
});
