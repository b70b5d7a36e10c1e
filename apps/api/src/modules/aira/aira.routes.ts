import { createRoute, z } from '@hono/zod-openapi';
import {
  createdUgcScriptSchema,
  ideaGenerationSchema,
  ideaGenerationsSchema,
  ideasRequestSchema,
  ideaStreamEventSchema,
  toWireSchema,
  ugcScriptRequestSchema,
  ugcScriptSchema,
  ugcScriptsSchema,
} from '@ma/api-client/schemas';
import { requireAuth } from '../../auth/require-auth.ts';
import { bearerSecurity, bodyErrors, errorBodyWireSchema, errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';

const tags = ['Aira'];
const error = (description: string) => jsonContent(errorBodyWireSchema, description);
const idParams = z.object({
  id: z
    .string()
    .max(64)
    .openapi({ param: { name: 'id', in: 'path' }, example: '0f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b' }),
});
const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .max(200)
    .optional()
    .openapi({ description: 'Obrigatório: 16 a 64 letras, números, - ou _. O mesmo valor é o mesmo pedido, cobrado uma vez.' }),
});
const paid = {
  402: error('Créditos insuficientes (INSUFFICIENT_CREDITS): nada foi cobrado'),
  409: error('A mesma Idempotency-Key com outro corpo (IDEMPOTENCY_KEY_REUSED)'),
};

export const createIdeas = createRoute({
  tags,
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  method: 'post',
  path: '/v3/aira/ideas',
  summary: 'Gera de 1 a 10 ideias (1 crédito cada) para uma proposta ou um tema, entregues uma a uma em NDJSON',
  request: { headers: idempotencyHeaders, body: jsonBody(toWireSchema(ideasRequestSchema), 'A proposta ou o tema, e quantas ideias') },
  responses: {
    200: {
      content: { 'application/x-ndjson': { schema: toWireSchema(ideaStreamEventSchema) } },
      description: 'Uma linha JSON por evento: started, idea (uma por ideia), e completed ou failed (com o reembolso)',
    },
    ...paid,
    404: error('Proposta desconhecida ou encerrada (PROPOSAL_NOT_FOUND)'),
    ...errorResponses(...bodyErrors, 401),
  },
});

export const listIdeas = createRoute({
  tags,
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  method: 'get',
  path: '/v3/aira/ideas',
  summary: 'O histórico de gerações de ideias, da mais nova para a mais antiga',
  request: { query: z.object({ cursor: z.string().max(200).optional() }) },
  responses: { 200: jsonContent(toWireSchema(ideaGenerationsSchema), 'Uma página do histórico'), ...errorResponses(401, 422, 500) },
});

export const getIdeas = createRoute({
  tags,
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  method: 'get',
  path: '/v3/aira/ideas/{id}',
  summary: 'Uma geração de ideias',
  request: { params: idParams },
  responses: {
    200: jsonContent(toWireSchema(ideaGenerationSchema), 'A geração'),
    404: error('Geração desconhecida ou de outra conta (AIRA_GENERATION_NOT_FOUND)'),
    ...errorResponses(401, 500),
  },
});

export const createUgcScript = createRoute({
  tags,
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  method: 'post',
  path: '/v3/aira/ugc-scripts',
  summary: 'Escreve um roteiro UGC (1 crédito): cenas com tempo, o que aparece, o que é falado e o texto na tela, e a lista de planos',
  request: { headers: idempotencyHeaders, body: jsonBody(toWireSchema(ugcScriptRequestSchema), 'Produto, público, tom, duração e formato') },
  responses: {
    201: jsonContent(toWireSchema(createdUgcScriptSchema), 'O roteiro e o saldo depois da cobrança'),
    ...paid,
    404: error('Proposta desconhecida ou encerrada (PROPOSAL_NOT_FOUND)'),
    502: error('Não foi possível escrever; o crédito foi devolvido (AI_GENERATION_FAILED)'),
    ...errorResponses(...bodyErrors, 401),
  },
});

export const listUgcScripts = createRoute({
  tags,
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  method: 'get',
  path: '/v3/aira/ugc-scripts',
  summary: 'Os roteiros UGC da conta, do mais novo para o mais antigo',
  responses: { 200: jsonContent(toWireSchema(ugcScriptsSchema), 'Os roteiros'), ...errorResponses(401, 500) },
});

export const getUgcScript = createRoute({
  tags,
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  method: 'get',
  path: '/v3/aira/ugc-scripts/{id}',
  summary: 'Um roteiro UGC',
  request: { params: idParams },
  responses: {
    200: jsonContent(toWireSchema(ugcScriptSchema), 'O roteiro'),
    404: error('Roteiro desconhecido ou de outra conta (UGC_SCRIPT_NOT_FOUND)'),
    ...errorResponses(401, 500),
  },
});

export type CreateIdeasRoute = typeof createIdeas;
export type ListIdeasRoute = typeof listIdeas;
export type GetIdeasRoute = typeof getIdeas;
export type CreateUgcScriptRoute = typeof createUgcScript;
export type ListUgcScriptsRoute = typeof listUgcScripts;
export type GetUgcScriptRoute = typeof getUgcScript;
