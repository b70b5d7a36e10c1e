/**
 * The operations of an OpenAPI 3.1 document and example values drawn from their schemas, for
 * tests that are driven by the document (openapi-fuzz.test.ts): a new route is covered as
 * soon as it is documented.
 */

/** The subset of JSON Schema the fuzz reads. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  example?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
  example?: unknown;
}

interface Ref {
  $ref?: string;
}

interface OperationObject {
  parameters?: (Parameter & Ref)[];
  requestBody?: Ref & { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown> & { parameters?: (Parameter & Ref)[] }>;
}

export interface Operation {
  /** "POST /v3/proposal/{id}/apply", as the document names it. */
  key: string;
  method: string;
  /** The path template, with its {params}. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: { contentType: string; schema: JsonSchema } | undefined;
  secured: boolean;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/** What a local `$ref` ("#/components/schemas/Offer") points at; anything else as it is. */
export function resolve<T extends Ref>(doc: unknown, value: T): T {
  let current: T = value;
  for (let hops = 0; current.$ref !== undefined; hops += 1) {
    if (hops > 32 || !current.$ref.startsWith('#/')) throw new Error(`cannot resolve ${current.$ref}`);
    let target: unknown = doc;
    for (const part of current.$ref.slice(2).split('/')) {
      const key = part.replaceAll('~1', '/').replaceAll('~0', '~');
      target = typeof target === 'object' && target !== null ? (target as Record<string, unknown>)[key] : undefined;
    }
    if (typeof target !== 'object' || target === null) throw new Error(`dangling $ref ${current.$ref}`);
    current = target as T;
  }
  return current;
}

/** Every operation of the document, in its order. */
export function listOperations(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const raw = item[method] as OperationObject | undefined;
      if (!raw) continue;
      const parameters = [...(item.parameters ?? []), ...(raw.parameters ?? [])].map((parameter) => resolve(doc, parameter));
      const content = raw.requestBody ? (resolve(doc, raw.requestBody).content ?? {}) : {};
      const [contentType, media] = Object.entries(content)[0] ?? [];
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        body: contentType ? { contentType, schema: resolve(doc, media?.schema ?? {}) } : undefined,
        secured: (raw.security ?? []).length > 0,
      });
    }
  }
  return operations;
}

/** Values by property or parameter name, where a schema alone cannot say what a valid one is. */
export type Hints = Record<string, () => unknown>;

/** The types a schema allows, `null` last. */
function typesOf(schema: JsonSchema): string[] {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return [...types.filter((type) => type !== 'null'), ...types.filter((type) => type === 'null')];
}

/**
 * A plausible valid value for `schema`: the hint for `name`, the example, the first enum
 * member, or the smallest value of its type. Objects get their required properties only, or
 * every property with `full` (the fuzz then mutates each one).
 */
export function exampleOf(doc: unknown, input: JsonSchema, name: string, hints: Hints, full = false): unknown {
  const schema = resolve(doc, input);
  const hint = hints[name];
  if (hint) return hint();
  if (schema.example !== undefined) return schema.example;
  const branch = schema.allOf?.[0] ?? schema.anyOf?.find((option) => !typesOf(option).includes('null')) ?? schema.oneOf?.[0];
  if (branch) return exampleOf(doc, branch, name, hints, full);
  const member = schema.enum?.find((value) => value !== null);
  if (member !== undefined) return member;
  const [type] = typesOf(schema);
  switch (type) {
    case 'object': {
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(schema.properties ?? {}).filter(([key]) => full || required.has(key));
      return Object.fromEntries(entries.map(([key, property]) => [key, exampleOf(doc, property, key, hints, full)]));
    }
    case 'array': {
      const item = exampleOf(doc, schema.items ?? {}, `${name}[]`, hints, full);
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
    }
    case 'string':
      return schema.format === 'email' ? 'fuzz@example.com' : 'fuzz'.padEnd(schema.minLength ?? 0, 'z');
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return 'fuzz';
  }
}

/** The path of every property, array item and nested property of `schema`, outermost first. */
export function fieldPaths(doc: unknown, input: JsonSchema, prefix: (string | number)[] = []): (string | number)[][] {
  const schema = resolve(doc, input);
  if (prefix.length > 6) return [];
  const paths: (string | number)[][] = [];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    paths.push([...prefix, key], ...fieldPaths(doc, property, [...prefix, key]));
  }
  if (schema.items && prefix.length > 0) paths.push([...prefix, 0], ...fieldPaths(doc, schema.items, [...prefix, 0]));
  return paths;
}
