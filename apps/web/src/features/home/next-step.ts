import type { Level } from '@ma/domain';

export interface NextStep {
  title: string;
  text: string;
  action: string;
  to: '/media-kit/edit' | '/media-kit/connect' | '/publis';
}

/** What a creator should do next to unlock more proposals, by level. */
export const nextStepByLevel: Record<Level, NextStep> = {
  bronze: {
    title: 'Complete seu mídia kit',
    text: 'Adicione foto, bio, localização e nichos para chegar ao nível Prata e aparecer para as marcas.',
    action: 'Editar perfil',
    to: '/media-kit/edit',
  },
  silver: {
    title: 'Conecte Instagram e TikTok',
    text: 'Com as duas redes conectadas você chega ao nível Ouro e pode se candidatar a todas as publis.',
    action: 'Conectar redes',
    to: '/media-kit/connect',
  },
  gold: {
    title: 'Você está no nível Ouro',
    text: 'Todas as publis estão liberadas para você. Encontre as que combinam com seu perfil.',
    action: 'Buscar publis',
    to: '/publis',
  },
};
