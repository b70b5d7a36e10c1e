import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger.ts';
import { createSmtpTransport, mayAuthenticate } from './smtp-client.ts';
import { createSmtpMailer } from './smtp-mailer.ts';
import { startFakeSmtpServer, type FakeSmtpOptions } from './testing/fake-smtp-server.ts';
import { LOCALHOST_TLS } from './testing/localhost-tls.ts';

const message = {
  to: 'ana@example.com',
  subject: 'Redefinição de senha',
  text: 'Olá, Ana!\n.linha com ponto\nhttps://app.test/reset-password?x=1',
  html: '<p>Olá, Ana!</p>',
};
const FROM = 'Mais Alcance <nao-responda@maisalcance.test>';
const trustLocalhost = { ca: LOCALHOST_TLS.cert };

let servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

async function server(options: FakeSmtpOptions = {}) {
  const started = await startFakeSmtpServer(options);
  servers.push(started);
  return started;
}

/** The decoded body parts of a received multipart message. */
function parts(data: string): string[] {
  const chunks = data.split(/\r\n\r\n/).slice(2);
  return chunks.map((chunk) => Buffer.from(chunk.split('\r\n--')[0]?.replace(/\r\n/g, '') ?? '', 'base64').toString('utf8'));
}

describe('createSmtpTransport', () => {
  it('delivers a pt-BR message as text and HTML, with an encoded subject and dot-stuffing undone', async () => {
    const smtp = await server();
    await createSmtpTransport({ url: `smtp://127.0.0.1:${smtp.port}`, from: FROM }).deliver(message);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('nao-responda@maisalcance.test');
    expect(mail?.to).toEqual(['ana@example.com']);
    expect(mail?.data).toContain(`Subject: =?UTF-8?B?${Buffer.from(message.subject).toString('base64')}?=`);
    expect(mail?.data).toContain('Content-Type: multipart/alternative');
    expect(parts(mail?.data ?? '')).toEqual([message.text, message.html]);
    expect(smtp.commands.at(-1)).toBe('QUIT');
  });

  it('authenticates with the URL credentials (AUTH PLAIN) on a local relay', async () => {
    const smtp = await server({ credentials: { user: 'mailer@app', password: 's3nh@' } });
    await createSmtpTransport({ url: `smtp://mailer%40app:s3nh%40@127.0.0.1:${smtp.port}`, from: FROM }).deliver(message);
    expect(smtp.received[0]?.user).toBe('mailer@app');
  });

  it('upgrades with STARTTLS when offered, before authenticating', async () => {
    const smtp = await server({ startTls: true, credentials: { user: 'u', password: 'p' } });
    await createSmtpTransport({ url: `smtp://u:p@localhost:${smtp.port}`, from: FROM, tls: trustLocalhost }).deliver(message);
    expect(smtp.received[0]).toMatchObject({ secure: true, user: 'u' });
    expect(smtp.commands.indexOf('STARTTLS')).toBeLessThan(smtp.commands.indexOf('AUTH ***'));
  });

  it('speaks TLS from the first byte with smtps://', async () => {
    const smtp = await server({ implicitTls: true });
    await createSmtpTransport({ url: `smtps://localhost:${smtp.port}`, from: FROM, tls: trustLocalhost }).deliver(message);
    expect(smtp.received[0]?.secure).toBe(true);
  });

  it('refuses a TLS server whose certificate it cannot trust', async () => {
    const smtp = await server({ implicitTls: true });
    await expect(createSmtpTransport({ url: `smtps://localhost:${smtp.port}`, from: FROM }).deliver(message)).rejects.toThrow();
    expect(smtp.received).toHaveLength(0);
  });

  it('rejects with the server reply when it refuses the message or the credentials', async () => {
    const refusing = await server({ rcptReply: '550 5.1.1 mailbox unavailable' });
    await expect(createSmtpTransport({ url: `smtp://127.0.0.1:${refusing.port}`, from: FROM }).deliver(message)).rejects.toThrow(
      /550 5\.1\.1 mailbox unavailable/,
    );
    const strict = await server({ credentials: { user: 'u', password: 'certa' } });
    await expect(createSmtpTransport({ url: `smtp://u:errada@127.0.0.1:${strict.port}`, from: FROM }).deliver(message)).rejects.toThrow(/535/);
  });

  it('never sends credentials in the clear to another machine', () => {
    expect(mayAuthenticate({ secure: false, host: 'smtp.example.com' })).toBe(false);
    expect(mayAuthenticate({ secure: false, host: '127.evil.com' })).toBe(false);
    expect(mayAuthenticate({ secure: true, host: 'smtp.example.com' })).toBe(true);
    expect(mayAuthenticate({ secure: false, host: '127.0.0.1' })).toBe(true);
    expect(() => createSmtpTransport({ url: 'http://mail.test', from: FROM })).toThrow(/smtp:\/\//);
  });

  it('rejects a header holding a line break (no header injection)', async () => {
    const smtp = await server();
    const transport = createSmtpTransport({ url: `smtp://127.0.0.1:${smtp.port}`, from: FROM });
    await expect(transport.deliver({ ...message, subject: 'Oi\r\nBcc: todos@example.com' })).rejects.toThrow(/line break/);
    expect(smtp.received).toHaveLength(0);
  });
});

describe('createSmtpMailer', () => {
  it('answers at once and delivers in the background, logging failures', async () => {
    const smtp = await server();
    const lines: string[] = [];
    const logger = createLogger('info', (line) => lines.push(line));
    const mailer = createSmtpMailer({ transport: createSmtpTransport({ url: `smtp://127.0.0.1:${smtp.port}`, from: FROM }), logger });
    await mailer.send(message);
    await mailer.flush();
    expect(smtp.received).toHaveLength(1);

    const broken = createSmtpMailer({ transport: createSmtpTransport({ url: 'smtp://127.0.0.1:1', from: FROM }), logger });
    await expect(broken.send(message)).resolves.toBeUndefined();
    await broken.flush();
    expect(lines.some((line) => line.includes('mail delivery failed'))).toBe(true);
  });
});
