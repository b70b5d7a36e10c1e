import { createRoute, z } from '@hono/zod-openapi';
import {
  brandEmailProofPayloadSchema,
  brandInvitationAcceptPayloadSchema,
  brandInvitationPayloadSchema,
  brandInvitationSchema,
  brandMemberListSchema,
  brandMemberSchema,
  brandSessionSchema,
  brandSignInPayloadSchema,
  brandSignUpPayloadSchema,
  brandProposalListSchema,
  BRAND_PROPOSAL_LOGO_PATH,
  brandProposalPayloadSchema,
  brandProposalSchema,
  brandPublishedChangeSchema,
  brandApplicantDecisionSchema,
  brandApplicantListSchema,
  brandLinkListSchema,
  brandLinkPayloadSchema,
  brandLinkSchema,
  newBrandLinkSchema,
} from '@ma/api-client/brand';
import { applicantSchema, toWireSchema } from '@ma/api-client/schemas';
import { isUuid } from '../../lib/ids.ts';
import { bodyErrors, errorContent, errorResponses, idPathParams, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { brandRoute } from './brand-auth.ts';

// The brands' accounts (docs/product/brands.md): sign-up, sign-in, the e-mail's proof, the team
// and its invitations. Every route that needs a member's session is a `brandRoute`.

const tags = ['Marcas'];
const session = jsonContent(toWireSchema(brandSessionSchema), 'A pessoa e a marca; a sessão vai no cookie `ma_brand_session`');
const linkLimit = 'Limite: 60 pedidos por endereço a cada 15 minutos (429 com Retry-After).';
const invitationToken = z.object({
  token: z
    .string()
    .max(64)
    .openapi({ param: { name: 'token', in: 'path' }, description: 'O token do link do convite' }),
});
const invitationInvalid = errorContent('Convite desconhecido, expirado, já usado ou de pessoa removida (BRAND_INVITATION_INVALID)');

export const signUp = createRoute({
  method: 'post',
  path: '/v3/brand/sign-up',
  tags,
  summary: 'Cadastro de uma marca: a empresa (nome e CNPJ) e a pessoa responsável, que entra em seguida',
  description:
    'A marca fica `pending` até um operador aprovar. O link que confirma o e-mail vai por e-mail. Limite: o do cadastro das criadoras (10 por endereço por hora).',
  request: { body: jsonBody(toWireSchema(brandSignUpPayloadSchema), 'Empresa, CNPJ, nome, e-mail e senha') },
  responses: {
    201: session,
    409: errorContent('CNPJ de outra marca (BRAND_CNPJ_TAKEN) ou e-mail já cadastrado (ACCOUNT_ALREADY_EXISTS)'),
    ...errorResponses(...bodyErrors, 429),
  },
});

export const signIn = createRoute({
  method: 'post',
  path: '/v3/brand/auth',
  tags,
  summary: 'Entrada de uma pessoa de uma marca: e-mail e senha',
  description:
    "Abre uma sessão de 30 dias. Os limites da entrada das criadoras, em contadores próprios. Qualquer parte errada responde 401 'Credenciais inválidas.'.",
  request: { body: jsonBody(toWireSchema(brandSignInPayloadSchema), 'E-mail e senha') },
  responses: { 200: session, 401: errorContent('Credenciais inválidas (INVALID_CREDENTIALS)'), ...errorResponses(...bodyErrors, 429) },
});

export const signOut = brandRoute(
  {},
  {
    method: 'delete',
    path: '/v3/brand/auth',
    tags,
    summary: 'Encerra a sessão',
    responses: { 204: { description: 'Sessão encerrada; o cookie é apagado' } },
  },
);

export const me = brandRoute(
  {},
  {
    method: 'get',
    path: '/v3/brand/me',
    tags,
    summary: 'A pessoa da sessão e a sua marca, com a situação do cadastro',
    responses: { 200: jsonContent(toWireSchema(brandSessionSchema), 'A pessoa e a marca') },
  },
);

export const proveEmail = createRoute({
  method: 'post',
  path: '/v3/brand/verify-email',
  tags,
  summary: 'Confirma o e-mail com o token do link enviado (sem sessão)',
  description: `O link vale 24 horas, uma vez. ${linkLimit}`,
  request: { body: jsonBody(toWireSchema(brandEmailProofPayloadSchema), 'O token do link') },
  responses: {
    204: { description: 'E-mail confirmado' },
    ...errorResponses(...bodyErrors, 429),
    400: errorContent('Corpo que não é JSON, ou link inválido ou expirado (TOKEN_INVALID)'),
  },
});

export const resendEmailProof = brandRoute(
  {},
  {
    method: 'post',
    path: '/v3/brand/verify-email/resend',
    tags,
    summary: 'Envia de novo o link que confirma o e-mail da pessoa da sessão (nada, se já confirmado)',
    description: 'Limite: 5 por hora.',
    responses: { 204: { description: 'Enviado' }, ...errorResponses(429) },
  },
);

export const listMembers = brandRoute(
  { approved: true },
  {
    method: 'get',
    path: '/v3/brand/members',
    tags,
    summary: 'A equipe da marca: a pessoa responsável primeiro, depois por nome',
    responses: { 200: jsonContent(toWireSchema(brandMemberListSchema), 'A equipe') },
  },
);

export const inviteMember = brandRoute(
  { approved: true, owner: true },
  {
    method: 'post',
    path: '/v3/brand/members',
    tags,
    summary: 'Convida uma pessoa para a equipe: o link (7 dias, uma vez) vai por e-mail',
    description: 'Só a pessoa responsável. Limite: 20 convites por marca por dia.',
    request: { body: jsonBody(toWireSchema(brandInvitationPayloadSchema), 'Nome e e-mail') },
    responses: {
      201: jsonContent(toWireSchema(brandMemberSchema), 'A pessoa convidada'),
      409: errorContent('E-mail já cadastrado (ACCOUNT_ALREADY_EXISTS)'),
      ...errorResponses(...bodyErrors, 429),
    },
  },
);

export const removeMember = brandRoute(
  { approved: true, owner: true },
  {
    method: 'delete',
    path: '/v3/brand/members/{id}',
    tags,
    summary: 'Tira uma pessoa da equipe: as sessões dela acabam na hora',
    description: 'Só a pessoa responsável, e nunca ela mesma.',
    request: { params: idPathParams('BRAND_MEMBER_NOT_FOUND') },
    responses: { 204: { description: 'Removida' }, 404: errorContent('Pessoa que não está na equipe (BRAND_MEMBER_NOT_FOUND)') },
  },
);

export const readInvitation = createRoute({
  method: 'get',
  path: '/v3/brand/invitations/{token}',
  tags,
  summary: 'A que marca e a quem um convite se refere (sem sessão)',
  description: linkLimit,
  request: { params: invitationToken },
  responses: {
    200: jsonContent(toWireSchema(brandInvitationSchema), 'A marca, o nome e o e-mail'),
    404: invitationInvalid,
    ...errorResponses(429, 500),
  },
});

export const acceptInvitation = createRoute({
  method: 'post',
  path: '/v3/brand/invitations/{token}',
  tags,
  summary: 'Aceita um convite com uma senha: o e-mail fica confirmado e a pessoa entra',
  description: linkLimit,
  request: { params: invitationToken, body: jsonBody(toWireSchema(brandInvitationAcceptPayloadSchema), 'A senha (regra das criadoras)') },
  responses: { 200: session, 404: invitationInvalid, ...errorResponses(...bodyErrors, 429) },
});

// A brand's proposals (docs/product/brands.md, "Proposals"): an approved brand's members write them.
const proposalNotFound = { 404: errorContent('Proposta desconhecida ou de outra marca (BRAND_PROPOSAL_NOT_FOUND)') };
const proposalParams = idPathParams('BRAND_PROPOSAL_NOT_FOUND');
const proposal = jsonContent(toWireSchema(brandProposalSchema), 'A proposta');
const locked = { 409: errorContent('Proposta em análise ou publicada (BRAND_PROPOSAL_LOCKED)') };

export const listProposals = brandRoute(
  { approved: true },
  {
    method: 'get',
    path: '/v3/brand/proposals',
    tags,
    summary: 'As propostas da marca, a última alterada primeiro',
    responses: { 200: jsonContent(toWireSchema(brandProposalListSchema), 'As propostas') },
  },
);

export const createProposal = brandRoute(
  { approved: true },
  {
    method: 'post',
    path: '/v3/brand/proposals',
    tags,
    summary: 'Um rascunho de proposta, com os campos e as regras do backoffice',
    request: { body: jsonBody(toWireSchema(brandProposalPayloadSchema), 'Os campos da proposta') },
    responses: { 201: proposal, ...errorResponses(...bodyErrors) },
  },
);

export const getProposal = brandRoute(
  { approved: true },
  {
    method: 'get',
    path: '/v3/brand/proposals/{id}',
    tags,
    summary: 'Uma proposta da marca, com a análise e, publicada, a proposta que as criadoras veem',
    request: { params: proposalParams },
    responses: { 200: proposal, ...proposalNotFound },
  },
);

export const updateProposal = brandRoute(
  { approved: true },
  {
    method: 'put',
    path: '/v3/brand/proposals/{id}',
    tags,
    summary: 'Reescreve um rascunho ou uma proposta devolvida',
    request: { params: proposalParams, body: jsonBody(toWireSchema(brandProposalPayloadSchema), 'Os campos da proposta') },
    responses: { 200: proposal, ...proposalNotFound, ...locked, ...errorResponses(...bodyErrors) },
  },
);

export const uploadProposalLogo = brandRoute(
  { approved: true },
  {
    method: 'post',
    path: BRAND_PROPOSAL_LOGO_PATH,
    tags,
    summary: 'O logo de um rascunho ou de uma proposta devolvida: guardado como o do backoffice, com o endereço em `fields.logo_url`',
    description:
      'Um arquivo PNG, JPEG ou WebP de até 2 MB (`file`); o conteúdo é conferido e a imagem é reduzida para caber em 400 px e guardada em WebP. ' +
      'A proposta vai na consulta (`proposal`). Limite: 20 envios por marca a cada hora, recusados inclusive (429 TOO_MANY_PHOTO_UPLOADS, com Retry-After).',
    request: {
      // A malformed id is an unknown one (404), as in the paths.
      query: z.object({
        proposal: z
          .string()
          .refine(isUuid, { params: { notFound: 'BRAND_PROPOSAL_NOT_FOUND' } })
          .openapi({ param: { name: 'proposal', in: 'query' }, format: 'uuid', description: 'O id da proposta' }),
      }),
      body: {
        content: { 'multipart/form-data': { schema: z.object({ file: z.any().openapi({ type: 'string', format: 'binary' }) }) } },
        required: true,
      },
    },
    responses: {
      200: proposal,
      ...proposalNotFound,
      ...locked,
      ...errorResponses(400, 413, 422),
      429: errorContent('Envios demais na última hora (TOO_MANY_PHOTO_UPLOADS), com Retry-After'),
    },
  },
);

export const submitProposal = brandRoute(
  { approved: true },
  {
    method: 'post',
    path: '/v3/brand/proposals/{id}/submit',
    tags,
    summary: 'Envia um rascunho ou uma proposta devolvida para a análise da equipe',
    request: { params: proposalParams },
    responses: { 200: proposal, ...proposalNotFound, ...locked },
  },
);

export const deleteProposal = brandRoute(
  { approved: true },
  {
    method: 'delete',
    path: '/v3/brand/proposals/{id}',
    tags,
    summary: 'Descarta um rascunho ou uma proposta devolvida',
    request: { params: proposalParams },
    responses: { 204: { description: 'Descartada' }, ...proposalNotFound, ...locked },
  },
);

export const changePublishedProposal = brandRoute(
  { approved: true },
  {
    method: 'patch',
    path: '/v3/brand/proposals/{id}/published',
    tags,
    summary: 'Uma proposta publicada: uma data final mais tarde, ou o encerramento agora; nada mais muda',
    request: {
      params: proposalParams,
      body: jsonBody(toWireSchema(brandPublishedChangeSchema), 'A nova data final (AAAA-MM-DD) e/ou `close: true`'),
    },
    responses: {
      200: proposal,
      ...proposalNotFound,
      409: errorContent('Proposta ainda não publicada (BRAND_PROPOSAL_NOT_PUBLISHED)'),
      ...errorResponses(...bodyErrors),
    },
  },
);

// The applicants of a published proposal and the brand's secret links to them (docs/product/brands.md, "Applicants").
const notPublished = { 409: errorContent('Proposta ainda não publicada (BRAND_PROPOSAL_NOT_PUBLISHED)') };
// Any string: a malformed application or link id is an unknown one (404), as on the secret link.
const anyId = (name: string) => z.string().openapi({ param: { name, in: 'path' }, format: 'uuid' });
const applicantParams = proposalParams.extend({ applicationId: anyId('applicationId') });
const linkParams = proposalParams.extend({ linkId: anyId('linkId') });

export const listApplicants = brandRoute(
  { approved: true },
  {
    method: 'get',
    path: '/v3/brand/proposals/{id}/applicants',
    tags,
    summary: 'As criadoras que se candidataram a uma proposta publicada da marca, da mais compatível para a menos',
    description: 'A resposta do link secreto (`/v3/aira/profile-list/{token}`), sem a validade do link.',
    request: { params: proposalParams },
    responses: { 200: jsonContent(toWireSchema(brandApplicantListSchema), 'A proposta e as candidaturas'), ...proposalNotFound, ...notPublished },
  },
);

export const decideApplicant = brandRoute(
  { approved: true },
  {
    method: 'post',
    path: '/v3/brand/proposals/{id}/applicants/{applicationId}',
    tags,
    summary: 'Aceita ou recusa uma candidatura de uma proposta publicada da marca',
    description:
      'As regras do link secreto: a marca pode mudar de ideia; a criadora é avisada quando a decisão assenta (1 minuto sem outra mudança); no máximo 10 mudanças por candidatura a cada hora (429).',
    request: { params: applicantParams, body: jsonBody(toWireSchema(brandApplicantDecisionSchema), '`accepted` ou `rejected`') },
    responses: {
      200: jsonContent(toWireSchema(applicantSchema), 'A candidatura com a nova situação'),
      404: errorContent('Proposta de outra marca (BRAND_PROPOSAL_NOT_FOUND) ou candidatura de outra proposta (APPLICATION_NOT_FOUND)'),
      409: errorContent(
        'Proposta ainda não publicada (BRAND_PROPOSAL_NOT_PUBLISHED) ou entregas já começadas: a aceitação não se desfaz (DEAL_UNDER_WAY)',
      ),
      ...errorResponses(...bodyErrors),
      429: errorContent('Muitas mudanças desta candidatura (TOO_MANY_DECISION_CHANGES), com Retry-After'),
    },
  },
);

export const listLinks = brandRoute(
  { approved: true },
  {
    method: 'get',
    path: '/v3/brand/proposals/{id}/links',
    tags,
    summary: 'Os links secretos da proposta publicada, para quem da equipe não tem conta (nunca o endereço)',
    request: { params: proposalParams },
    responses: {
      200: jsonContent(toWireSchema(brandLinkListSchema), 'Os links, do mais recente ao mais antigo'),
      ...proposalNotFound,
      ...notPublished,
    },
  },
);

export const createLink = brandRoute(
  { approved: true },
  {
    method: 'post',
    path: '/v3/brand/proposals/{id}/links',
    tags,
    summary: 'Um novo link secreto para as candidatas da proposta publicada (de 1 a 90 dias); o endereço aparece só nesta resposta',
    request: { params: proposalParams, body: jsonBody(toWireSchema(brandLinkPayloadSchema), 'Para quem e por quantos dias') },
    responses: {
      201: jsonContent(toWireSchema(newBrandLinkSchema), 'O link e o endereço'),
      ...proposalNotFound,
      ...notPublished,
      ...errorResponses(...bodyErrors),
    },
  },
);

export const revokeLink = brandRoute(
  { approved: true },
  {
    method: 'delete',
    path: '/v3/brand/proposals/{id}/links/{linkId}',
    tags,
    summary: 'Revoga um link para sempre: quem abrir o endereço vê a página de não encontrado',
    request: { params: linkParams },
    responses: {
      200: jsonContent(toWireSchema(brandLinkSchema), 'O link'),
      404: errorContent('Proposta de outra marca (BRAND_PROPOSAL_NOT_FOUND) ou link de outra proposta (PROPOSAL_LINK_NOT_FOUND)'),
      ...notPublished,
    },
  },
);
