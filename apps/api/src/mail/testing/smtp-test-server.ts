import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerAuthenticationMethod } from 'smtp-server';
import { LOCALHOST_TLS } from './localhost-tls.ts';

export interface ReceivedMail {
  /** The envelope's MAIL FROM and RCPT TO. */
  from: string;
  to: string[];
  /** The message as a mail client reads it (headers decoded, text and HTML parts). */
  parsed: ParsedMail;
  /** The message as it travelled. */
  raw: string;
  /** Who authenticated, and how, when the client did. */
  user: string | undefined;
  authMethod: SMTPServerAuthenticationMethod | undefined;
  /** Whether the message travelled over TLS. */
  secure: boolean;
}

export interface TestSmtpOptions {
  /** smtps: TLS from the first byte. */
  implicitTls?: boolean;
  /** Offer STARTTLS (otherwise the command is refused). */
  startTls?: boolean;
  credentials?: { user: string; password: string };
  /** The AUTH methods offered. */
  authMethods?: SMTPServerAuthenticationMethod[];
  /** Refuse each recipient, or the message after DATA, with this reply. */
  refuseRecipient?: { code: number; text: string };
  refuseMessage?: { code: number; text: string };
  /** Listen on this port (a server back after an outage); any free one otherwise. */
  port?: number;
}

/** An SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps what it receives. */
export async function startTestSmtpServer(options: TestSmtpOptions = {}) {
  const received: ReceivedMail[] = [];
  /** Every AUTH attempt, with whether the session was under TLS at the time. */
  const authAttempts: { method: SMTPServerAuthenticationMethod; secure: boolean }[] = [];
  const refusal = (reply: { code: number; text: string }) => Object.assign(new Error(reply.text), { responseCode: reply.code });

  const server = new SMTPServer({
    secure: options.implicitTls ?? false,
    key: LOCALHOST_TLS.key,
    cert: LOCALHOST_TLS.cert,
    disabledCommands: options.implicitTls || options.startTls ? [] : ['STARTTLS'],
    authMethods: options.authMethods ?? ['PLAIN', 'LOGIN'],
    authOptional: !options.credentials,
    // Lets the tests see what a client does without TLS; the client must not rely on it.
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, session, callback) {
      authAttempts.push({ method: auth.method, secure: session.secure });
      const ok = auth.username === options.credentials?.user && auth.password === options.credentials?.password;
      callback(ok ? null : refusal({ code: 535, text: '5.7.8 bad credentials' }), ok ? { user: auth.username } : undefined);
    },
    onRcptTo(_address, _session, callback) {
      callback(options.refuseRecipient ? refusal(options.refuseRecipient) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.refuseMessage) return callback(refusal(options.refuseMessage));
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (parsed) => {
            const { mailFrom, rcptTo } = session.envelope;
            received.push({
              from: mailFrom ? mailFrom.address : '',
              to: rcptTo.map((rcpt) => rcpt.address),
              parsed,
              raw,
              user: typeof session.user === 'string' ? session.user : undefined,
              authMethod: authAttempts.at(-1)?.method,
              secure: session.secure,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  // A client that gives up (an untrusted certificate) is a failure of that session, not the server's.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    received,
    authAttempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
