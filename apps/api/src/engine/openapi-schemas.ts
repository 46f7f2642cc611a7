import { ApiBody, ApiResponse } from '@nestjs/swagger';
import { MAX_BULK_ITEMS, MAX_EXPORT_IDS } from '@console/contracts';
import { ResourceDef, childKey, inlineChildren, isReturned, kindOf, writableFields } from '@console/metadata';

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

function recordSchema(def: ResourceDef): Schema {
  const properties: Record<string, Schema> = { ...SYSTEM };
  for (const [key, field] of Object.entries(def.fields)) {
    if (isReturned(field)) properties[key] = { ...fieldSchema(def, key), nullable: !field.required || undefined };
  }
  for (const child of inlineChildren(def)) properties[childKey(child)] = { type: 'array', title: child.label?.en ?? child.resource, items: { type: 'object' } };
  return { type: 'object', title: def.singular?.en ?? def.label.en, properties };
}

function bodySchema(def: ResourceDef, mode: 'create' | 'update'): Schema {
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const [key, field] of writableFields(def, mode)) {
    properties[key] = fieldSchema(def, key);
    if (mode === 'create' && field.required && field.default === undefined && !field.visibleWhen) required.push(key);
  }
  // Inline child rows: the child's own body (its docs) plus `id` for a stored row.
  for (const child of inlineChildren(def)) {
    properties[childKey(child)] = {
      type: 'array', maxItems: child.inline!.max, title: (child.label?.en ?? child.resource),
      description: `Rows of ${child.resource} (without ${child.foreignKey}); with id: update, without: insert, left out: delete`,
      items: { type: 'object', properties: { id: SYSTEM.id } },
    };
  }
  if (mode === 'update') {
    properties.version = SYSTEM.version;
    required.push('version');
    // the choice an edit may have to carry (save-choice.ts): 409 choiceRequired without it
    if (def.saveChoices) properties.saveChoice = { type: 'string', enum: def.saveChoices.options.map((o) => o.value), description: 'asked by a 409 with data.choiceRequired' };
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

function pageSchema(def: ResourceDef): Schema {
  return {
    type: 'object',
    properties: { records: { type: 'array', items: recordSchema(def) }, total: { type: 'integer' }, curPageNo: { type: 'integer' }, pageSize: { type: 'integer' } },
  };
}

/** The body of a bulk call: the selected records with the version the list read. */
const bulkBodySchema: Schema = {
  type: 'object', additionalProperties: false, required: ['items'],
  properties: {
    items: {
      type: 'array', minItems: 1, maxItems: MAX_BULK_ITEMS,
      items: { type: 'object', required: ['id', 'version'], properties: { id: SYSTEM.id, version: SYSTEM.version } },
    },
  },
};

/** What a bulk call did: the ids done, and each refused record with its single call's status and message. */
const bulkResultSchema: Schema = {
  type: 'object',
  properties: {
    done: { type: 'array', items: { type: 'integer' } },
    refused: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, code: { type: 'integer', description: 'HTTP status of the single call' }, message: { type: 'string' }, zhMessage: { type: 'string' } },
      },
    },
  },
};

const exportBodySchema: Schema = {
  type: 'object',
  properties: {
    columns: { type: 'array', items: { type: 'string' }, description: 'Columns the list can show, each once (default: the list columns)' },
    lang: { type: 'string', enum: ['en', 'zh'] },
    ids: { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 1, maxItems: MAX_EXPORT_IDS, description: 'Export only these records (a selection), still within the filters' },
  },
};

/** One user's preferences of one list (GET/PUT /api/me/list-preferences/{resource}). */
export const listPreferencesSchema: Schema = {
  type: 'object', additionalProperties: false,
  properties: {
    columns: {
      type: 'object', additionalProperties: false,
      properties: {
        order: { type: 'array', items: { type: 'string' }, description: 'Column keys in the order shown' },
        hidden: { type: 'array', items: { type: 'string' } },
        widths: { type: 'object', additionalProperties: { type: 'integer', minimum: 40, maximum: 1200 } },
      },
    },
    views: {
      type: 'array', maxItems: 20,
      items: {
        type: 'object', required: ['name'], additionalProperties: false,
        properties: {
          name: { type: 'string', maxLength: 64 },
          filters: { type: 'object', description: 'Filter values by filterable field' },
          sort: { type: 'object', nullable: true, properties: { field: { type: 'string' }, order: { type: 'string', enum: ['asc', 'desc'] } } },
          isDefault: { type: 'boolean', description: 'At most one view is the default' },
        },
      },
    },
  },
};

export const docsFor = {
  bulk: () => (target: object, key: string | symbol, descriptor: PropertyDescriptor) => {
    ApiBody({ schema: bulkBodySchema })(target, key, descriptor);
    ApiResponse({ status: 200, description: 'Done and refused records', schema: envelope(bulkResultSchema) })(target, key, descriptor);
  },
  exportBody: () => ApiBody({ schema: exportBodySchema }),
  body: (def: ResourceDef, mode: 'create' | 'update') => ApiBody({ schema: bodySchema(def, mode) }),
  record: (def: ResourceDef, status = 200) => ApiResponse({ status, description: 'The record', schema: envelope(recordSchema(def)) }),
  page: (def: ResourceDef) => ApiResponse({ status: 200, description: 'One page of records', schema: envelope(pageSchema(def)) }),
};
