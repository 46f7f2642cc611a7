import type { OpenApiSchema } from './operations';

/**
 * Plausible JSON values (as text) of a documented property, from its schema: its example and
 * enum first, then what its type and format take. A nested object is its properties' first
 * plausible values, so a documented body reaches the code behind its shape checks.
 */
export function schemaValues(schema: OpenApiSchema): string[] {
  const shown = [...(schema.example === undefined ? [] : [schema.example]), ...(schema.enum ?? [])].map((v) => JSON.stringify(v));
  return [...new Set([...shown, ...typeValues(schema)])];
}

function typeValues(schema: OpenApiSchema): string[] {
  switch (schema.type) {
    case 'integer': return ['1', '2', '0'];
    case 'number': return ['1', '12.5'];
    case 'boolean': return ['true', 'false'];
    case 'array': return schema.items ? [`[${schemaValues(schema.items)[0]}]`, '[]'] : ['[]'];
    case 'object': return [objectOf(schema), '{}'];
    case 'string':
      if (schema.format === 'date') return ['"2026-06-15"', '"2026-02-30"'];
      if (schema.format === 'date-time') return ['"2026-06-15T10:00:00.000Z"'];
      return ['"Fuzz"', '""'];
    default: return schema.properties ? [objectOf(schema)] : ['null'];
  }
}

function objectOf(schema: OpenApiSchema): string {
  const entries = Object.entries(schema.properties ?? {}).map(([key, property]) => `${JSON.stringify(key)}:${schemaValues(property)[0]}`);
  return `{${entries.join(',')}}`;
}
