import type { ValidationError } from 'class-validator';
import { bilingual, type FieldError } from '@console/contracts';
import { AppException, badRequest } from '../envelope/app-exception';
import { decodeTexts } from './says';

/**
 * class-validator's errors as the envelope's `data.errors`: one per field, its first broken
 * check, in both languages; a nested field is named by its path (`fromAddress.zipCode`,
 * `packages.0`). A check of class-validator's own (a nested value that is no object) has only an
 * English text: it answers as the catalogue's 'Invalid Data' for that field.
 */
function fieldErrorsOf(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const first = Object.values(error.constraints ?? {})[0];
    const own: FieldError[] = first === undefined ? [] : [{ field, ...(decodeTexts(first) ?? bilingual('invalidData')) }];
    return [...own, ...fieldErrorsOf(error.children ?? [], field)];
  });
}

/** The pipe's answer: 400 in the envelope, headed by the first field's message (errorEnvelope). */
export function validationException(errors: ValidationError[]): AppException {
  return badRequest('invalidData', {}, { errors: fieldErrorsOf(errors) });
}
