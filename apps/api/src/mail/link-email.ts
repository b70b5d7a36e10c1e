import type { MailMessage } from './mailer.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** What a link e-mail says: why it came, the button, and what to do if it was not asked for. */
export interface LinkEmailContent {
  to: string;
  name: string;
  subject: string;
  /** The first paragraph: what was asked. */
  reason: string;
  /** The plain-text line before the link. */
  textLead: string;
  button: string;
  link: string;
  /** How long and how often the link works. */
  validity: string;
  /** The closing line: what happens if the reader did not ask for this. */
  notAsked: string;
}

/** An e-mail whose point is one link (password reset, e-mail change), in pt-BR, as HTML and as plain text. */
export function linkEmail(input: LinkEmailContent): MailMessage {
  const greeting = greetingOf(input.name);
  const text = [greeting, '', input.reason, input.textLead, '', input.link, '', input.notAsked, '', SIGNATURE].join('\n');
  const body = [paragraph(input.reason), button(input.button, input.link, input.validity), smallParagraph(escapeHtml(input.notAsked), '0')].join('');
  return { to: input.to, subject: input.subject, text, html: page(greeting, body) };
}

/** What a notice says: what happened to the account, and what to do if it was not the reader. */
export interface NoticeEmailContent {
  to: string;
  name: string;
  subject: string;
  /** The first paragraph: what happened. */
  happened: string;
  /** What to do if the reader did not do it. */
  notYou: string;
  /**
   * A page to go on from: the recovery page or /login, never a link that acts on the account by
   * itself (a notice may reach an address that is no longer the owner's). @default undefined
   */
  way?: { button: string; link: string } | undefined;
}

/** An e-mail that tells of a change to the account (a new password, a new address), in pt-BR, as HTML and as plain text. */
export function noticeEmail(input: NoticeEmailContent): MailMessage {
  const greeting = greetingOf(input.name);
  const { way } = input;
  const text = [greeting, '', input.happened, '', input.notYou, ...(way ? [way.link] : []), '', SIGNATURE].join('\n');
  const body = [paragraph(input.happened), paragraph(input.notYou), ...(way ? [button(way.button, way.link)] : [])].join('');
  return { to: input.to, subject: input.subject, text, html: page(greeting, body) };
}

/** What a notification e-mail says: the event, the page it opens, and how to stop that kind. */
export interface EventEmailContent {
  to: string;
  name: string;
  subject: string;
  /** What happened, as the bell says it. */
  text: string;
  link: string;
  /** The kind as /account names it ('Candidatura aceita'). */
  kindLabel: string;
  /** Turns off this kind's e-mail in one click (RFC 8058), and the page that asks before doing it. */
  unsubscribe: { oneClick: string; page: string };
  /** /account, where every kind and channel is chosen. */
  preferences: string;
}

/**
 * A notification in pt-BR, as HTML and as plain text, with `List-Unsubscribe` and
 * `List-Unsubscribe-Post` (RFC 8058): a mail client's "unsubscribe" button turns off this kind's
 * e-mail without signing in, and the footer's link opens a page that asks first.
 */
export function eventEmail(input: EventEmailContent): MailMessage {
  const greeting = greetingOf(input.name);
  const why = `Você recebe este e-mail porque os avisos de “${input.kindLabel}” por e-mail estão ligados.`;
  const text = [
    greeting,
    '',
    input.text,
    '',
    input.link,
    '',
    SIGNATURE,
    '',
    '--',
    why,
    `Para não receber mais: ${input.unsubscribe.page}`,
    `Todos os avisos: ${input.preferences}`,
  ].join('\n');
  const footer = smallParagraph(
    `${escapeHtml(why)} <a href="${escapeHtml(input.unsubscribe.page)}" style="color:#6d28d9">Não quero mais receber</a> · <a href="${escapeHtml(input.preferences)}" style="color:#6d28d9">Ajustar todos os avisos</a>`,
    '24px 0 0',
  );
  return {
    to: input.to,
    subject: input.subject,
    text,
    html: page(greeting, [paragraph(input.text), button('Abrir na Mais Alcance', input.link), footer].join('')),
    headers: { 'List-Unsubscribe': `<${input.unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

const SIGNATURE = 'Equipe Mais Alcance';

function greetingOf(name: string): string {
  const firstName = name.trim().split(/\s+/)[0] ?? '';
  return firstName ? `Olá, ${firstName}!` : 'Olá!';
}

const paragraph = (text: string) => `    <p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>\n`;

const smallParagraph = (html: string, margin = '0 0 16px') =>
  `    <p style="margin:${margin};font-size:14px;line-height:1.5;color:#4b5563">${html}</p>\n`;

/** The button, then the address written out for mail clients that do not follow it; `note` before that. */
function button(label: string, href: string, note?: string): string {
  const link = escapeHtml(href);
  return (
    `    <p style="margin:0 0 24px"><a href="${link}" style="display:inline-block;background:#6d28d9;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:999px">${escapeHtml(label)}</a></p>\n` +
    smallParagraph(
      `${note ? `${escapeHtml(note)} ` : ''}Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${link}" style="color:#6d28d9;word-break:break-all">${link}</a>`,
    )
  );
}

function page(greeting: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<body style="margin:0;padding:24px;background:#f4f4f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <p style="font-size:18px;font-weight:bold;margin:0 0 16px">${escapeHtml(greeting)}</p>
${body}  </div>
</body>
</html>
`;
}
