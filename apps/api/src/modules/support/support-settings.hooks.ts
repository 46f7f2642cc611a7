import { Injectable } from '@nestjs/common';
import { bilingual } from '@console/contracts';
import { hoursProblem, parseTemplateFields } from '@console/support';
import { ticketTemplate, ticketZone } from '@console/resources';
import { AppException } from '../../core/envelope/app-exception';
import { HookRegistry, defineHooks } from '../../engine/hooks';
import { hoursOf } from './support-desk';
import type { Row } from '../../engine/row';

const REGION = /^(\*|[A-Z]{2}(-[A-Z0-9]{1,3})?)$/;

/** The template's extra fields as libs/support reads them; the first bad one named under the field. */
function checkTemplateFields(value: unknown): void {
  const parsed = parseTemplateFields(value);
  if ('fields' in parsed) return;
  const params = { en: { index: parsed.problemAt + 1 }, zh: { index: parsed.problemAt + 1 } };
  throw new AppException(400, 'templateFieldsInvalid', params, { errors: [{ field: 'fields', ...bilingual('templateFieldsInvalid', params) }] });
}

/** A zone's hours (libs/support `hoursProblem`) and regions ('US', 'US-CA'), upper-cased. */
function checkZone(next: Row, changes: Row): void {
  const problem = hoursProblem(hoursOf(next));
  if (problem) {
    const field = problem === 'timeZone' ? 'timeZone' : problem === 'days' ? 'workDays' : 'workEnd';
    throw new AppException(400, 'zoneHoursInvalid', {}, { errors: [{ field, ...bilingual('zoneHoursInvalid') }] });
  }
  if ('regions' in changes) {
    const regions = ((changes.regions as unknown[]) ?? []).map((r) => String(r).trim().toUpperCase());
    if (regions.some((r) => !REGION.test(r))) throw new AppException(400, 'invalidData', {}, { errors: [{ field: 'regions', ...bilingual('invalidData') }] });
    changes.regions = [...new Set(regions)];
  }
}

/** Ticket templates' extra fields and zones' working hours, checked beyond their fields' own rules. */
@Injectable()
export class SupportSettingsHooks {
  constructor(registry: HookRegistry) {
    registry.register(defineHooks(ticketTemplate, {
      beforeCreate: (row) => checkTemplateFields(row.fields),
      beforeUpdate: (_current, changes) => { if ('fields' in changes) checkTemplateFields(changes.fields); },
    }));
    registry.register(defineHooks(ticketZone, {
      beforeCreate: (row) => checkZone(row as Row, row as Row),
      beforeUpdate: (current, changes) => checkZone({ ...current, ...changes } as Row, changes as Row),
    }));
  }
}
