import type { AccountInfo } from '@ma/api-client/schemas';
import { GOLD_NETWORKS, networkLabels, type SocialNetwork } from '@ma/domain';

export interface CongratsStep {
  title: string;
  text: string;
  actions: { label: string; to: '/media-kit/edit' | '/media-kit/connect' | '/publis' }[];
}

/** The one next step after connecting, by level: finish the kit, connect the other network, or go find publis. */
export function congratsStep(account: AccountInfo): CongratsStep {
  const connected = new Set<SocialNetwork>(account.socials.map((social) => social.network));
  switch (account.user.level) {
    case 'bronze':
      return {
        title: 'Complete seu mídia kit',
        text: 'Adicione foto, bio, localização e nichos para chegar ao nível Prata e aparecer para as marcas.',
        actions: [{ label: 'Completar mídia kit', to: '/media-kit/edit' }],
      };
    case 'silver': {
      const missing = GOLD_NETWORKS.find((network) => !connected.has(network));
      const name = missing ? networkLabels[missing] : 'a outra rede';
      return {
        title: `Conecte ${missing ? `seu ${name}` : name} para chegar ao Ouro`,
        text: 'Com Instagram e TikTok conectados, você chega ao nível Ouro e pode se candidatar a todas as publis.',
        actions: [{ label: missing ? `Conectar ${name}` : 'Conectar redes', to: '/media-kit/connect' }],
      };
    }
    case 'gold':
      return {
        title: 'Todas as publis estão liberadas',
        text: 'Com Instagram e TikTok conectados, você pode se candidatar a qualquer publi. Seu mídia kit já mostra seus números.',
        actions: [
          { label: 'Ver publis', to: '/publis' },
          { label: 'Ver meu mídia kit', to: '/media-kit/edit' },
        ],
      };
  }
}
