import { createRoute } from '@hono/zod-openapi';
import { publicConfigSchema, toWireSchema } from '@ma/api-client/schemas';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';

export const publicConfig = createRoute({
  method: 'get',
  path: '/v3/config',
  tags: ['Operação'],
  summary: 'Configuração pública desta instalação (lida pelo app web ao abrir)',
  description:
    'Um mesmo build do app web serve qualquer instalação: o id de cliente do Google (null esconde "Entrar com Google"), se é a demonstração, como os e-mails saem e o convite do grupo VIP (null: indisponível).',
  responses: {
    200: jsonContent(toWireSchema(publicConfigSchema), 'Configuração pública'),
    ...errorResponses(500),
  },
});

export type PublicConfigRoute = typeof publicConfig;
