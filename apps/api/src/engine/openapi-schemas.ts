import { ApiBody, ApiResponse } from '@nestjs/swagger';
import { ResourceDef, isReturned, kindOf, writableFields } from '@console/metadata';

/**
 * OpenAPI request and response schemas of a generated resource, from its metadata: each field's
 * schema is its kind's (the kind registry), described by its label, with required fields and
 * the fields each write accepts. So the docs page shows real bodies and never drifts.
 */
type Schema = Record<string, unknown>;

const SYSTEM: Record<string, Schema> = {
  id: { type: 'integer', minimum: 1 },
  version: { type: 'integer', description: 'Send it back on update and delete: a stale one gets 409' },
  createTime: { type: 'string', format: 'date-time' },
  updateTime: { type: 'string', format: 'date-time' },
};

function fieldSchema(def: ResourceDef, key: string): Schema {
  const field = def.fields[key];
  return { ...kindOf(field).jsonSchema(field), title: field.label.en, ...(field.help ? { description: field.help.en } : {}) };
}

export function recordSchema(def: ResourceDef): Schema {
  const properties: Record<string, Schema> = { ...SYSTEM };
  for (const [key, field] of Object.entries(def.fields)) {
    if (isReturned(field)) properties[key] = { ...fieldSchema(def, key), nullable: !field.required || undefined };
  }
  return { type: 'object', title: def.singular?.en ?? def.label.en, properties };
}

export function bodySchema(def: ResourceDef, mode: 'create' | 'update'): Schema {
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const [key, field] of writableFields(def, mode)) {
    properties[key] = fieldSchema(def, key);
    if (mode === 'create' && field.required && field.default === undefined && !field.visibleWhen) required.push(key);
  }
  if (mode === 'update') {
    properties.version = SYSTEM.version;
    required.push('version');
  }
  return { type: 'object', additionalProperties: false, properties, ...(required.length ? { required } : {}) };
}

/** The envelope every answer travels in, around `data`. */
export function envelope(data: Schema): Schema {
  return {
    type: 'object',
    properties: {
      result: { type: 'string', enum: ['OK', 'NODATA'] }, data, message: { type: 'string' }, zhMessage: { type: 'string' }, errorCode: { type: 'integer' },
    },
  };
}

export function pageSchema(def: ResourceDef): Schema {
  return {
    type: 'object',
    properties: { records: { type: 'array', items: recordSchema(def) }, total: { type: 'integer' }, curPageNo: { type: 'integer' }, pageSize: { type: 'integer' } },
  };
}

export const docsFor = {
  body: (def: ResourceDef, mode: 'create' | 'update') => ApiBody({ schema: bodySchema(def, mode) }),
  record: (def: ResourceDef, status = 200) => ApiResponse({ status, description: 'The record', schema: envelope(recordSchema(def)) }),
  page: (def: ResourceDef) => ApiResponse({ status: 200, description: 'One page of records', schema: envelope(pageSchema(def)) }),
};
