import {
  couponPayloadSchema,
  couponResultSchema,
  creditBalanceSchema,
  creditMovementsQuerySchema,
  creditMovementsSchema,
  toWireSchema,
} from '@ma/api-client/schemas';
import { authedRoute, bodyErrors, errorBodyWireSchema, errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';

const error = (description: string) => jsonContent(errorBodyWireSchema, description);

export const balance = authedRoute({
  method: 'get',
  path: '/v3/voice-cloning/credits/balance',
  tags: ['Créditos'],
  summary: 'Saldo de créditos da conta conectada',
  description: 'Cada ideia de conteúdo gerada pela Aira consome 1 crédito.',
  responses: {
    200: jsonContent(toWireSchema(creditBalanceSchema), 'Saldo (inteiro, nunca negativo)'),
  },
});

export const movements = authedRoute({
  method: 'get',
  path: '/v3/credits/movements',
  tags: ['Créditos'],
  summary: 'Histórico de movimentações de créditos, das mais recentes às mais antigas',
  request: { query: creditMovementsQuerySchema },
  responses: {
    200: jsonContent(toWireSchema(creditMovementsSchema), 'As movimentações mais recentes (50, ou `limit` até 100)'),
    ...errorResponses(422),
  },
});

export const useCoupon = authedRoute({
  method: 'post',
  path: '/v3/promotional-codes/use',
  tags: ['Créditos'],
  summary: 'Resgata um cupom (uma vez por conta)',
  description:
    'O código é comparado sem espaços nas pontas e sem diferenciar maiúsculas. Códigos inexistentes contam ' +
    'como tentativas: 10 a cada 15 minutos por conta; acima disso, 429 com Retry-After.',
  request: { body: jsonBody(toWireSchema(couponPayloadSchema), 'O código do cupom') },
  responses: {
    200: jsonContent(toWireSchema(couponResultSchema), 'Cupom resgatado; o saldo já inclui a recompensa'),
    404: error('Cupom não encontrado (code COUPON_NOT_FOUND)'),
    409: error('Cupom já usado por esta conta (COUPON_ALREADY_USED), esgotado (COUPON_EXHAUSTED) ou ainda não valendo (COUPON_NOT_YET_VALID)'),
    410: error('Cupom expirado (COUPON_EXPIRED)'),
    ...errorResponses(...bodyErrors, 429),
  },
});

export type BalanceRoute = typeof balance;
export type MovementsRoute = typeof movements;
export type UseCouponRoute = typeof useCoupon;
