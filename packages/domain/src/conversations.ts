// The conversation of an application between the brand's team and the creator
// (docs/product/conversations.md): plain text, limits and words shared by the API and both apps.

/** Who wrote a message: the creator, or someone of the brand's team. */
export const conversationSides = ['creator', 'brand'] as const;
export type ConversationSide = (typeof conversationSides)[number];

/** A message's most characters, after trimming. */
export const MESSAGE_MAX_LENGTH = 2000;
/** A report's reason: 1 to 1,000 characters. */
export const REPORT_REASON_MAX_LENGTH = 1000;
/** The messages a conversation's read answers, the latest ones. */
export const CONVERSATION_PAGE = 200;

export const conversationMessages = {
  bodyRequired: 'Escreva a mensagem.',
  // The limits written out (a test holds them to the constants): formatting at load would load ICU
  // data in every page's start (first-use.ts).
  bodyTooLong: 'A mensagem pode ter até 2.000 caracteres.',
  reasonRequired: 'Conte o motivo da denúncia.',
  reasonTooLong: 'O motivo pode ter até 1.000 caracteres.',
  sent: 'Mensagem enviada.',
  reported: 'Denúncia enviada. A equipe da Mais Alcance vai analisar a conversa.',
  empty: 'Nenhuma mensagem ainda. Escreva a primeira.',
  seen: 'Visto',
} as const;

/** A piece of a message's text: words as they are, or an address to show as a link. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// An http(s) address, or one that starts with www.; a sentence's closing punctuation is not part of it.
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"']+/giu;
const TRAILING = /[.,;:!?)\]}»”’]+$/u;

/** Whether `href` is an http or https address: anything else, or nothing a URL parses, is no link. */
function isWebAddress(href: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(href).protocol);
  } catch {
    return false;
  }
}

/**
 * A message's text cut into words and links, for display only: the text is stored as typed and
 * never read as HTML; only http and https addresses become links (never javascript: or data:).
 */
export function messageParts(body: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let from = 0;
  for (const match of body.matchAll(ADDRESS)) {
    const raw = match[0];
    const address = raw.replace(TRAILING, '');
    const start = match.index;
    if (start > from) parts.push({ kind: 'text', text: body.slice(from, start) });
    const href = address.toLowerCase().startsWith('www.') ? `https://${address}` : address;
    parts.push(isWebAddress(href) ? { kind: 'link', text: address, href } : { kind: 'text', text: address });
    from = start + address.length;
  }
  if (from < body.length) parts.push({ kind: 'text', text: body.slice(from) });
  return parts;
}

/** The API's rule on a message, for a form to say before sending: null when it is fine. */
export function messageBodyError(body: string): string | null {
  const text = body.trim();
  if (text === '') return conversationMessages.bodyRequired;
  return text.length > MESSAGE_MAX_LENGTH ? conversationMessages.bodyTooLong : null;
}
