import { bodyCases, type FuzzBody } from './fuzz-bodies.ts';
import { BAD_PATH_SEGMENTS, BAD_QUERY_VALUES, UNKNOWN_UUID } from './fuzz-values.ts';
import { exampleOf, type Hints, type Operation, type OpenApiDocument } from './openapi-operations.ts';

/** One malformed request of the OpenAPI fuzz (openapi-fuzz.test.ts), before its token is chosen. */
export interface FuzzCase extends FuzzBody {
  /** What is wrong with it, for the failure message. */
  label: string;
  method: string;
  /** Path and query, URL-encoded as sent. */
  url: string;
  /** Sets its own Authorization header: sent once, not once per token. */
  ownAuthorization?: boolean;
}

/** Every request the fuzz sends to `operation`; `hints` supply valid values a schema cannot describe. */
export function fuzzCases(doc: OpenApiDocument, operation: Operation, hints: Hints): FuzzCase[] {
  const segments = Object.fromEntries(
    operation.pathParams.map((param) => [
      param.name,
      encodeURIComponent(String(param.example ?? exampleOf(doc, param.schema ?? {}, param.name, hints))),
    ]),
  );
  const path = (values: Record<string, string>) => operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => values[name] ?? '');
  const basePath = path(segments);
  const baseQuery = operation.queryParams
    .filter((param) => param.required)
    .map((param) => `${param.name}=${encodeURIComponent(String(exampleOf(doc, param.schema ?? {}, param.name, hints)))}`);
  const withQuery = (pathname: string, query: string[]) => (query.length > 0 ? `${pathname}?${query.join('&')}` : pathname);
  const baseUrl = withQuery(basePath, baseQuery);
  const bodies = operation.body ? bodyCases(doc, operation, hints) : [['no body', { headers: {} }] as const];
  const [, baseBody] = bodies[0] ?? ['', { headers: {} }];
  const request = (label: string, url: string, body: FuzzBody, extra: Partial<FuzzCase> = {}): FuzzCase => ({
    label,
    method: operation.method,
    url,
    ...body,
    ...extra,
    headers: { ...body.headers, ...extra.headers },
  });

  const cases: FuzzCase[] = bodies.map(([label, body]) => request(label, baseUrl, body));
  for (const param of operation.pathParams) {
    for (const [label, segment] of BAD_PATH_SEGMENTS) {
      cases.push(request(`path ${param.name} = ${label}`, withQuery(path({ ...segments, [param.name]: segment }), baseQuery), baseBody));
    }
  }
  for (const [label, query] of queryCases(doc, operation, hints, baseQuery)) cases.push(request(label, withQuery(basePath, query), baseBody));
  const forged = `Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.${Buffer.from(JSON.stringify({ sub: UNKNOWN_UUID, token_version: 0, exp: 9e9 })).toString('base64url')}.`;
  const authorizations: [string, string][] = [
    ['Authorization "Bearer" alone', 'Bearer'],
    ['Authorization with a 10 000-character token', `Bearer ${'x'.repeat(10_000)}`],
    ['Authorization Basic', 'Basic Zm9vOmJhcg=='],
    ['Authorization with an unsigned (alg none) token', forged],
  ];
  for (const [label, value] of authorizations) {
    cases.push(request(label, baseUrl, baseBody, { headers: { authorization: value }, ownAuthorization: true }));
  }
  const hostileHeaders = {
    'x-forwarded-for': `' OR 1=1 --, 999.999.999.999, ::ffff:zz, ${'x'.repeat(5_000)}`,
    'x-forwarded-proto': 'javascript',
    'accept-language': "'; DROP TABLE users; --",
    accept: 'text/html',
    cookie: `session=${'x'.repeat(5_000)}`,
    'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
  };
  cases.push(request('hostile headers', baseUrl, baseBody, { headers: hostileHeaders }));
  const declared = new Set(Object.keys(doc.paths[operation.path] ?? {}));
  for (const method of ['delete', 'patch'].filter((name) => !declared.has(name))) {
    cases.push({ ...request(`undeclared method ${method.toUpperCase()}`, baseUrl, baseBody), method: method.toUpperCase() });
  }
  return cases;
}

/** Each query parameter missing, malformed, repeated or nested; plus parameters nobody declared. */
function queryCases(doc: OpenApiDocument, operation: Operation, hints: Hints, baseQuery: string[]): [string, string[]][] {
  const cases: [string, string[]][] = [['unknown query parameters', [...baseQuery, 'unknown=1', '__proto__[is_admin]=1', 'a[b][c]=d']]];
  for (const param of operation.queryParams) {
    const others = baseQuery.filter((pair) => !pair.startsWith(`${param.name}=`));
    const valid = encodeURIComponent(String(exampleOf(doc, param.schema ?? {}, param.name, hints)));
    cases.push([`query ${param.name} missing`, others]);
    for (const [label, value] of BAD_QUERY_VALUES) cases.push([`query ${param.name} = ${label}`, [...others, `${param.name}=${value}`]]);
    cases.push([`query ${param.name} repeated`, [...others, `${param.name}=${valid}`, `${param.name}=abc`]]);
    cases.push([`query ${param.name} as an object`, [...others, `${param.name}[a]=1`]]);
    cases.push([`query ${param.name} without "="`, [...others, param.name]]);
  }
  return cases;
}
