import net from 'node:net';
import tls from 'node:tls';
import { LOCALHOST_TLS } from './localhost-tls.ts';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** DATA as sent, dot-stuffing undone. */
  data: string;
  /** The user of AUTH PLAIN, when the client authenticated. */
  user: string | undefined;
  /** Whether the message travelled over TLS. */
  secure: boolean;
}

export interface FakeSmtpOptions {
  /** smtps: TLS from the first byte. */
  implicitTls?: boolean;
  /** Offer STARTTLS in the EHLO answer. */
  startTls?: boolean;
  credentials?: { user: string; password: string };
  /** Answer RCPT TO with this reply instead of 250. */
  rcptReply?: string;
}

/** A tiny SMTP server (RFC 5321's happy path and a few refusals) for the client's tests. */
export async function startFakeSmtpServer(options: FakeSmtpOptions = {}) {
  const received: ReceivedMail[] = [];
  const commands: string[] = [];

  const serve = (socket: net.Socket, secure: boolean, greet: boolean) => {
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '', user: undefined, secure };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    const onLine = (line: string) => {
      if (inData) {
        if (line === '.') {
          inData = false;
          received.push(mail);
          mail = { from: '', to: [], data: '', user: mail.user, secure: mail.secure };
          return reply('250 2.0.0 queued');
        }
        mail.data += `${line.startsWith('.') ? line.slice(1) : line}\r\n`;
        return undefined;
      }
      commands.push(line.startsWith('AUTH') ? 'AUTH ***' : line);
      const [verb = ''] = line.split(' ');
      switch (verb.toUpperCase()) {
        case 'EHLO': {
          const lines = ['fake.smtp.test', options.startTls && !mail.secure ? 'STARTTLS' : '', 'AUTH PLAIN', '8BITMIME'].filter(Boolean);
          return reply(lines.map((text, i) => `250${i === lines.length - 1 ? ' ' : '-'}${text}`).join('\r\n'));
        }
        case 'STARTTLS': {
          reply('220 2.0.0 ready to start TLS');
          socket.removeAllListeners('data');
          const upgraded = new tls.TLSSocket(socket, { isServer: true, key: LOCALHOST_TLS.key, cert: LOCALHOST_TLS.cert });
          return serve(upgraded, true, false);
        }
        case 'AUTH': {
          const decoded = Buffer.from(line.split(' ')[2] ?? '', 'base64')
            .toString('utf8')
            .split('\0');
          const ok = decoded[1] === options.credentials?.user && decoded[2] === options.credentials?.password;
          if (ok) mail.user = decoded[1];
          return reply(ok ? '235 2.7.0 authenticated' : '535 5.7.8 bad credentials');
        }
        case 'MAIL':
          if (options.credentials && !mail.user) return reply('530 5.7.0 authentication required');
          mail.from = /<(.*)>/.exec(line)?.[1] ?? '';
          return reply('250 2.1.0 ok');
        case 'RCPT':
          mail.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          return reply(options.rcptReply ?? '250 2.1.5 ok');
        case 'DATA':
          inData = true;
          return reply('354 end with <CRLF>.<CRLF>');
        case 'QUIT':
          reply('221 2.0.0 bye');
          return socket.end();
        default:
          return reply('502 5.5.2 command not recognised');
      }
    };
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        onLine(line);
        end = buffer.indexOf('\r\n');
      }
    });
    socket.on('error', () => socket.destroy());
    if (greet) reply('220 fake.smtp.test ESMTP');
  };

  const server = options.implicitTls
    ? tls.createServer({ key: LOCALHOST_TLS.key, cert: LOCALHOST_TLS.cert }, (socket) => serve(socket, true, true))
    : net.createServer((socket) => serve(socket, false, true));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    received,
    commands,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
