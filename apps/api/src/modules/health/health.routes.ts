import { createRoute } from '@hono/zod-openapi';
import { healthSchema, toWireSchema } from '@ma/api-client/schemas';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';

export const health = createRoute({
  method: 'get',
  path: '/v3/health',
  tags: ['Operação'],
  summary: 'O processo responde e o banco de dados também',
  responses: {
    200: jsonContent(toWireSchema(healthSchema), 'Tudo certo'),
    ...errorResponses(500, 503),
  },
});

export type HealthRoute = typeof health;
