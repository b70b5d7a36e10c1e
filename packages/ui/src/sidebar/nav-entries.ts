import { IconCoins, IconHome, IconLink, IconPigMoney, IconSearch, IconSparkles, IconUserEdit, IconWand, type Icon } from '@tabler/icons-react';

export interface NavEntry {
  label: string;
  to: string;
  /** The path prefix that marks the entry active; defaults to `to`. */
  activePrefix?: string;
  icon: Icon;
}

/** The sidebar entries of docs/product/routes-and-navigation.md, in order. */
export const mainEntries: readonly NavEntry[] = [
  { label: 'Início', to: '/', icon: IconHome },
  { label: 'Monetize seu perfil', to: '/monetize', icon: IconPigMoney },
  // Links and commissions are tabs of one affiliate area.
  { label: 'Afiliação', to: '/affiliate/links', activePrefix: '/affiliate', icon: IconLink },
  { label: 'Buscar publis', to: '/publis', icon: IconSearch },
];

export const airaGroup = { label: 'Aira para criadores', badge: 'Novo', icon: IconSparkles } as const;

export const airaEntry: NavEntry = { label: 'Aira', to: '/aira', icon: IconWand };
export const creditsEntry: NavEntry = { label: 'Créditos', to: '/credits', icon: IconCoins };

// The whole media-kit flow (edit, connect, customize) lives under "Editar perfil".
export const profileEntry: NavEntry = {
  label: 'Editar perfil',
  to: '/media-kit/edit',
  activePrefix: '/media-kit',
  icon: IconUserEdit,
};
