import { extraProblems, fillPlaceholders, parseTemplateFields, type TemplateField } from './template-fields';

const ORDER: TemplateField[] = [
  { key: 'orderNo', label: { en: 'Order No.', zh: '订单号' }, kind: 'text', required: true },
  { key: 'cartons', label: { en: 'Cartons', zh: '箱数' }, kind: 'number' },
  { key: 'shipDate', label: { en: 'Ship Date', zh: '发货日期' }, kind: 'date' },
  { key: 'problem', label: { en: 'Problem', zh: '问题' }, kind: 'select', required: true, options: ['Damaged', 'Missing'] },
];

describe('ticket template fields', () => {
  it('accepts a well-formed list and names the first field that is not', () => {
    expect(parseTemplateFields(ORDER)).toEqual({ fields: ORDER });
    expect(parseTemplateFields([])).toEqual({ fields: [] });
    expect(parseTemplateFields({})).toEqual({ problemAt: 0 });
    expect(parseTemplateFields([ORDER[0], { ...ORDER[1], key: 'orderNo' }])).toEqual({ problemAt: 1 });
    expect(parseTemplateFields([{ ...ORDER[3], options: [] }])).toEqual({ problemAt: 0 });
    expect(parseTemplateFields([{ ...ORDER[0], label: { en: 'Order', zh: '' } }])).toEqual({ problemAt: 0 });
    expect(parseTemplateFields([{ ...ORDER[0], kind: 'color' }])).toEqual({ problemAt: 0 });
    expect(parseTemplateFields([{ ...ORDER[0], key: '1st' }])).toEqual({ problemAt: 0 });
  });

  it('checks a ticket\'s values against them', () => {
    expect(extraProblems(ORDER, { orderNo: 'SO-1', cartons: '3', shipDate: '2026-11-20', problem: 'Damaged' })).toEqual([]);
    expect(extraProblems(ORDER, { cartons: 'three', shipDate: '20/11/2026', problem: 'Late', color: 'red' })).toEqual([
      { key: 'color', problem: 'unknown' }, { key: 'orderNo', problem: 'required' }, { key: 'cartons', problem: 'number' },
      { key: 'shipDate', problem: 'date' }, { key: 'problem', problem: 'option' },
    ]);
  });

  it('fills a reply\'s placeholders and leaves unknown ones', () => {
    expect(fillPlaceholders('Hi {clientName}, {caseNo} is with {agentName}. {other}', { clientName: 'Acme', caseNo: 'T2611230001', agentName: 'Ann' }))
      .toBe('Hi Acme, T2611230001 is with Ann. {other}');
  });
});
