import { createRoute } from '@hono/zod-openapi';
import { healthSchema, healthUnavailableSchema, toWireSchema } from '@ma/api-client/schemas';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';

export const health = createRoute({
  method: 'get',
  path: '/v3/health',
  tags: ['Operação'],
  summary: 'O processo responde e o banco de dados também',
  description: 'Consulta o banco com limite de 2 s. Sem resposta: 503 com `Retry-After`, para o balanceador tirar o processo de rotação.',
  responses: {
    200: jsonContent(toWireSchema(healthSchema), 'Tudo certo'),
    503: jsonContent(toWireSchema(healthUnavailableSchema), 'Banco de dados indisponível (`code` DATABASE_UNAVAILABLE)'),
    ...errorResponses(500),
  },
});

export type HealthRoute = typeof health;
