import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { itReturns } from '@ma/vitest-config/cases';
import { createLogger, silentLogger } from '../lib/logger.ts';
import { createSmtpMailer, MailDeliveryError, smtpTransportOptions, type SmtpMailerOptions } from './smtp-mailer.ts';
import { LOCALHOST_TLS } from './testing/localhost-tls.ts';
import { startTestSmtpServer, type TestSmtpOptions } from './testing/smtp-test-server.ts';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const LINK = `https://app.test/reset-password?email=ana%40example.com&reset_token=${TOKEN}`;
const message = {
  to: 'ana@example.com',
  subject: 'Redefinição de senha',
  text: `Olá, Ana!\n.linha com ponto\n${LINK}`,
  html: `<p>Olá, Ana!</p><p><a href="${LINK.replace(/&/g, '&amp;')}">Redefinir senha</a></p>`,
};
const FROM = 'Mais Alcance <nao-responda@maisalcance.test>';
const trustLocalhost = { ca: LOCALHOST_TLS.cert };
const clock = { now: () => new Date('2026-03-02T12:00:00Z') };

let servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

async function server(options: TestSmtpOptions = {}) {
  const started = await startTestSmtpServer(options);
  servers.push(started);
  return started;
}

const mailer = (options: Partial<SmtpMailerOptions> & { url: string }) => createSmtpMailer({ from: FROM, logger: silentLogger, clock, ...options });

/** A logger whose lines the test reads. */
function recordingLogger() {
  const lines: string[] = [];
  return { lines, logger: createLogger('info', (line) => lines.push(line)) };
}

describe('createSmtpMailer', () => {
  it('delivers a pt-BR message as text and HTML, with an encoded subject and a line starting with a dot intact', async () => {
    const smtp = await server();
    await mailer({ url: `smtp://127.0.0.1:${smtp.port}` }).send(message);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('nao-responda@maisalcance.test');
    expect(mail?.to).toEqual(['ana@example.com']);
    expect(mail?.parsed.from?.value).toEqual([{ name: 'Mais Alcance', address: 'nao-responda@maisalcance.test' }]);
    expect(mail?.parsed.to).toMatchObject({ value: [{ address: 'ana@example.com' }] });
    expect(mail?.parsed.subject).toBe(message.subject);
    // Headers travel in ASCII: the subject is an RFC 2047 encoded word, not raw UTF-8.
    expect(mail?.raw).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/im);
    expect(mail?.raw).not.toContain(message.subject);
    expect(mail?.parsed.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    expect(mail?.parsed.text?.trimEnd()).toBe(message.text);
    expect(mail?.parsed.html).toBe(message.html);
    expect(mail?.parsed.date?.toISOString()).toBe('2026-03-02T12:00:00.000Z');
    expect(mail?.parsed.messageId).toMatch(/@maisalcance\.test>$/);
  });

  it('authenticates with the URL credentials, decoded, by AUTH PLAIN or AUTH LOGIN on a local relay', async () => {
    for (const method of ['PLAIN', 'LOGIN'] as const) {
      const smtp = await server({ credentials: { user: 'mailer@app', password: 's3nh@:/' }, authMethods: [method] });
      await mailer({ url: `smtp://mailer%40app:s3nh%40%3A%2F@127.0.0.1:${smtp.port}` }).send(message);
      expect(smtp.received[0]).toMatchObject({ user: 'mailer@app', authMethod: method });
    }
  });

  it('upgrades with STARTTLS when offered, before authenticating', async () => {
    const smtp = await server({ startTls: true, credentials: { user: 'u', password: 'p' } });
    await mailer({ url: `smtp://u:p@localhost:${smtp.port}`, tls: trustLocalhost }).send(message);
    expect(smtp.received[0]).toMatchObject({ secure: true, user: 'u' });
    expect(smtp.authAttempts).toEqual([expect.objectContaining({ secure: true })]);
  });

  it('speaks TLS from the first byte with smtps://', async () => {
    const smtp = await server({ implicitTls: true, credentials: { user: 'u', password: 'p' } });
    await mailer({ url: `smtps://u:p@localhost:${smtp.port}`, tls: trustLocalhost }).send(message);
    expect(smtp.received[0]).toMatchObject({ secure: true, user: 'u' });
  });

  it('refuses a TLS server whose certificate it cannot trust', async () => {
    const smtps = await server({ implicitTls: true });
    await expect(mailer({ url: `smtps://localhost:${smtps.port}` }).send(message)).rejects.toThrow(MailDeliveryError);
    const startTls = await server({ startTls: true, credentials: { user: 'u', password: 'p' } });
    await expect(mailer({ url: `smtp://u:p@localhost:${startTls.port}` }).send(message)).rejects.toThrow(MailDeliveryError);
    expect([smtps.received, startTls.received, startTls.authAttempts]).toEqual([[], [], []]);
  });

  it('rejects with the server reply when it refuses the recipient, the message or the credentials', async () => {
    const refusing = await server({ refuseRecipient: { code: 550, text: '5.1.1 mailbox unavailable' } });
    const refused = mailer({ url: `smtp://127.0.0.1:${refusing.port}` }).send(message);
    await expect(refused).rejects.toThrow(/550 5\.1\.1 mailbox unavailable/);
    await expect(refused).rejects.toMatchObject({ name: 'MailDeliveryError', code: 'EENVELOPE', permanent: true });
    const strict = await server({ credentials: { user: 'u', password: 'certa' } });
    await expect(mailer({ url: `smtp://u:errada@127.0.0.1:${strict.port}` }).send(message)).rejects.toThrow(/535/);
    const busy = await server({ refuseMessage: { code: 451, text: '4.3.0 try again later' } });
    await expect(mailer({ url: `smtp://127.0.0.1:${busy.port}` }).send(message)).rejects.toMatchObject({ code: 'EMESSAGE', permanent: false });
  });

  it('rejects a header holding a line break, or more than one recipient, before connecting', async () => {
    const smtp = await server();
    const send = mailer({ url: `smtp://127.0.0.1:${smtp.port}` }).send;
    await expect(send({ ...message, subject: 'Oi\r\nBcc: todos@example.com' })).rejects.toThrow(/line break/);
    await expect(send({ ...message, to: 'ana@example.com\nBcc: todos@example.com' })).rejects.toThrow(/line break/);
    await expect(send({ ...message, to: 'ana@example.com, todos@example.com' })).rejects.toThrow(/one address/);
    await expect(send({ ...message, to: 'Ana <todos@example.com>' })).rejects.toThrow(/one address/);
    expect(smtp.received).toHaveLength(0);
    expect(() => createSmtpMailer({ url: 'smtp://127.0.0.1:25', from: 'A <a@b.test>\r\nBcc: x@y.test', logger: silentLogger })).toThrow(/line break/);
  });

  it('logs each delivery (recipient and subject) and rejects on failure, so that the caller can retry', async () => {
    const smtp = await server();
    const { lines, logger } = recordingLogger();
    await mailer({ url: `smtp://127.0.0.1:${smtp.port}`, logger }).send(message);
    expect(smtp.received).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ level: 'info', message: 'mail sent', to: message.to, subject: message.subject });

    lines.length = 0;
    await expect(mailer({ url: 'smtp://127.0.0.1:1', logger }).send(message)).rejects.toThrow(/ECONNREFUSED/);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ level: 'error', message: 'mail delivery failed', to: message.to, subject: message.subject });
  });

  it('never logs the message, its link or its token, even when the refusal quotes them', async () => {
    const { lines, logger } = recordingLogger();
    // Before nodemailer, a refusal after DATA logged the whole message (the link in base64).
    const refusing = await server({ refuseMessage: { code: 554, text: `5.7.1 blocked URL ${LINK}` } });
    await expect(mailer({ url: `smtp://127.0.0.1:${refusing.port}`, logger }).send(message)).rejects.toThrow(/554 5\.7\.1 blocked URL \[link\]/);
    const quoting = await server({ refuseRecipient: { code: 550, text: `5.7.1 token ${TOKEN} refused` } });
    await expect(mailer({ url: `smtp://127.0.0.1:${quoting.port}`, logger }).send(message)).rejects.toThrow(/token \[token\] refused/);
    const log = lines.join('');
    expect(log).toContain('mail delivery failed');
    for (const secret of [TOKEN, 'reset-password', 'Olá, Ana', Buffer.from(message.text).toString('base64').slice(0, 24)])
      expect(log).not.toContain(secret);
  });
});

