import { IconBrandFacebook, IconBrandLinkedin, IconBrandTelegram, IconBrandWhatsapp } from '@tabler/icons-react';

/** The icon of each share target (share-targets.ts), wherever its button is drawn. */
export const shareTargetIcons = {
  whatsapp: IconBrandWhatsapp,
  facebook: IconBrandFacebook,
  linkedin: IconBrandLinkedin,
  telegram: IconBrandTelegram,
} as const;
