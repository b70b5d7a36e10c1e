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
  const firstName = input.name.trim().split(/\s+/)[0] ?? '';
  const greeting = firstName ? `Olá, ${firstName}!` : 'Olá!';
  const text = [greeting, '', input.reason, input.textLead, '', input.link, '', input.notAsked, '', 'Equipe Mais Alcance'].join('\n');
  const link = escapeHtml(input.link);
  const html = `<!doctype html>
<html lang="pt-BR">
<body style="margin:0;padding:24px;background:#f4f4f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <p style="font-size:18px;font-weight:bold;margin:0 0 16px">${escapeHtml(greeting)}</p>
    <p style="margin:0 0 16px;line-height:1.5">${escapeHtml(input.reason)}</p>
    <p style="margin:0 0 24px"><a href="${link}" style="display:inline-block;background:#6d28d9;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:999px">${escapeHtml(input.button)}</a></p>
    <p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:#4b5563">${escapeHtml(input.validity)} Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${link}" style="color:#6d28d9;word-break:break-all">${link}</a></p>
    <p style="margin:0;font-size:14px;line-height:1.5;color:#4b5563">${escapeHtml(input.notAsked)}</p>
  </div>
</body>
</html>
`;
  return { to: input.to, subject: input.subject, text, html };
}
