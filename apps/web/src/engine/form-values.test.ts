import { describe, expect, it } from 'vitest';
import { coWarehouse, featureFlag, landingPageLead, orgGroup, ticket } from '@console/resources';
import dayjs from 'dayjs';
import { createDefaults, formFields, formToApi, recordToForm } from './form-values';

describe('form values <-> API values', () => {
  it('edit shows only editable typed fields', () => {
    expect(formFields(featureFlag, 'create').map(([k]) => k)).toContain('key');
    expect(formFields(featureFlag, 'edit').map(([k]) => k)).not.toContain('key'); // editable: false
    expect(formFields(featureFlag, 'create').map(([k]) => k)).not.toContain('creator'); // auto-filled
  });

  it('dates travel as YYYY-MM-DD and come back as the same day', () => {
    const form = recordToForm(coWarehouse, { startTime: '2024-03-05' });
    expect(dayjs.isDayjs(form.startTime)).toBe(true);
    expect(formToApi(coWarehouse, { ...form, warehouse: 'W' }, 'edit').startTime).toBe('2024-03-05');
  });

  it("datetimes are edited in the user's zone and sent as ISO UTC", () => {
    const form = recordToForm({ ...landingPageLead, fields: { ...landingPageLead.fields, submitTime: { ...landingPageLead.fields.submitTime, auto: undefined } } },
      { submitTime: '2024-03-05T16:30:00.000Z' }, 'Asia/Shanghai');
    expect((form.submitTime as dayjs.Dayjs).format('YYYY-MM-DD HH:mm')).toBe('2024-03-06 00:30');
  });

  it('a ticket is created Open: its status is on the edit form only', () => {
    expect(formFields(ticket, 'create').map(([k]) => k)).not.toContain('status');
    expect(formFields(ticket, 'edit').map(([k]) => k)).toContain('status');
    expect(createDefaults(ticket)).not.toHaveProperty('status');
  });

  it('category fields travel as the object their inputs fill, not as JSON text', () => {
    const form = recordToForm(ticket, { categoryId: 3, extra: { orderNo: 'SO-1', shipped: '2026-11-20' } });
    expect(form.extra).toEqual({ orderNo: 'SO-1', shipped: '2026-11-20' });
    expect(formToApi(ticket, { ...form, extra: { orderNo: 'SO-2', shipped: '2026-11-21' } }, 'edit').extra).toEqual({ orderNo: 'SO-2', shipped: '2026-11-21' });
    // no category chosen, so no inputs: nothing sent on create, the server's default ({}) applies
    expect(formToApi(ticket, { subject: 'x' }, 'create')).not.toHaveProperty('extra');
  });

  it('create leaves out empty optional fields; edit sends them as null', () => {
    expect(formToApi(featureFlag, { key: 'a', description: '' }, 'create')).not.toHaveProperty('description');
    expect(formToApi(featureFlag, { description: '' }, 'edit')).toMatchObject({ description: null });
  });

  it('trims trim fields before sending', () => {
    expect(formToApi(orgGroup, { groupName: '  Beta testers ' }, 'create').groupName).toBe('Beta testers');
  });

  it('integers are typed as text and sent as the number typed, or as the text when it is not one', () => {
    expect(recordToForm(landingPageLead, { freeSpace: 1200 }).freeSpace).toBe('1200');
    const sent = (freeSpace: string) => formToApi(landingPageLead, { freeSpace }, 'edit').freeSpace;
    expect(sent(' 1200 ')).toBe(1200);
    expect(sent('-5')).toBe(-5);
    // Not rounded, not read as a float: the integer rule refuses these with its message.
    expect(sent('-100.5')).toBe('-100.5');
    expect(sent('1e9999')).toBe('1e9999');
    expect(sent('')).toBeNull();
  });

  it('a conditional field is sent only while its condition holds on the form (over the record)', () => {
    expect(formToApi(featureFlag, { toggleStrategy: 4, percentage: '40', orgGroupIds: [1] }, 'edit')).toMatchObject({ percentage: 40, orgGroupIds: null });
    expect(formToApi(featureFlag, { toggleStrategy: 3, percentage: '40', orgGroupIds: [1, 3] }, 'edit')).toMatchObject({ percentage: null, orgGroupIds: [1, 3] });
    const create = formToApi(featureFlag, { key: 'k', toggleStrategy: 2, percentage: '40' }, 'create');
    expect(create).not.toHaveProperty('percentage');
    // The strategy is not among the values (not edited): the loaded record's decides.
    expect(formToApi(featureFlag, { percentage: '5' }, 'edit', undefined, { toggleStrategy: 4 }).percentage).toBe(5);
    expect(formToApi(featureFlag, { toggleStrategy: 3, orgGroupIds: [] }, 'edit').orgGroupIds).toBeNull();
  });

  it('create starts from declared defaults', () => {
    expect(createDefaults(featureFlag)).toMatchObject({ status: 1, toggleStrategy: 2 });
  });
});
