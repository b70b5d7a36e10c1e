import { createRoute, z } from '@hono/zod-openapi';
import { citiesResponseSchema, statesResponseSchema, toWireSchema } from '@ma/api-client/schemas';
import { errorBodyWireSchema, errorResponses, jsonContent } from '../../lib/openapi.ts';

const tags = ['Dados'];
// Any string: an unknown UF is an unknown resource (404), never a validation error.
const ufParams = z.object({ uf: z.string().openapi({ param: { name: 'uf', in: 'path' }, example: 'SP' }) });

export const states = createRoute({
  method: 'get',
  path: '/v3/dataset/states',
  tags,
  summary: 'Os 27 estados (UFs), com o nome, em ordem alfabética do nome',
  description: 'Público. Pode ser guardado em cache por um dia.',
  responses: {
    200: jsonContent(toWireSchema(statesResponseSchema), 'Os estados'),
    ...errorResponses(500),
  },
});

export const cities = createRoute({
  method: 'get',
  path: '/v3/dataset/states/{uf}/cities',
  tags,
  summary: 'Os municípios de um estado, com a grafia do IBGE, em ordem alfabética',
  description: 'Público. A UF vale em maiúsculas ou minúsculas (`sp` ou `SP`). Pode ser guardado em cache por um dia.',
  request: { params: ufParams },
  responses: {
    200: jsonContent(toWireSchema(citiesResponseSchema), 'Os municípios'),
    404: jsonContent(errorBodyWireSchema, 'UF desconhecida'),
    ...errorResponses(500),
  },
});

export type StatesRoute = typeof states;
export type CitiesRoute = typeof cities;
