import { createRoute, z } from '@hono/zod-openapi';
import { USERNAME_FORMAT } from '@ma/domain';
import {
  hasNoNul,
  kitAppearancePayloadSchema,
  mediaKitSaveSchema,
  mediaKitSavedSchema,
  mediaKitSchema,
  photoUploadSchema,
  publicMediaKitSchema,
  toWireSchema,
  usernameAvailabilitySchema,
} from '@ma/api-client/schemas';
import { authedRoute, bodyErrors, errorBodyWireSchema, errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { KIT_SAVE_RULE } from './kit-save-throttle.ts';

const error = (description: string) => jsonContent(errorBodyWireSchema, description);
const tags = ['Mídia kit'];
const saveLimit = `Limite: ${KIT_SAVE_RULE.limit} salvamentos por conta a cada hora, somando kit e aparência (429 com Retry-After).`;
const tooManySaves = error('Salvamentos demais na última hora (TOO_MANY_KIT_SAVES), com Retry-After');
const usernameParams = z.object({ username: z.string().min(1).max(60).refine(hasNoNul, { error: USERNAME_FORMAT }) });

export const getOwn = authedRoute({
  method: 'get',
  path: '/v3/media-kit',
  tags,
  summary: 'O mídia kit da conta conectada, com versão e visitas',
  responses: { 200: jsonContent(toWireSchema(mediaKitSchema), 'O kit') },
});

export const save = authedRoute({
  method: 'put',
  path: '/v3/media-kit',
  tags,
  summary: 'Salva o mídia kit inteiro',
  description:
    'Tudo ou nada. `version` é a versão lida: se outra aba salvou depois, 409 KIT_VERSION_CONFLICT e nada muda. ' +
    'O nível é recalculado: nome, foto, bio, localização e um nicho fazem uma conta Bronze virar Prata. ' +
    saveLimit,
  request: { body: jsonBody(toWireSchema(mediaKitSaveSchema), 'Os campos do kit e a versão lida') },
  responses: {
    200: jsonContent(toWireSchema(mediaKitSavedSchema), 'O kit salvo e o nível de antes'),
    409: error('Outra aba salvou antes (KIT_VERSION_CONFLICT) ou o endereço foi tomado (USERNAME_TAKEN)'),
    429: tooManySaves,
    ...errorResponses(...bodyErrors),
  },
});

export const saveAppearance = authedRoute({
  method: 'put',
  path: '/v3/media-kit/appearance',
  tags,
  summary: 'Salva tema, cor de destaque e seções do kit',
  description: saveLimit,
  request: { body: jsonBody(toWireSchema(kitAppearancePayloadSchema), 'A aparência e a versão lida') },
  responses: {
    200: jsonContent(toWireSchema(mediaKitSavedSchema), 'O kit salvo'),
    409: error('Outra aba salvou antes (KIT_VERSION_CONFLICT)'),
    429: tooManySaves,
    ...errorResponses(...bodyErrors),
  },
});

export const uploadPhoto = authedRoute({
  method: 'post',
  path: '/v3/media-kit/photo',
  tags,
  summary: 'Envia uma foto de perfil (JPEG, PNG, WebP ou HEIC, até 10 MB)',
  description:
    'O conteúdo é conferido (não o nome do arquivo); metadados (como a localização GPS) são removidos; ' +
    'guarda versões quadradas de 400 e 96 px em WebP. A foto aparece no kit quando ele é salvo com `picture_url`. ' +
    'Limite: 30 envios por conta a cada hora, recusados inclusive (429 com Retry-After).',
  request: {
    body: {
      content: { 'multipart/form-data': { schema: z.object({ photo: z.any().openapi({ type: 'string', format: 'binary' }) }) } },
      required: true,
    },
  },
  responses: {
    201: jsonContent(toWireSchema(photoUploadSchema), 'As URLs das duas versões'),
    413: error('Foto acima de 10 MB (PHOTO_TOO_LARGE)'),
    415: error('Não é uma imagem JPEG, PNG, WebP ou HEIC (PHOTO_UNSUPPORTED)'),
    429: error('Envios demais na última hora (TOO_MANY_PHOTO_UPLOADS), com Retry-After'),
    ...errorResponses(400, 422),
  },
});

export const usernameAvailability = authedRoute({
  method: 'get',
  path: '/v3/media-kit/username-availability',
  tags,
  summary: 'Diz se um endereço /{username} está livre para a conta conectada',
  request: { query: z.object({ username: z.string().max(60) }) },
  responses: { 200: jsonContent(toWireSchema(usernameAvailabilitySchema), 'Disponível, ou por que não'), ...errorResponses(422) },
});

export const getPublic = createRoute({
  method: 'get',
  path: '/v3/media-kit/public/{username}',
  tags,
  summary: 'O mídia kit público de um criador',
  request: { params: usernameParams },
  responses: {
    200: jsonContent(toWireSchema(publicMediaKitSchema), 'O kit'),
    404: error('Nenhum kit neste endereço (MEDIA_KIT_NOT_FOUND)'),
    ...errorResponses(422, 500),
  },
});

export const previewImage = createRoute({
  method: 'get',
  path: '/v3/media-kit/public/{username}/preview.png',
  tags,
  summary: 'A imagem de prévia do link (1200x630) do kit',
  request: { params: usernameParams },
  responses: {
    200: { content: { 'image/png': { schema: z.any().openapi({ type: 'string', format: 'binary' }) } }, description: 'PNG 1200x630' },
    404: error('Nenhum kit neste endereço (MEDIA_KIT_NOT_FOUND)'),
    ...errorResponses(500),
  },
});

export type GetOwnRoute = typeof getOwn;
export type SaveRoute = typeof save;
export type SaveAppearanceRoute = typeof saveAppearance;
export type UploadPhotoRoute = typeof uploadPhoto;
export type UsernameAvailabilityRoute = typeof usernameAvailability;
export type GetPublicRoute = typeof getPublic;
export type PreviewImageRoute = typeof previewImage;