describe('smtpTransportOptions', () => {
  it('reads SMTP_URL: smtp:// on 587 by default, smtps:// on 465, credentials decoded', () => {
    expect(smtpTransportOptions({ url: 'smtp://mailer%40app:s3nh%40@smtp.example.com' })).toMatchObject({
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      auth: { user: 'mailer@app', pass: 's3nh@' },
      logger: false,
    });
    expect(smtpTransportOptions({ url: 'smtps://smtp.example.com' })).toMatchObject({ port: 465, secure: true, auth: undefined });
    expect(smtpTransportOptions({ url: 'smtp://[::1]:2525' })).toMatchObject({ host: '::1', port: 2525 });
    expect(() => smtpTransportOptions({ url: 'http://mail.test' })).toThrow(/smtp:\/\//);
  });

  // Never credentials in the clear to another machine: smtp:// requires STARTTLS unless the relay is local.
  itReturns('requires STARTTLS for %s: %j', (url: string) => smtpTransportOptions({ url }).requireTLS, [
    ['smtp://u:p@smtp.example.com:587', true],
    ['smtp://u:p@127.evil.com:587', true],
    ['smtp://u:p@10.0.0.5:587', true],
    ['smtp://u:p@127.0.0.1:25', false],
    ['smtp://u:p@127.1.2.3:25', false],
    ['smtp://u:p@localhost:25', false],
    ['smtp://u:p@[::1]:25', false],
  ]);

  it('with STARTTLS required, a server that cannot upgrade never sees the credentials nor the message', async () => {
    // Only 127.0.0.0/8 is reachable here: the non-loopback rule above is what sets requireTLS.
    const plain = await server({ credentials: { user: 'u', password: 'p' } });
    const transport = nodemailer.createTransport({ ...smtpTransportOptions({ url: `smtp://u:p@127.0.0.1:${plain.port}` }), requireTLS: true });
    await expect(transport.sendMail({ ...message, from: FROM })).rejects.toMatchObject({ code: 'ETLS' });
    expect(plain.authAttempts).toEqual([]);
    expect(plain.received).toEqual([]);
  });
});
