import { errorMessage } from '../error-codes.ts';
import type { SocialNetwork } from '../social-networks.ts';
import { networkLabels } from './connections.ts';

// The pt-BR texts of the connect screens that the product text does not give (ours, listed in
// docs/product/errors-and-messages.md); the product's own are in instagram-texts.ts.

export const CONNECT_CANCELLED = 'Conexão cancelada. Nada foi alterado.';
export const TIKTOK_CONNECT_SUCCESS = 'Sucesso! Seu TikTok está conectado.';
export const STATS_REFRESHED = 'Números atualizados!';

/** The callback pages' line while they work: 'Conectando seu Instagram'. */
export const connectingTitle = (network: SocialNetwork) => `Conectando seu ${networkLabels[network]}`;

/** Said wherever a network is reached through the labelled demo provider (docs/architecture.md). */
export const demoModeMessage = (network: SocialNetwork) =>
  `Modo demonstração: a conexão usa um provedor de teste, nenhum dado real do ${networkLabels[network]} é lido.`;

/** 'A conexão com o Instagram não está configurada neste servidor.', the API's own words. */
export const notConfiguredMessage = (network: SocialNetwork) => errorMessage('CONNECT_NOT_CONFIGURED', networkLabels[network]);

export const disconnectedMessage = (network: SocialNetwork) => `${networkLabels[network]} desconectado.`;
