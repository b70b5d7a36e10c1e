import { z } from '@hono/zod-openapi';
import { adminCouponPageSchema, adminCouponSchema, couponRedemptionPageSchema, newCouponPayloadSchema } from '@ma/api-client/admin';
import { toWireSchema } from '@ma/api-client/schemas';
import { bodyErrors, errorContent, errorResponses, idPathParams, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { adminRoute } from '../operators/operator-auth.ts';

// The back office's Cupons (docs/product/backoffice.md): the coupons `cli coupons:create` makes,
// their redemptions, and expiring one. Every write goes to the audit log.

const tags = ['Backoffice'];
const roles = ['admin', 'support'] as const;
const pageQuery = z.object({
  cursor: z.string().max(200).optional().openapi({ description: 'O `next_cursor` da página anterior' }),
});
const couponNotFound = errorContent('Cupom desconhecido (COUPON_NOT_FOUND)');

export const listCoupons = adminRoute(roles, {
  method: 'get',
  path: '/v3/admin/coupons',
  tags,
  summary: 'Os cupons, o mais novo primeiro, com quantas vezes cada um foi usado',
  description: '50 por página, a próxima pelo `next_cursor` (keyset sobre a criação).',
  request: { query: pageQuery },
  responses: { 200: jsonContent(toWireSchema(adminCouponPageSchema), 'Uma página'), ...errorResponses(422) },
});

export const createCoupon = adminRoute(roles, {
  method: 'post',
  path: '/v3/admin/coupons',
  tags,
  summary: 'Um novo cupom de créditos: uma vez por conta, com limite de usos e período opcionais',
  description: 'As datas são dias (AAAA-MM-DD) no horário de São Paulo: do começo do primeiro ao fim do último.',
  request: { body: jsonBody(toWireSchema(newCouponPayloadSchema), 'Código, créditos, limite de usos e período') },
  responses: {
    201: jsonContent(toWireSchema(adminCouponSchema), 'O cupom'),
    409: errorContent('Código de outro cupom (COUPON_CODE_TAKEN)'),
    ...errorResponses(...bodyErrors),
  },
});

export const listCouponRedemptions = adminRoute(roles, {
  method: 'get',
  path: '/v3/admin/coupons/{id}/redemptions',
  tags,
  summary: 'Quem usou um cupom, e quando: o uso mais recente primeiro',
  description: '50 por página, a próxima pelo `next_cursor`.',
  request: { params: idPathParams('COUPON_NOT_FOUND'), query: pageQuery },
  responses: { 200: jsonContent(toWireSchema(couponRedemptionPageSchema), 'Uma página'), 404: couponNotFound, ...errorResponses(422) },
});

export const expireCoupon = adminRoute(roles, {
  method: 'post',
  path: '/v3/admin/coupons/{id}/expire',
  tags,
  summary: 'Encerra a validade de um cupom agora: ele não pode mais ser usado',
  request: { params: idPathParams('COUPON_NOT_FOUND') },
  responses: {
    200: jsonContent(toWireSchema(adminCouponSchema), 'O cupom, expirado'),
    404: couponNotFound,
    409: errorContent('Cupom já expirado (COUPON_ALREADY_EXPIRED)'),
  },
});
