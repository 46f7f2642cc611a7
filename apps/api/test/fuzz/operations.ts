import type { ResourceDef } from '@console/metadata';
import { RESOURCES, findResource } from '@console/resources';

/**
 * Every operation of the API, read from its OpenAPI document (GET /api/docs-json) rather than
 * listed by hand, so a new resource or handwritten route is fuzzed without touching the fuzzer.
 */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Operation {
  method: HttpMethod;
  /** The documented path, `{id}`-style parameters and all. */
  path: string;
  /** `POST /api/resources/feature-flag` */
  label: string;
  pathParams: string[];
  queryParams: string[];
  /** Values the document lists for a query parameter (sortField, sortOrder). */
  queryEnums: Record<string, string[]>;
  takesBody: boolean;
  /** Documented without a bearer requirement (sign-in, health). */
  isPublic: boolean;
  /** The generated resource behind it: its routes, or a list alias tagged with its label. */
  resource?: ResourceDef;
}

interface OpenApiParameter {
  name: string;
  in: string;
  schema?: { enum?: unknown[] };
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: unknown;
  security?: unknown[];
  tags?: string[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

function resourceOf(path: string, tags: string[]): ResourceDef | undefined {
  const generated = /^\/api\/resources\/([^/]+)/.exec(path);
  if (generated) return findResource(generated[1]);
  return RESOURCES.find((r) => tags.includes(r.label.en));
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = op.parameters ?? [];
      operations.push({
        method,
        path,
        label: `${method.toUpperCase()} ${path}`,
        // From the template: custom actions' `{id}` is not among their documented parameters.
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        queryEnums: Object.fromEntries(params.filter((p) => p.in === 'query' && p.schema?.enum).map((p) => [p.name, p.schema!.enum!.map(String)])),
        // The document does not describe request bodies; every POST, PUT and PATCH reads one or ignores it.
        takesBody: op.requestBody !== undefined || method === 'post' || method === 'put' || method === 'patch',
        isPublic: !op.security?.length,
        resource: resourceOf(path, op.tags ?? []),
      });
    }
  }
  return operations;
}

/** Every field name a resource declares, for bodies and filters of handwritten routes too. */
export function allFieldNames(): string[] {
  return [...new Set(RESOURCES.flatMap((r) => Object.keys(r.fields)))];
}
