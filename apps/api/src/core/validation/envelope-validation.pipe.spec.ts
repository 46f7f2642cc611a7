import 'reflect-metadata';
import type { ArgumentMetadata } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsString, MaxLength, ValidateNested } from 'class-validator';
import { AppException } from '../envelope/app-exception';
import { AllExceptionsFilter } from '../envelope/exception.filter';
import { Checks } from './checks';
import { EnvelopeValidationPipe } from './envelope-validation.pipe';
import { RefuseUnknownFields } from './refuse-unknown';
import { says } from './says';

const NAME = { en: 'Name', zh: '名称' };
const COUNT = { en: 'Count', zh: '数量' };

class InnerDto {
  @Checks(IsDefined(says('required', { en: 'ZIP', zh: '邮编' })), IsString(says('textInvalid', { en: 'ZIP', zh: '邮编' })))
  zip!: string;
}

class SampleDto {
  @Checks(IsDefined(says('required', NAME)), IsString(says('textInvalid', NAME)), MaxLength(5, says('maxLength', NAME, { max: 5 })))
  name!: string;

  @Checks(IsDefined(says('required', COUNT)), IsInt(says('integerOnly')))
  count!: number;

  @ValidateNested()
  @Type(() => InnerDto)
  inner?: InnerDto;
}

@RefuseUnknownFields()
class StrictDto {
  @Checks(IsDefined(says('required', NAME)))
  name!: string;
}

/** A body argument typed with the class, as Nest hands it to the pipe. */
const bodyOf = (metatype: ArgumentMetadata['metatype']): ArgumentMetadata => ({ type: 'body', metatype });

async function refusal(value: unknown, metatype: ArgumentMetadata['metatype']): Promise<AppException> {
  try {
    await new EnvelopeValidationPipe().transform(value, bodyOf(metatype));
  } catch (error) {
    if (error instanceof AppException) return error;
    throw error;
  }
  throw new Error('accepted');
}

const errorsOf = (e: AppException) => (e.data as { errors: unknown[] }).errors;

describe('EnvelopeValidationPipe', () => {
  it('answers every broken field once, its first check, in both languages and in declaration order', async () => {
    const refused = await refusal({ name: 'far too long', count: 'x' }, SampleDto);
    expect(refused.getStatus()).toBe(400);
    expect(refused.key).toBe('invalidData');
    expect(errorsOf(refused)).toEqual([
      { field: 'name', message: 'Name: Max length 5', zhMessage: '名称：最大长度为 5' },
      { field: 'count', message: 'integer or number only', zhMessage: '只能输入整数或数字' },
    ]);
  });

  it('takes a missing body for an empty one: every required field is named', async () => {
    for (const body of [undefined, null]) {
      expect(errorsOf(await refusal(body, SampleDto))).toEqual([
        { field: 'name', message: 'Name is required', zhMessage: '名称不能为空' },
        { field: 'count', message: 'Count is required', zhMessage: '数量不能为空' },
      ]);
    }
  });

  it('names a nested field by its path; a check of class-validator\'s own answers Invalid Data', async () => {
    expect(errorsOf(await refusal({ name: 'a', count: 1, inner: {} }, SampleDto))).toEqual([
      { field: 'inner.zip', message: 'ZIP is required', zhMessage: '邮编不能为空' },
    ]);
    expect(errorsOf(await refusal({ name: 'a', count: 1, inner: 'text' }, SampleDto))).toEqual([
      { field: 'inner', message: 'Invalid Data', zhMessage: '无效数据' },
    ]);
  });

  it('refuses unknown keys, first, only where the DTO says so; others ignore them', async () => {
    expect(errorsOf(await refusal({ status: 1, other: 2 }, StrictDto))).toEqual([
      { field: 'status', message: 'Unknown field: status', zhMessage: '未知字段：status' },
      { field: 'other', message: 'Unknown field: other', zhMessage: '未知字段：other' },
      { field: 'name', message: 'Name is required', zhMessage: '名称不能为空' },
    ]);
    const loose = await new EnvelopeValidationPipe().transform({ name: 'a', count: 1, extra: true }, bodyOf(SampleDto));
    expect(loose).toBeInstanceOf(SampleDto);
    expect(loose).toMatchObject({ name: 'a', count: 1 });
  });

  it('drops prototype keys before checking, so they are neither applied nor echoed', async () => {
    const body = JSON.parse('{"name": "a", "__proto__": {"polluted": 1}}') as object;
    const checked = await new EnvelopeValidationPipe().transform(body, bodyOf(StrictDto));
    expect(checked).toMatchObject({ name: 'a' });
    expect(({} as { polluted?: number }).polluted).toBeUndefined();
  });

  it('converts nothing implicitly: a number as text stays refused', async () => {
    expect(errorsOf(await refusal({ name: 'a', count: '1' }, SampleDto))).toEqual([
      { field: 'count', message: 'integer or number only', zhMessage: '只能输入整数或数字' },
    ]);
  });

  it('leaves arguments that are not DTOs as they are (the generated resources check theirs)', async () => {
    const body = { anything: [1, 2] };
    await expect(new EnvelopeValidationPipe().transform(body, bodyOf(Object))).resolves.toBe(body);
    await expect(new EnvelopeValidationPipe().transform('7', { type: 'param', metatype: String, data: 'id' })).resolves.toBe('7');
  });

  it('is answered in the envelope headed by the first field\'s message (errorEnvelope)', async () => {
    const { status, body } = new AllExceptionsFilter().toEnvelope(await refusal({ count: 2 }, SampleDto));
    expect(status).toBe(400);
    expect(body).toEqual({
      result: 'ERR', errorCode: 400, message: 'Name is required', zhMessage: '名称不能为空',
      data: { errors: [{ field: 'name', message: 'Name is required', zhMessage: '名称不能为空' }] },
    });
  });
});
