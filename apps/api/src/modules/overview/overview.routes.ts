import { overviewSchema, toWireSchema } from '@ma/api-client/schemas';
import { authedRoute, jsonContent } from '../../lib/openapi.ts';

export const overview = authedRoute({
  method: 'get',
  path: '/v3/account/overview',
  tags: ['Conta'],
  summary: 'Resumo da conta para o Início e o Monetize: nível, créditos, candidaturas, propostas, mídia kit e afiliação',
  description:
    'Tudo calculado dos dados da própria conta, nada estimado: uma área ainda não começada responde zero, vazio ou falso. ' +
    'Dias e meses no horário de Brasília.',
  responses: {
    200: jsonContent(toWireSchema(overviewSchema), 'O resumo'),
  },
});

export type OverviewRoute = typeof overview;
