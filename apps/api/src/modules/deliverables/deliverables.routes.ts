import { z } from '@hono/zod-openapi';
import { dealSchema, deliverableChangesSchema, deliverableHandInSchema, toWireSchema } from '@ma/api-client/schemas';
import { authedRoute, bodyErrors, errorContent, errorResponses, idPathParams, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { brandRoute } from '../brands/brand-auth.ts';

// The agreed deliverables of an accepted application (docs/product/deliverables.md): the creator
// hands in each item's address under her own applications, a member of the brand answers under
// /v3/brand. Both read the same deal.

const tags = ['Entregas'];
const deal = jsonContent(toWireSchema(dealSchema), 'A publi: a lista de entregas, a situação de cada uma e as datas');
const item = z
  .string()
  .max(12)
  .openapi({ param: { name: 'item', in: 'path' }, description: 'A entrega: tipo e posição (`post-1`, `story-2`)' });
const limit = 'Limite: 30 alterações por candidatura a cada hora, de cada lado (429 TOO_MANY_DELIVERABLE_WRITES, com Retry-After).';
const notFound = {
  404: errorContent('Candidatura desconhecida ou de outra pessoa (APPLICATION_NOT_FOUND), ou entrega que a oferta não tem (DELIVERABLE_NOT_FOUND)'),
};
const conflicts = (more: string) =>
  errorContent(
    `Aceitação ainda não confirmada (DEAL_NOT_ACCEPTED), publi concluída (DEAL_CONCLUDED) ou entrega já confirmada (DELIVERABLE_CONFIRMED)${more}`,
  );
const tooMany = { 429: errorContent('Muitas alterações (TOO_MANY_DELIVERABLE_WRITES), com Retry-After') };

const creatorParams = idPathParams('APPLICATION_NOT_FOUND');
// Any string: a malformed application id is an unknown one (404), as on the brand's other routes.
const brandParams = z.object({ applicationId: z.string().openapi({ param: { name: 'applicationId', in: 'path' }, format: 'uuid' }) });

export const creatorDeal = authedRoute({
  method: 'get',
  path: '/v3/proposal/applications/{id}/deliverables',
  tags,
  summary: 'As entregas combinadas de uma candidatura da criadora conectada',
  description:
    'Uma entrega por post, story, reels e vídeo da oferta. `waiting` até a aceitação da marca se confirmar (1 minuto sem outra mudança), `concluded` quando a marca confirma a última.',
  request: { params: creatorParams },
  responses: { 200: deal, 404: errorContent('Candidatura desconhecida ou de outra criadora (APPLICATION_NOT_FOUND)') },
});

export const handIn = authedRoute({
  method: 'put',
  path: '/v3/proposal/applications/{id}/deliverables/{item}',
  tags,
  summary: 'Entrega (ou entrega de novo) o endereço público de um item',
  description: `Um story: o endereço do story no Instagram (instagram.com/stories/perfil/id). Um post, reels ou vídeo: um post ou reels do Instagram (instagram.com/p/…, /reel/…) ou um vídeo do TikTok (tiktok.com/@perfil/video/…). ${limit}`,
  request: { params: creatorParams.extend({ item }), body: jsonBody(toWireSchema(deliverableHandInSchema), 'O endereço') },
  responses: { 200: deal, ...notFound, 409: conflicts(''), ...errorResponses(...bodyErrors), ...tooMany },
});

export const brandDeal = brandRoute(
  { approved: true },
  {
    method: 'get',
    path: '/v3/brand/applications/{applicationId}/deliverables',
    tags,
    summary: 'As entregas combinadas de uma candidata de uma proposta publicada da marca',
    request: { params: brandParams },
    responses: { 200: deal, 404: errorContent('Candidatura de proposta de outra marca ou desconhecida (APPLICATION_NOT_FOUND)') },
  },
);

export const confirmDeliverable = brandRoute(
  { approved: true },
  {
    method: 'post',
    path: '/v3/brand/applications/{applicationId}/deliverables/{item}/confirm',
    tags,
    summary: 'Confirma uma entrega; a última confirmada conclui a publi',
    description: limit,
    request: { params: brandParams.extend({ item }) },
    responses: { 200: deal, ...notFound, 409: conflicts(' ou ainda não entregue (DELIVERABLE_NOT_HANDED_IN)'), ...tooMany },
  },
);

export const requestChanges = brandRoute(
  { approved: true },
  {
    method: 'post',
    path: '/v3/brand/applications/{applicationId}/deliverables/{item}/changes',
    tags,
    summary: 'Pede um ajuste numa entrega, com uma nota: a criadora entrega de novo',
    description: limit,
    request: {
      params: brandParams.extend({ item }),
      body: jsonBody(toWireSchema(deliverableChangesSchema), 'O que precisa mudar (até 1.000 caracteres)'),
    },
    responses: {
      200: deal,
      ...notFound,
      409: conflicts(' ou ainda não entregue (DELIVERABLE_NOT_HANDED_IN)'),
      ...errorResponses(...bodyErrors),
      ...tooMany,
    },
  },
);
