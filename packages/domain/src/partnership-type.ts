/** The kinds of brand partnership a proposal offers (docs/product/proposals.md). */
export const partnershipTypes = ['cache', 'afilacao', 'permuta', 'recebidos'] as const;
export type PartnershipType = (typeof partnershipTypes)[number];

/** pt-BR labels of each partnership type. */
export const partnershipTypeLabels: Record<PartnershipType, string> = {
  cache: 'Cachê',
  afilacao: 'Afiliação',
  permuta: 'Permuta',
  recebidos: 'Recebido',
};
