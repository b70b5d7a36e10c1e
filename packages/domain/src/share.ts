/** The public page of a proposal, the link every share target carries (docs/product/proposals.md). */
export const proposalShareUrl = (origin: string, id: string): string => `${origin.replace(/\/+$/, '')}/publi/${encodeURIComponent(id)}/public`;

// encodeURIComponent, not URLSearchParams: the latter writes spaces as '+', which some
// share targets show literally.
const q = encodeURIComponent;

// WhatsApp and Telegram take free text; the link goes last so it is previewed.
const withText = (url: string, text?: string): string => (text ? `${text} ${url}` : url);

/** Opens WhatsApp with the text and link ready to send. */
export const whatsappShareUrl = (url: string, text?: string): string => `https://wa.me/?text=${q(withText(url, text))}`;

/** Opens Facebook's share dialog; it takes only the link and reads the page's meta tags. */
export const facebookShareUrl = (url: string): string => `https://www.facebook.com/sharer/sharer.php?u=${q(url)}`;

/** Opens LinkedIn's share dialog; like Facebook it takes only the link. */
export const linkedinShareUrl = (url: string): string => `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}`;

/** Opens Telegram's share picker with the link and, when given, a text. */
export const telegramShareUrl = (url: string, text?: string): string => `https://t.me/share/url?url=${q(url)}${text ? `&text=${q(text)}` : ''}`;
