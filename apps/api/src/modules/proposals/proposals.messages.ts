import { PROPOSAL_NOT_FOUND } from '@ma/domain';

/** The pt-BR details of the proposal calls (the UI shows them in its error toast). */
export const proposalMessages = {
  notFound: PROPOSAL_NOT_FOUND,
  goldOnly: 'Esta proposta é apenas para criadores nível Ouro. Conecte suas redes sociais.',
  silverOrGold: 'Esta proposta é para criadores nível Prata ou Ouro. Complete seu mídia kit ou conecte suas redes sociais.',
  alreadyApplied: 'Você já se candidatou a esta proposta.',
  noDeliverables: 'Informe pelo menos uma entrega: posts, stories, reels ou vídeos.',
} as const;

/** The `code` beside each refusal's detail, for clients that branch on it. */
export const proposalErrorCodes = {
  levelRequired: 'LEVEL_REQUIRED',
  missingFeatures: 'MISSING_FEATURES',
  alreadyApplied: 'ALREADY_APPLIED',
} as const;
