import net from 'node:net';
import type { ConnectionOptions } from 'node:tls';
import nodemailer, { type SMTPTransportOptions } from 'nodemailer';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import type { Mailer, MailMessage } from './mailer.ts';

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:587 (STARTTLS when the server offers it) or smtps://user:pass@host:465. */
  url: string;
  /** 'Mais Alcance <nao-responda@...>' */
  from: string;
  logger: Logger;
  clock?: Clock;
  /** How long a connection, the greeting and each reply may take. */
  timeoutMs?: number;
  /** Extra TLS options (a private CA in tests). */
  tls?: ConnectionOptions;
}

/** Why a message was not handed over: the SMTP step and the server's reply, never the message. */
export class MailDeliveryError extends Error {
  override readonly name = 'MailDeliveryError';
  constructor(
    message: string,
    /** nodemailer's code: 'EENVELOPE', 'EMESSAGE', 'EAUTH', 'ETLS', 'ECONNECTION'... */
    readonly code: string | undefined,
    /** A 5xx reply: sending the same message again will not help. */
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || (net.isIPv4(host) && host.startsWith('127.'));

/**
 * nodemailer's options for `SMTP_URL`. Credentials and links never cross a network in the clear:
 * on smtp:// to another machine the session must upgrade with STARTTLS (`requireTLS`) before
 * anything else is said; a relay on this machine may skip TLS. nodemailer logs nothing (its
 * logger would print the messages, links included).
 */
export function smtpTransportOptions(options: Pick<SmtpMailerOptions, 'url' | 'timeoutMs' | 'tls'>): SMTPTransportOptions {
  const url = new URL(options.url);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error('SMTP_URL must start with smtp:// or smtps://');
  const secure = url.protocol === 'smtps:';
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const user = decodeURIComponent(url.username);
  const timeoutMs = options.timeoutMs ?? 30_000;
  return {
    host,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    requireTLS: !secure && !isLoopback(host),
    auth: user ? { user, pass: decodeURIComponent(url.password) } : undefined,
    tls: options.tls,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    logger: false,
    debug: false,
  };
}

/** A server's reply may quote what it refused: links and token-like strings are cut out. */
const redact = (text: string) => text.replace(/[a-z][a-z0-9+.-]*:\/\/\S+/gi, '[link]').replace(/[A-Za-z0-9_-]{32,}/g, '[token]');

function deliveryError(error: unknown): MailDeliveryError {
  if (!(error instanceof Error)) return new MailDeliveryError('SMTP delivery failed', undefined, false);
  const { code, command, permanent } = error as Error & { code?: unknown; command?: unknown; permanent?: unknown };
  const step = typeof command === 'string' ? `SMTP ${command}` : 'SMTP';
  return new MailDeliveryError(`${step}: ${redact(error.message)}`, typeof code === 'string' ? code : undefined, permanent === true);
}

/** One bare address: nodemailer would read 'a@x.com, b@y.com' as two recipients. */
const ONE_ADDRESS = /^[^\s@,;:<>"()[\]\\]+@[^\s@,;:<>"()[\]\\]+$/;

function checkHeaders(message: MailMessage) {
  for (const [name, value] of Object.entries({ to: message.to, subject: message.subject, ...message.headers })) {
    // A line break in a header would let its value add headers of its own.
    if (/[\r\n]/.test(value)) throw new MailDeliveryError(`mail header "${name}" holds a line break`, 'EMESSAGE', true);
  }
  if (!ONE_ADDRESS.test(message.to)) throw new MailDeliveryError('mail recipient must be one address', 'EENVELOPE', true);
}

/**
 * Sends over SMTP with nodemailer, one connection per message. `send` resolves once the server
 * has accepted the message and rejects with a `MailDeliveryError` otherwise; callers send from
 * `background.run`, so no answer waits for the server. This is the one place a delivery is
 * logged: the recipient and the subject, never the body or its links.
 */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  if (/[\r\n]/.test(options.from)) throw new Error('MAIL_FROM holds a line break');
  const transporter = nodemailer.createTransport(smtpTransportOptions(options));
  const { logger } = options;
  return {
    kind: 'smtp',
    async send(message) {
      const logged = { to: message.to, subject: message.subject };
      try {
        checkHeaders(message);
        await transporter.sendMail({ ...message, from: options.from, date: options.clock?.now() ?? new Date() });
      } catch (error) {
        const failure = error instanceof MailDeliveryError ? error : deliveryError(error);
        logger.error('mail delivery failed', { ...logged, error: failure });
        throw failure;
      }
      logger.info('mail sent', logged);
    },
  };
}
