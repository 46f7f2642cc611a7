import type { ResourceDef } from '@console/metadata';
import { RESOURCES, findResource } from '@console/resources';

/**
 * Every operation of the API, read from its OpenAPI document (GET /api/docs-json) rather than
 * listed by hand, so a new resource or handwritten route is fuzzed without touching the fuzzer:
 * a handwritten route's body and query are its DTO's, as the document describes them.
 */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Operation {
  method: HttpMethod;
  /** The documented path, `{id}`-style parameters and all. */
  path: string;
  /** `POST /api/resources/feature-flag` */
  label: string;
  pathParams: string[];
  /** Values the document shows for a path parameter (`{product}`: ezeeship), tried besides bad ones. */
  pathExamples: Record<string, string[]>;
  queryParams: string[];
  /** Values the document lists or shows for a query parameter (sortField's enum, fee-sheet's examples). */
  queryEnums: Record<string, string[]>;
  takesBody: boolean;
  /** The documented JSON body (a DTO's schema, references resolved), when the document describes one. */
  body?: OpenApiSchema;
  /** Documented without a bearer requirement (sign-in, health). */
  isPublic: boolean;
  /** The generated resource behind it: its routes, or a list alias tagged with its label. */
  resource?: ResourceDef;
}

/** The parts of a JSON schema the fuzzer reads. */
export interface OpenApiSchema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  items?: OpenApiSchema;
}

interface OpenApiParameter {
  name: string;
  in: string;
  schema?: OpenApiSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> };
  security?: unknown[];
  tags?: string[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, OpenApiSchema> };
}

const METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

function resourceOf(path: string, tags: string[]): ResourceDef | undefined {
  const generated = /^\/api\/resources\/([^/]+)/.exec(path);
  if (generated) return findResource(generated[1]);
  return RESOURCES.find((r) => tags.includes(r.label.en));
}

/** A schema with its `$ref`s replaced by what they name, nested ones too (DTOs do not refer to themselves). */
export function resolved(schema: OpenApiSchema, doc: OpenApiDocument): OpenApiSchema {
  const named = schema.$ref ? doc.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')] ?? {} : schema;
  return {
    ...named,
    ...(named.properties ? { properties: Object.fromEntries(Object.entries(named.properties).map(([k, v]) => [k, resolved(v, doc)])) } : {}),
    ...(named.items ? { items: resolved(named.items, doc) } : {}),
  };
}

/** A parameter's documented values: its enum, else its example. */
const documentedValues = (schema: OpenApiSchema | undefined) => (schema?.enum ?? (schema?.example === undefined ? [] : [schema.example])).map(String);

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = op.parameters ?? [];
      const json = op.requestBody?.content?.['application/json'];
      operations.push({
        method,
        path,
        label: `${method.toUpperCase()} ${path}`,
        // From the template: custom actions' `{id}` is not among their documented parameters.
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
        pathExamples: Object.fromEntries(params.filter((p) => p.in === 'path' && documentedValues(p.schema).length).map((p) => [p.name, documentedValues(p.schema)])),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        queryEnums: Object.fromEntries(params.filter((p) => p.in === 'query' && documentedValues(p.schema).length).map((p) => [p.name, documentedValues(p.schema)])),
        // Some bodies are not described (multipart uploads, a few handwritten routes): every POST, PUT and PATCH reads one or ignores it.
        takesBody: op.requestBody !== undefined || method === 'post' || method === 'put' || method === 'patch',
        ...(json?.schema ? { body: resolved(json.schema, doc) } : {}),
        isPublic: !op.security?.length,
        resource: resourceOf(path, op.tags ?? []),
      });
    }
  }
  return operations;
}
