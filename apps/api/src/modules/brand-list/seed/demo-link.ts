/**
 * The demo's link to the applicants of 'Moda fitness sustentável Veste Verde'. Its token is public
 * (README, docs/product/brand-applicants.md "Demo"), so the link opens only in demo mode
 * (findLiveLink): on a real deployment it is just another unknown token.
 */
export const DEMO_PROFILE_LIST_TOKEN = 'demo-perfis-da-proposta-veste-verde-fitness';
export const DEMO_PROFILE_LIST_PATH = `/aira/profile-list/${DEMO_PROFILE_LIST_TOKEN}`;
