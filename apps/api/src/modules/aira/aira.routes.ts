import { z } from '@hono/zod-openapi';
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
import { authedRoute, errorResponses, jsonBody, jsonContent, errorContent, idPathParams, paidRoute } from '../../lib/openapi.ts';

const tags = ['Aira'];
const aiUnavailable = errorContent('Este servidor não tem quem escreva (AI_UNAVAILABLE): nada foi cobrado');

export const createIdeas = paidRoute({
  tags,
  method: 'post',
  path: '/v3/aira/ideas',
  summary: 'Gera de 1 a 10 ideias (1 crédito cada) para uma proposta ou um tema, entregues uma a uma em NDJSON',
  request: { body: jsonBody(toWireSchema(ideasRequestSchema), 'A proposta ou o tema, e quantas ideias') },
  responses: {
    200: {
      content: { 'application/x-ndjson': { schema: toWireSchema(ideaStreamEventSchema) } },
      description: 'Uma linha JSON por evento: started, idea (uma por ideia), e completed ou failed (com o reembolso)',
    },
    503: aiUnavailable,
    404: errorContent('Proposta desconhecida ou encerrada (PROPOSAL_NOT_FOUND)'),
  },
});

export const listIdeas = authedRoute({
  tags,
  method: 'get',
  path: '/v3/aira/ideas',
  summary: 'O histórico de gerações de ideias, da mais nova para a mais antiga',
  request: { query: z.object({ cursor: z.string().max(200).optional() }) },
  responses: { 200: jsonContent(toWireSchema(ideaGenerationsSchema), 'Uma página do histórico'), ...errorResponses(422) },
});

export const getIdeas = authedRoute({
  tags,
  method: 'get',
  path: '/v3/aira/ideas/{id}',
  summary: 'Uma geração de ideias',
  request: { params: idPathParams('AIRA_GENERATION_NOT_FOUND') },
  responses: {
    200: jsonContent(toWireSchema(ideaGenerationSchema), 'A geração'),
    404: errorContent('Geração desconhecida ou de outra conta (AIRA_GENERATION_NOT_FOUND)'),
  },
});

export const createUgcScript = paidRoute({
  tags,
  method: 'post',
  path: '/v3/aira/ugc-scripts',
  summary: 'Escreve um roteiro UGC (1 crédito): cenas com tempo, o que aparece, o que é falado e o texto na tela, e a lista de planos',
  request: { body: jsonBody(toWireSchema(ugcScriptRequestSchema), 'Produto, público, tom, duração e formato') },
  responses: {
    201: jsonContent(toWireSchema(createdUgcScriptSchema), 'O roteiro e o saldo depois da cobrança'),
    503: aiUnavailable,
    404: errorContent('Proposta desconhecida ou encerrada (PROPOSAL_NOT_FOUND)'),
    502: errorContent('Não foi possível escrever; o crédito foi devolvido (AI_GENERATION_FAILED)'),
  },
});

export const listUgcScripts = authedRoute({
  tags,
  method: 'get',
  path: '/v3/aira/ugc-scripts',
  summary: 'Os roteiros UGC da conta, do mais novo para o mais antigo',
  responses: { 200: jsonContent(toWireSchema(ugcScriptsSchema), 'Os roteiros') },
});

export const getUgcScript = authedRoute({
  tags,
  method: 'get',
  path: '/v3/aira/ugc-scripts/{id}',
  summary: 'Um roteiro UGC',
  request: { params: idPathParams('UGC_SCRIPT_NOT_FOUND') },
  responses: {
    200: jsonContent(toWireSchema(ugcScriptSchema), 'O roteiro'),
    404: errorContent('Roteiro desconhecido ou de outra conta (UGC_SCRIPT_NOT_FOUND)'),
  },
});

export type CreateIdeasRoute = typeof createIdeas;
export type ListIdeasRoute = typeof listIdeas;
export type GetIdeasRoute = typeof getIdeas;
export type CreateUgcScriptRoute = typeof createUgcScript;
export type ListUgcScriptsRoute = typeof listUgcScripts;
export type GetUgcScriptRoute = typeof getUgcScript;
