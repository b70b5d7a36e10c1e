import { dashboardSchema } from '@ma/api-client/admin';
import { toWireSchema } from '@ma/api-client/schemas';
import { jsonContent } from '../../lib/openapi.ts';
import { adminRoute } from '../operators/operator-auth.ts';

// The back office's Painel (docs/product/backoffice.md): the platform's figures, and its last
// 90 days by day, for every role.

export const readDashboard = adminRoute(['admin', 'support', 'finance'], {
  method: 'get',
  path: '/v3/admin/dashboard',
  tags: ['Backoffice'],
  summary: 'O painel: criadores por nível, propostas abertas, candidaturas da semana, comissões a pagar, tarefas que falharam',
  description: 'E, dos últimos 90 dias (horário de São Paulo), por dia: novos criadores, candidaturas e comissões (sem as canceladas).',
  responses: { 200: jsonContent(toWireSchema(dashboardSchema), 'Os números e as séries') },
});
