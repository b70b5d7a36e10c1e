import { createRoute } from '@hono/zod-openapi';
import { forgotPasswordPayloadSchema, outboxResponseSchema, toWireSchema } from '@ma/api-client/schemas';
import { createMiddleware } from 'hono/factory';
import { apiError } from '../../lib/errors.ts';
import { errorBodyWireSchema, errorResponses, jsonContent } from '../../lib/openapi.ts';
import type { AppEnv } from '../../lib/types.ts';

/** Outside the demo these routes do not exist: 404 before anything else is looked at. */
const demoOnly = createMiddleware<AppEnv>(async (c, next) => {
  const { demoMode, mailer } = c.var.services;
  if (!demoMode || mailer.kind !== 'outbox') throw apiError('NOT_FOUND');
  await next();
});

export const outbox = createRoute({
  method: 'get',
  path: '/v3/dev/outbox',
  tags: ['Demonstração'],
  summary: 'E-mails guardados na caixa de saída (só na demonstração)',
  description:
    'Sem SMTP_URL os e-mails não saem do servidor: ficam na tabela outbox e no log. Na demonstração (DEMO_MODE) esta rota mostra os mais recentes de um endereço, para testes de ponta a ponta; fora dela, 404.',
  middleware: [demoOnly] as const,
  // The same keys on the wire and in the app (just `email`).
  request: { query: forgotPasswordPayloadSchema },
  responses: {
    200: jsonContent(toWireSchema(outboxResponseSchema), 'Os 20 e-mails mais recentes do endereço, do mais novo ao mais antigo'),
    404: jsonContent(errorBodyWireSchema, 'Fora da demonstração (ou com SMTP): a rota não existe'),
    ...errorResponses(422, 500),
  },
});

export type OutboxRoute = typeof outbox;
