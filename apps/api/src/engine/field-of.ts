import { applyDecorators } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { kindOf, type FieldDef } from '@console/metadata';
import { encodeTexts } from '../core/validation/says';
import { bodyRulesOf, checkField, fieldError, type Mode } from './validation';

/**
 * A DTO property that is a declared field (a ledger posting's amount, a funding's reference,
 * a profile's first name): checked by the field's own rules (libs/metadata, the ones its web
 * form runs and the resources' bodies are checked by) inside class-validator, with the same
 * message in both languages, cleaned as a resource's body is (trimmed, '' as null), and
 * described in the OpenAPI document by its kind's schema. `update`: it may be left out.
 */
export function FieldOf(field: FieldDef, mode: Mode = 'create'): PropertyDecorator {
  const specs = bodyRulesOf(field);
  const check = (value: unknown) => checkField(field, specs, value, mode);
  const schema = kindOf(field).jsonSchema(field);
  return applyDecorators(
    Transform(({ value }) => {
      const checked = check(value);
      // a broken value stays as sent: the check below answers it
      return checked.broken ? value : checked.value;
    }),
    ValidateBy({
      name: 'fieldRules',
      validator: {
        validate: (value) => !check(value).broken,
        defaultMessage: (args) => encodeTexts(fieldError(args?.property ?? '', field.label, check(args?.value).broken!)),
      },
    }),
    ApiProperty({
      ...schema,
      title: field.label.en,
      ...(field.help ? { description: field.help.en } : {}),
      required: mode === 'create' && Boolean(field.required) && field.default === undefined && !field.visibleWhen,
      ...(field.required ? {} : { nullable: true }),
    } as ApiPropertyOptions),
  );
}
