import { once } from 'node:events';
import { hostname } from 'node:os';
import net from 'node:net';
import tls from 'node:tls';
import type { MailMessage } from './mailer.ts';
import { buildMimeMessage, mailboxAddress } from './mime-message.ts';
import { readReplies, type ReplyReader, type SmtpReply } from './smtp-reply-reader.ts';

export interface SmtpTransportOptions {
  /** smtp://user:pass@host:587 (STARTTLS when the server offers it) or smtps://user:pass@host:465. */
  url: string;
  /** 'Mais Alcance <nao-responda@...>' */
  from: string;
  timeoutMs?: number;
  /** Extra TLS options (a private CA in tests). */
  tls?: tls.ConnectionOptions;
  clock?: { now(): Date };
}

export interface SmtpTransport {
  /** Delivers one message over a connection of its own; rejects with the server's reply on failure. */
  deliver(message: MailMessage): Promise<void>;
}

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);

/** Credentials never cross a network in the clear; a relay on this machine may skip TLS. */
export const mayAuthenticate = (connection: { secure: boolean; host: string }) => connection.secure || isLoopback(connection.host);

/** A minimal SMTP client (RFC 5321) over node:net/tls: EHLO, STARTTLS, AUTH PLAIN, one message. */
export function createSmtpTransport(options: SmtpTransportOptions): SmtpTransport {
  const url = new URL(options.url);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error('SMTP_URL must start with smtp:// or smtps://');
  const implicitTls = url.protocol === 'smtps:';
  const host = url.hostname;
  const port = Number(url.port) || (implicitTls ? 465 : 587);
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const servername = net.isIP(host) ? undefined : host;

  return {
    async deliver(message) {
      let socket: net.Socket = implicitTls ? tls.connect({ host, port, servername, ...options.tls }) : net.connect({ host, port });
      socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`SMTP server did not answer in ${timeoutMs} ms`)));
      let reader: ReplyReader = readReplies(socket);
      let secure = implicitTls;
      const send = async (line: string, expected: number[]): Promise<SmtpReply> => {
        if (line) socket.write(`${line}\r\n`);
        const reply = await reader.next();
        if (!expected.includes(reply.code)) {
          const shown = line.startsWith('AUTH') ? 'AUTH' : line || 'greeting';
          throw new Error(`SMTP ${shown}: ${reply.code} ${reply.lines.join(' ')}`);
        }
        return reply;
      };
      try {
        await send('', [220]);
        let ehlo = await send(`EHLO ${hostname() || 'localhost'}`, [250]);
        if (!secure && ehlo.lines.some((line) => /^STARTTLS\b/i.test(line))) {
          await send('STARTTLS', [220]);
          reader.detach();
          socket = tls.connect({ socket, servername, ...options.tls });
          await once(socket, 'secureConnect');
          reader = readReplies(socket);
          secure = true;
          ehlo = await send(`EHLO ${hostname() || 'localhost'}`, [250]);
        }
        if (user) {
          if (!mayAuthenticate({ secure, host })) throw new Error('SMTP server offers no TLS: refusing to send the credentials');
          await send(`AUTH PLAIN ${Buffer.from(`\0${user}\0${password}`, 'utf8').toString('base64')}`, [235]);
        }
        await send(`MAIL FROM:<${mailboxAddress(options.from)}>`, [250]);
        await send(`RCPT TO:<${mailboxAddress(message.to)}>`, [250, 251]);
        await send('DATA', [354]);
        const data = buildMimeMessage({ ...message, from: options.from }, options.clock?.now() ?? new Date());
        // Dot-stuffing (RFC 5321 4.5.2): a line starting with '.' gets one more. `data` ends
        // with CRLF, so '.' and the CRLF `send` adds make the end-of-data line.
        await send(`${data.replace(/^\./gm, '..')}.`, [250]);
        await send('QUIT', [221]).catch(() => undefined);
      } finally {
        reader.detach();
        socket.destroy();
      }
    },
  };
}
