/** The networks a creator connects; gold needs both (docs/product/accounts-and-levels.md). */
export const socialNetworks = ['instagram', 'tiktok'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];
