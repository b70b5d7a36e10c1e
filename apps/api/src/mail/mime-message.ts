import { randomBytes } from 'node:crypto';
import type { MailMessage } from './mailer.ts';

const CRLF = '\r\n';

/** The address inside 'Name <address>' (or the whole value when there are no brackets). */
export function mailboxAddress(mailbox: string): string {
  return (/<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim();
}

/** RFC 2047: a header value outside ASCII travels as base64 UTF-8 ('Redefinição' and the like). */
function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/** Base64 in lines of 76 characters (RFC 2045). */
function base64Lines(content: string): string {
  return (
    Buffer.from(content, 'utf8')
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join(CRLF);
}

/** RFC 5322 date in UTC: 'Mon, 02 Mar 2026 12:00:00 +0000'. */
function rfc5322Date(date: Date): string {
  return date.toUTCString().replace(/GMT$/, '+0000');
}

/**
 * The message as SMTP's DATA carries it: headers, then a multipart/alternative body with the
 * text part first and the HTML part last (clients show the last one they can render).
 */
export function buildMimeMessage(message: MailMessage & { from: string }, date: Date): string {
  for (const [name, value] of Object.entries({ from: message.from, to: message.to, subject: message.subject })) {
    // A line break in a header would let its value add headers of its own.
    if (/[\r\n]/.test(value)) throw new Error(`mail header "${name}" holds a line break`);
  }
  const boundary = `=_ma_${randomBytes(12).toString('hex')}`;
  const domain = mailboxAddress(message.from).split('@')[1] ?? 'localhost';
  const part = (type: string, content: string) =>
    [`--${boundary}`, `Content-Type: ${type}; charset=utf-8`, 'Content-Transfer-Encoding: base64', '', base64Lines(content)].join(CRLF);
  return [
    `From: ${message.from}`,
    `To: ${message.to}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${rfc5322Date(date)}`,
    `Message-ID: <${randomBytes(16).toString('hex')}@${domain}>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    part('text/plain', message.text),
    part('text/html', message.html),
    `--${boundary}--`,
    '',
  ].join(CRLF);
}
