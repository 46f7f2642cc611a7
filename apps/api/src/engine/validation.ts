import {
  Allow, IsBoolean, IsEmail, IsIn, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Matches, Max, MaxLength,
  Min, MinLength, ValidateBy, ValidateIf, ValidationError, validateSync,
} from 'class-validator';
import { FieldError, MessageKey, isDateParam, isMoneyString, parseDateTimeParam, translate } from '@console/contracts';
import { ResourceDef, RuleSpec, normalizeInput, rulesOf, writableFields } from '@console/metadata';
import { badRequest } from '../core/envelope/app-exception';

/**
 * DTO classes built from the metadata and checked with class-validator. Each rule's message is
 * a catalogue key; `toFieldErrors` renders it in both languages with the field's label.
 */
type Mode = 'create' | 'update';
type Decorate = (target: object, key: string) => void;

function decoratorFor(rule: RuleSpec): PropertyDecorator {
  const opts = { message: rule.message };
  switch (rule.type) {
    case 'required': return IsNotEmpty(opts);
    case 'string': return IsString(opts);
    case 'email': return IsEmail({}, opts);
    case 'integer': return IsInt(opts);
    case 'number': return IsNumber({ allowNaN: false, allowInfinity: false }, opts);
    case 'money': return ValidateBy({ name: 'isMoney', validator: { validate: isMoneyString } }, opts);
    case 'oneOf': return IsIn(rule.values, opts);
    case 'boolean': return IsBoolean(opts);
    case 'date': return ValidateBy({ name: 'isDate', validator: { validate: (v) => typeof v === 'string' && isDateParam(v) } }, opts);
    case 'datetime': return ValidateBy({ name: 'isDateTime', validator: { validate: (v) => typeof v === 'string' && parseDateTimeParam(v) !== null } }, opts);
    case 'json': return Allow();
    case 'minLength': return MinLength(rule.value, opts);
    case 'maxLength': return MaxLength(rule.value, opts);
    case 'min':
      return rule.exclusive
        ? ValidateBy({ name: 'gt', validator: { validate: (v) => typeof v === 'number' ? v > rule.value : Number(v) > rule.value } }, opts)
        : Min(rule.value, opts);
    case 'max': return Max(rule.value, opts);
    case 'pattern': return Matches(new RegExp(rule.regex), opts);
  }
}

export interface ResourceDto {
  new (): Record<string, unknown>;
}

export function buildDto(def: ResourceDef, mode: Mode): ResourceDto {
  const Dto = class {} as unknown as ResourceDto;
  Object.defineProperty(Dto, 'name', { value: `${def.name}-${mode}` });
  const proto = Dto.prototype;
  for (const [key, field] of writableFields(def, mode)) {
    const decorate = (d: PropertyDecorator) => (d as Decorate)(proto, key);
    decorate(Allow());
    // A required field with a default may be left out on create: the default fills it.
    if (!field.required || (mode === 'create' && field.default !== undefined)) decorate(IsOptional());
    else if (mode === 'update') decorate(ValidateIf((o: object) => Object.prototype.hasOwnProperty.call(o, key)));
    for (const rule of rulesOf(field)) decorate(decoratorFor(rule));
  }
  if (mode === 'update') {
    (IsInt({ message: 'required' }) as Decorate)(proto, 'version');
    (IsNotEmpty({ message: 'required' }) as Decorate)(proto, 'version');
  }
  return Dto;
}

const VERSION_LABEL = { en: 'Version', zh: '版本' };

/** Validates a body; returns the clean values or throws 400 with every field's problem. */
export function validateBody(def: ResourceDef, Dto: ResourceDto, mode: Mode, body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('invalidData');
  const instance = new Dto();
  for (const [key, value] of Object.entries(body)) {
    const field = def.fields[key];
    let v = field ? normalizeInput(field, value) : value;
    if (v === '' && field && field.kind !== 'text') v = null;
    if (v === '' && field && !field.required) v = null;
    instance[key] = v;
  }
  const errors = validateSync(instance, { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true });
  if (errors.length) {
    const fieldErrors = toFieldErrors(def, errors);
    throw badRequest('invalidData', {}, { errors: fieldErrors });
  }
  return instance;
}

export function toFieldErrors(def: ResourceDef, errors: ValidationError[]): FieldError[] {
  return errors.map((error) => {
    const field = def.fields[error.property];
    const label = field?.label ?? (error.property === 'version' ? VERSION_LABEL : { en: error.property, zh: error.property });
    const [constraint, raw] = Object.entries(error.constraints ?? {})[0] ?? ['unknown', 'invalidData'];
    const key: MessageKey = constraint === 'whitelistValidation' ? 'unknownField' : (raw as MessageKey);
    const bound = field && (key === 'minLength' ? field.minLength : key === 'maxLength' ? field.maxLength : undefined);
    const params = (lang: 'en' | 'zh') => ({
      field: constraint === 'whitelistValidation' ? error.property : label[lang],
      min: bound ?? field?.min ?? 0,
      max: bound ?? field?.max ?? field?.maxLength ?? 255,
    });
    const safeKey: MessageKey = translateable(key) ? key : 'invalidData';
    return { field: error.property, message: translate(safeKey, 'en', params('en')), zhMessage: translate(safeKey, 'zh', params('zh')) };
  });
}

function translateable(key: string): key is MessageKey {
  try {
    translate(key as MessageKey, 'en');
    return true;
  } catch {
    return false;
  }
}
