import { z } from '@hono/zod-openapi';
import { failedJobPageSchema } from '@ma/api-client/admin';
import { toWireSchema } from '@ma/api-client/schemas';
import { errorContent, errorResponses, jsonContent } from '../../lib/openapi.ts';
import { adminRoute } from '../operators/operator-auth.ts';

// The back office's Tarefas (docs/product/backoffice.md): the background jobs that failed their
// last attempt, as `cli jobs:failed` lists them, and one more attempt (`cli jobs:retry`), audited.

const tags = ['Backoffice'];
const roles = ['admin'] as const;

export const listFailedJobs = adminRoute(roles, {
  method: 'get',
  path: '/v3/admin/jobs/failed',
  tags,
  summary: 'As tarefas que falharam a última tentativa (guardadas por uma semana), a mais recente primeiro',
  description: '50 por página, a próxima pelo `next_cursor` (keyset sobre quando falhou e o id).',
  request: { query: z.object({ cursor: z.string().max(200).optional().openapi({ description: 'O `next_cursor` da página anterior' }) }) },
  responses: { 200: jsonContent(toWireSchema(failedJobPageSchema), 'Uma página'), ...errorResponses(422) },
});

export const retryJob = adminRoute(roles, {
  method: 'post',
  path: '/v3/admin/jobs/{id}/retry',
  tags,
  summary: 'Devolve uma tarefa que falhou à fila, para mais uma tentativa',
  request: {
    params: z.object({
      id: z.uuid({ error: 'Tarefa não encontrada.' }).openapi({ param: { name: 'id', in: 'path' }, description: 'O id da tarefa' }),
    }),
  },
  responses: {
    204: { description: 'De volta à fila' },
    404: errorContent('Tarefa desconhecida (JOB_NOT_FOUND)'),
    409: errorContent('A tarefa não falhou (JOB_NOT_FAILED)'),
    ...errorResponses(422),
  },
});
