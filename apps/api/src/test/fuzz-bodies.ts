import { BAD_JSON_VALUES, FAKE_IMAGES, RawJson, TINY_PNG, toJsonText, UNKNOWN_UUID } from './fuzz-values.ts';
import { exampleOf, fieldPaths, type Hints, type Operation, type OpenApiDocument } from './openapi-operations.ts';

/** A request body of the OpenAPI fuzz (openapi-fuzz.test.ts) and its headers. */
export interface FuzzBody {
  body?: string | Uint8Array<ArrayBuffer> | FormData;
  headers: Record<string, string>;
  /**
   * Sent with the valid token only: a body field broken in turn, on an operation that requires
   * signing in. Without a valid token such a route refuses before it reads the body, and the
   * whole-body cases already show that with each token.
   */
  validTokenOnly?: boolean;
}

const JSON_TYPE = 'application/json';
const json = (body: string, type = JSON_TYPE): FuzzBody => ({ body, headers: { 'content-type': type } });
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** The body cases, the valid-looking one first: the others are variations of it. */
export function bodyCases(doc: OpenApiDocument, operation: Operation, hints: Hints): (readonly [string, FuzzBody])[] {
  const schema = operation.body?.schema ?? {};
  const base = exampleOf(doc, schema, 'body', hints);
  const cases: [string, FuzzBody][] = operation.body?.contentType.startsWith('multipart/')
    ? multipartCases(doc, operation, hints)
    : [['valid-looking body', json(toJsonText(base))]];
  const baseText = toJsonText(base);
  cases.push(
    ['no body', { headers: {} }],
    ['no body with a JSON content type', { headers: { 'content-type': JSON_TYPE } }],
    ['empty body', json('')],
    ['broken JSON "{"', json('{')],
    ['broken JSON "{"a":"', json('{"a":')],
    ['JSON then garbage', json(`${baseText}}}`)],
    ['single-quoted JSON', json("{'a': 1}")],
    ['NUL as the body', json('\u0000')],
    ['byte order mark before the JSON', json(`\ufeff${baseText}`)],
    ['invalid UTF-8', { body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), headers: { 'content-type': JSON_TYPE } }],
    ['JSON null', json('null')],
    ['JSON string', json('"abc"')],
    ['JSON number', json('42')],
    ['JSON true', json('true')],
    ['JSON empty array', json('[]')],
    ['an array instead of the object', json(toJsonText([base]))],
    ['empty object', json('{}')],
    ['arrays nested 10 000 deep', json(`${'['.repeat(10_000)}${']'.repeat(10_000)}`)],
    ['objects nested 10 000 deep', json(nestedObjects(10_000))],
    ['100 KB body', json(toJsonText(isObject(base) ? { ...base, padding: 'x'.repeat(100_000) } : 'x'.repeat(100_000)))],
    ['__proto__ at the top', json('{"__proto__":{"is_admin":true},"constructor":{"prototype":{"is_admin":true}}}')],
    ['the JSON as text/plain', json(baseText, 'text/plain')],
    ['the JSON without a content type', { body: baseText, headers: { 'content-type': '' } }],
    ['form-urlencoded', json('a=1&b=%00', 'application/x-www-form-urlencoded')],
    ['multipart garbage', json('--fuzz\r\ngarbage\r\n--fuzz--', 'multipart/form-data; boundary=fuzz')],
    ['multipart without a boundary', json('garbage', 'multipart/form-data')],
    ['JSON in latin1', json(baseText, 'application/json; charset=latin1')],
    ['vendor JSON type', json(baseText, 'application/vnd.api+json')],
    ['garbage content type', json(baseText, ';;;/\u00ff')],
  );
  if (isObject(base)) {
    const known = new Set(Object.keys(schema.properties ?? {}));
    const extra = { is_admin: true, role: 'admin', user_id: UNKNOWN_UUID, balance: 1e9, level: 'gold', created_at: '1970-01-01', unknown: 'x' };
    const unknown = Object.fromEntries(Object.entries(extra).filter(([key]) => !known.has(key)));
    cases.push(['extra unknown properties', json(toJsonText({ ...base, ...unknown }))]);
    const full = exampleOf(doc, schema, 'body', hints, true);
    for (const field of fieldPaths(doc, schema)) {
      for (const [label, value] of BAD_JSON_VALUES) {
        const body = json(toJsonText(replaceAt(base, isObject(full) ? full : {}, field, value)));
        cases.push([`${field.join('.')} = ${label}`, { ...body, validTokenOnly: operation.secured }]);
      }
    }
  }
  return cases;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `base` with the value at `field` replaced, taking the path's containers from `full` when `base` lacks them. */
function replaceAt(base: Record<string, unknown>, full: Record<string, unknown>, field: (string | number)[], value: unknown): unknown {
  const body = structuredClone(base);
  const [top] = field;
  if (top !== undefined && !(top in body)) body[top] = structuredClone(full[top]);
  let target: unknown = body;
  for (const key of field.slice(0, -1)) target = isObject(target) || Array.isArray(target) ? (target as Record<string, unknown>)[key] : undefined;
  const last = field.at(-1);
  if (last !== undefined && (isObject(target) || Array.isArray(target))) (target as Record<string, unknown>)[last] = value;
  return body;
}

/** A multipart body: a valid PNG in each binary field first, then each field broken in turn. */
function multipartCases(doc: OpenApiDocument, operation: Operation, hints: Hints): [string, FuzzBody][] {
  const properties = Object.entries(operation.body?.schema.properties ?? {});
  const form = (replace: (name: string, data: FormData) => boolean): FuzzBody => {
    const data = new FormData();
    for (const [name, schema] of properties) {
      if (replace(name, data)) continue;
      if (schema.format === 'binary') data.append(name, new Blob([TINY_PNG], { type: 'image/png' }), 'foto.png');
      else data.append(name, String(exampleOf(doc, schema, name, hints)));
    }
    return { body: data, headers: {}, validTokenOnly: operation.secured };
  };
  const cases: [string, FuzzBody][] = [['valid-looking multipart body', { ...form(() => false), validTokenOnly: false }]];
  for (const [name, schema] of properties) {
    const file = (label: string, bytes: Iterable<number>, filename = 'foto.png', type = 'image/png'): [string, FuzzBody] => [
      `${name} = ${label}`,
      form((field, data) => field === name && (data.append(name, new Blob([new Uint8Array(bytes)], { type }), filename), true)),
    ];
    const text = (label: string, value: string): [string, FuzzBody] => [
      `${name} = ${label}`,
      form((field, data) => field === name && (data.append(name, value), true)),
    ];
    cases.push([`${name} missing`, form((field) => field === name)]);
    for (const [label, value] of BAD_JSON_VALUES) if (typeof value === 'string') cases.push(text(`text ${label}`, value));
    if (schema.format !== 'binary') continue;
    cases.push(file('empty file', []));
    for (const [label, bytes] of FAKE_IMAGES) cases.push(file(label, bytes));
    cases.push(file('file name with NUL and traversal', TINY_PNG, '../../etc/passwd\u0000.png'));
    cases.push(file('10 000-character file name', TINY_PNG, `${'x'.repeat(10_000)}.png`));
    cases.push(file('content type garbage', TINY_PNG, 'foto.png', ';;;/'));
    cases.push([
      `${name} twice`,
      form((field, data) => field === name && (data.append(name, new Blob([TINY_PNG])), data.append(name, new Blob([TINY_PNG])), true)),
    ]);
    cases.push([`${name} as JSON`, json(toJsonText({ [name]: new RawJson('"iVBORw0KGgo="') }))]);
  }
  return cases;
}
