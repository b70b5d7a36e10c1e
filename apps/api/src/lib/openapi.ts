import { apiErrorBodySchema, toWireSchema } from '@ma/api-client/schemas';
import type { z } from 'zod';

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
