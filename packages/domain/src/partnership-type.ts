import { keysOf } from './keys-of.ts';

/** The kinds of brand partnership a proposal offers (docs/product/proposals.md), with their pt-BR labels. */
export const partnershipTypeLabels = { cache: 'Cachê', afilacao: 'Afiliação', permuta: 'Permuta', recebidos: 'Recebido' };
export type PartnershipType = keyof typeof partnershipTypeLabels;
export const partnershipTypes = keysOf(partnershipTypeLabels);
