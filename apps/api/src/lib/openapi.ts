import { apiErrorBodySchema, toWireSchema } from '@ma/api-client/schemas';
import type { ErrorCode } from '@ma/domain';
import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import { requireAuth } from '../auth/require-auth.ts';
import { isUuid } from './ids.ts';

export const BEARER_SCHEME = 'Bearer';
export const bearerSecurity = [{ [BEARER_SCHEME]: [] }];

export const errorBodyWireSchema = toWireSchema(apiErrorBodySchema);

/** A JSON response or request body of the OpenAPI document. */
export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

/** A required JSON request body. */
export const jsonBody = <T extends z.ZodType>(schema: T, description: string) => ({
  ...jsonContent(schema, description),
  required: true,
});

const errorDescriptions = {
  400: 'O corpo não é um JSON válido',
  401: 'Sem token, token inválido, expirado ou revogado',
  409: 'Conflito com o estado atual',
  413: 'Corpo grande demais',
  415: 'Corpo que não é JSON',
  422: 'Campo inválido: `detail` nomeia o primeiro, `fields` traz cada um',
  429: 'Tentativas demais; veja o cabeçalho Retry-After',
  500: 'Erro inesperado (nunca com detalhes internos)',
  503: 'Dependência indisponível (banco de dados)',
} as const;

type ErrorStatus = keyof typeof errorDescriptions;

/** The `{detail, code?, fields?}` answers of a route, each with its usual meaning. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  const responses = {} as Record<S, ReturnType<typeof jsonContent<typeof errorBodyWireSchema>>>;
  for (const status of statuses) responses[status] = jsonContent(errorBodyWireSchema, errorDescriptions[status]);
  return responses;
}

/** The statuses every route with a JSON body can answer. */
export const bodyErrors = [400, 413, 415, 422, 500] as const;

/** An error answer of a route, described for the OpenAPI document. */
export const errorContent = (description: string) => jsonContent(errorBodyWireSchema, description);

/**
 * A route behind a session: the bearer scheme, `requireAuth`, and the 401 and 500 every such
 * route can answer (its own `responses` may still describe them).
 */
export const authedRoute = <P extends string, R extends Omit<RouteConfig, 'path' | 'security' | 'middleware'> & { path: P }>(config: R) =>
  createRoute({
    ...config,
    security: bearerSecurity,
    middleware: [requireAuth] as const,
    responses: { ...errorResponses(401, 500), ...config.responses },
  });

/** The not-found codes a malformed id answers with. */
export type NotFoundCode = Extract<ErrorCode, `${string}NOT_FOUND`>;

/**
 * A path parameter holding an id: a UUID (`isUuid`). A malformed one is an unknown one, so it
 * answers the route's `notFound` (404 with its code, validation.ts), never a 422 nor a query.
 */
const idPathParam = (name: string, notFound: NotFoundCode) =>
  z
    .string()
    .refine(isUuid, { params: { notFound } })
    .openapi({ param: { name, in: 'path' }, format: 'uuid', example: '0f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b' });

/** A path's `{id}`, answered as `notFound` when it is not a UUID. */
export const idPathParams = (notFound: NotFoundCode) => z.object({ id: idPathParam('id', notFound) });

/** The header of a paid call (docs/decisions/014-paid-ai-requests.md); `readIdempotencyKey` checks it. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .max(200)
    .optional()
    .openapi({ description: 'Obrigatório: 16 a 64 letras, números, - ou _. O mesmo valor é o mesmo pedido, cobrado uma vez.' }),
});

/** What every paid call can answer besides its own (decision 014); a route may describe its 409 more fully. */
const paidResponses = {
  402: errorContent('Créditos insuficientes (INSUFFICIENT_CREDITS): nada foi cobrado'),
  409: errorContent('A mesma Idempotency-Key com outro corpo (IDEMPOTENCY_KEY_REUSED)'),
};

/**
 * A paid call (docs/decisions/014-paid-ai-requests.md): behind a session, with the Idempotency-Key
 * header and a JSON body, answering `paidResponses` and the body's errors besides its own.
 */
export const paidRoute = <
  P extends string,
  R extends Omit<RouteConfig, 'path' | 'security' | 'middleware'> & {
    path: P;
    request: { body: NonNullable<NonNullable<RouteConfig['request']>['body']> };
  },
>(
  config: R,
) =>
  authedRoute({
    ...config,
    request: { headers: idempotencyHeaders, ...config.request } as R['request'] & { headers: typeof idempotencyHeaders },
    responses: { ...errorResponses(...bodyErrors), ...paidResponses, ...config.responses },
  });
