import { createRoute } from '@hono/zod-openapi';
import { overviewSchema, toWireSchema } from '@ma/api-client/schemas';
import { requireAuth } from '../../auth/require-auth.ts';
import { bearerSecurity, errorResponses, jsonContent } from '../../lib/openapi.ts';

export const overview = createRoute({
  method: 'get',
  path: '/v3/account/overview',
  tags: ['Conta'],
  summary: 'Resumo da conta para o Início e o Monetize: nível, créditos, candidaturas, propostas, mídia kit e afiliação',
  description:
    'Tudo calculado dos dados da própria conta, nada estimado: uma área ainda não começada responde zero, vazio ou falso. ' +
    'Dias e meses no horário de Brasília.',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  responses: {
    200: jsonContent(toWireSchema(overviewSchema), 'O resumo'),
    ...errorResponses(401, 500),
  },
});

export type OverviewRoute = typeof overview;
