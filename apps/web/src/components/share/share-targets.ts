import { facebookShareUrl, linkedinShareUrl, telegramShareUrl, whatsappShareUrl } from '@ma/domain';

/** WhatsApp, Facebook, LinkedIn and Telegram, in that order (docs/product/proposals.md). */
export const shareTargets = (url: string, text: string) =>
  [
    { key: 'whatsapp', label: 'WhatsApp', href: whatsappShareUrl(url, text), color: '#25D366' },
    { key: 'facebook', label: 'Facebook', href: facebookShareUrl(url), color: '#1877F2' },
    { key: 'linkedin', label: 'LinkedIn', href: linkedinShareUrl(url), color: '#0A66C2' },
    { key: 'telegram', label: 'Telegram', href: telegramShareUrl(url, text), color: '#229ED9' },
  ] as const;
