import { describe, expect, it } from 'vitest';
import { coWarehouse, featureFlag, landingPageLead, orgGroup } from '@console/resources';
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

  it('create leaves out empty optional fields; edit sends them as null', () => {
    expect(formToApi(featureFlag, { key: 'a', description: '' }, 'create')).not.toHaveProperty('description');
    expect(formToApi(featureFlag, { description: '' }, 'edit')).toMatchObject({ description: null });
  });

  it('trims trim fields before sending', () => {
    expect(formToApi(orgGroup, { groupName: '  Beta testers ' }, 'create').groupName).toBe('Beta testers');
  });

  it('create starts from declared defaults', () => {
    expect(createDefaults(featureFlag)).toMatchObject({ status: 1, toggleStrategy: 2 });
  });
});
