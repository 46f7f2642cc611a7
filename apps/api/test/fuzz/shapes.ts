import fc from 'fast-check';
import type { FieldDef } from '@console/metadata';
import { SAMPLES } from '../samples';
import { OperationShape, plausibleFilterValues, plausibleValues } from './generators';
import { schemaValues } from './schema-values';
import type { Operation } from './operations';

/**
 * What the fuzzer feeds each operation: a generated resource's from its definition (which
 * fields a plausible body holds: a create's required fields, an update's version and editable
 * fields; plausible values of their kinds and the test samples' valid records; the list
 * filters), a handwritten route's from its DTO as the OpenAPI document describes it (the body's
 * required and optional properties, their examples, enums and types). A route whose body is not
 * described still gets hostile values and stray keys.
 */
const EXPORT_HINTS: Record<string, string[]> = {
  columns: ['["id"]', '[]', '["password"]', '["__proto__"]'],
  lang: ['"en"', '"zh"', '"fr"'],
};

const QUERY_HINTS: Record<string, string[]> = {
  userMessageId: ['1', '2'],
  queryDayLimit: ['1', '30', '31'],
  receiveType: ['ADMIN'],
  messageType: ['ADMIN_MSG_EXCEL_EXPORT'],
  curPageNo: ['1', '2'],
  pageSize: ['1', '20', '100'],
};

const PAGING: Record<string, string[]> = { curPageNo: ['1', '2', '3'], pageSize: ['1', '20', '100', '1000'] };

const SYSTEM_FIELDS: Record<string, string[]> = {
  id: ['1'], version: ['1', '2', '3'], createTime: ['"2024-01-01T00:00:00.000Z"'], updateTime: ['"2024-01-01T00:00:00.000Z"'],
};

/** Accepted from a client at all: stored or write-only, in the form, not filled by the server. */
const writable = (def: FieldDef) => (def.storage ?? 'column') !== 'computed' && def.storage !== 'serverOnly' && def.form !== false && !def.auto;

function constants(values: string[]): fc.Arbitrary<string> {
  return fc.constantFrom(...values);
}

export function shapeOf(op: Operation): OperationShape {
  const def = op.resource;
  const fields: Record<string, fc.Arbitrary<string>> = {};
  const add = (name: string, arb: fc.Arbitrary<string>) => {
    fields[name] = Object.hasOwn(fields, name) ? fc.oneof(fields[name], arb) : arb;
  };
  for (const [name, values] of Object.entries(SYSTEM_FIELDS)) add(name, constants(values));
  let bodyAlways: string[] = [];
  let bodySometimes: string[] = [];
  if (def) {
    for (const [name, field] of Object.entries(def.fields)) add(name, plausibleValues(field));
    const sample = Object.hasOwn(SAMPLES, def.name) ? SAMPLES[def.name] : undefined;
    for (const [name, value] of Object.entries({ ...sample?.body, ...sample?.change })) add(name, fc.constant(JSON.stringify(value)));
    const writableNames = Object.keys(def.fields).filter((name) => writable(def.fields[name]));
    const item = `/api/resources/${def.name}`;
    if (op.method === 'post' && op.path === item) {
      bodyAlways = writableNames.filter((name) => def.fields[name].required);
      bodySometimes = writableNames.filter((name) => !def.fields[name].required);
    } else if (op.method === 'put' && op.path === `${item}/{id}`) {
      bodyAlways = ['version'];
      bodySometimes = writableNames.filter((name) => def.fields[name].editable !== false);
    } else if (op.path === `${item}/export`) {
      for (const [name, values] of Object.entries(EXPORT_HINTS)) add(name, constants(values));
      bodySometimes = Object.keys(EXPORT_HINTS);
    }
  } else if (op.body) {
    const properties = op.body.properties ?? {};
    for (const [name, schema] of Object.entries(properties)) add(name, constants(schemaValues(schema)));
    bodyAlways = op.body.required ?? [];
    bodySometimes = Object.keys(properties).filter((name) => !bodyAlways.includes(name));
  }

  const queryValues: Record<string, string[]> = { ...(def ? PAGING : QUERY_HINTS), ...op.queryEnums };
  if (def) {
    for (const [name, field] of Object.entries(def.fields)) {
      if (field.filter) queryValues[name] = plausibleFilterValues(field);
    }
  }
  const queryNames = [...new Set([...op.queryParams, ...Object.keys(queryValues)])];
  return { fields, bodyAlways, bodySometimes, queryNames, queryValues };
}
