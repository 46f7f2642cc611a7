import { ValidationPipe } from '@nestjs/common';
import type { ValidationError, ValidatorOptions } from 'class-validator';
import { unknownKeysOf } from './refuse-unknown';
import { sayText } from './says';
import { validationException } from './validation-errors';

/**
 * Nest's ValidationPipe for every handler argument typed with a DTO class (a body, a query):
 * the DTO's class-validator checks, answered in the envelope with each field's first problem in
 * both languages (validation-errors.ts), unknown keys refused where the DTO says so
 * (refuse-unknown.ts). Arguments typed `unknown`, `string` or a plain record are not touched:
 * the generated resources check their bodies by their metadata (engine/validation.ts).
 * The handler gets the DTO instance (transform), values as sent: nothing is converted implicitly.
 */
export class EnvelopeValidationPipe extends ValidationPipe {
  constructor() {
    super({ transform: true, stopAtFirstError: true, forbidUnknownValues: false, exceptionFactory: validationException });
  }

  protected override async validate(object: object, options?: ValidatorOptions): Promise<ValidationError[]> {
    const errors = await super.validate(object, options);
    // Unknown keys first, as the resources' bodies list them (engine/validation.ts validateBody).
    const unknown = unknownKeysOf(object).map((property): ValidationError => ({
      property, children: [], constraints: { unknownField: sayText('unknownField', undefined, { field: property }) },
    }));
    return [...unknown, ...errors];
  }
}
