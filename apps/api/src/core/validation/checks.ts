import { applyDecorators } from '@nestjs/common';
import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isDateParam } from '@console/contracts';

/**
 * The checks of one property, run in the order written: class-validator runs a property's
 * checks in the order they were declared, and TypeScript applies stacked decorators bottom-up,
 * so with `stopAtFirstError` (the pipe's) the first one listed here is the one that answers.
 */
export function Checks(...checks: PropertyDecorator[]): PropertyDecorator {
  return applyDecorators(...checks);
}

/** A record id as JSON sends it: a whole number from 1 up to the largest exact one. */
export function IsRecordId(options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isRecordId', validator: { validate: (value) => isRecordId(value) } }, options);
}

export function isRecordId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** A day as the API takes it: YYYY-MM-DD, a real date. */
export function IsDay(options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isDay', validator: { validate: (value) => typeof value === 'string' && isDateParam(value) } }, options);
}

/** Text with something other than spaces in it. */
export function IsFilledText(options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isFilledText', validator: { validate: (value) => typeof value === 'string' && value.trim() !== '' } }, options);
}

/** The same value as another property of the body (a confirmation). */
export function SameAs(property: string, options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'sameAs', constraints: [property], validator: { validate: (value, args) => value === (args?.object as Record<string, unknown>)[property] } }, options);
}

/** The version a screen read of a record: a whole number from 0, sent back so that a stale write is refused. */
export function IsVersion(options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isVersion', validator: { validate: (value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 } }, options);
}

/** A record id as a query string sends it: 1 to 10 digits, no leading zero. */
export function IsIdText(options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isIdText', validator: { validate: (value) => typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) } }, options);
}
