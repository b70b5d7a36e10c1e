import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envFilePath, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('serves the embedded default with nothing set', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.JWT_SECRET).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.DATA_DIR).toMatch(/\/\.data$/);
    expect(env.WEB_DIST_DIR).toMatch(/\/apps\/web\/dist$/);
    expect(env.LOG_LEVEL).toBe('info');
    expect(env.TRUST_PROXY).toBe(false);
  });

  it('treats empty values as unset', () => {
    const env = loadEnv({ DATABASE_URL: '', PORT: '', TRUST_PROXY: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
    expect(env.TRUST_PROXY).toBe(false);
  });

  it('reads the variables it knows', () => {
    const env = loadEnv({
      PORT: '8080',
      DATABASE_URL: 'postgres://app@db:5432/app',
      REDIS_URL: 'redis://cache:6379',
      JWT_SECRET: 'x'.repeat(32),
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    });
    expect(env).toMatchObject({ PORT: 8080, DATABASE_URL: 'postgres://app@db:5432/app', TRUST_PROXY: true, LOG_LEVEL: 'warn' });
  });

  it('refuses what it cannot use, naming the variable', () => {
    expect(() => loadEnv({ JWT_SECRET: 'curto' })).toThrow(/JWT_SECRET/);
    expect(() => loadEnv({ TRACKING_SECRET: 'x'.repeat(31) })).toThrow(/TRACKING_SECRET precisa ter pelo menos 32 caracteres/);
    expect(() => loadEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadEnv({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
  });
});

describe('the S3 storage variables', () => {
  const s3 = { S3_BUCKET: 'mais-alcance', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' };

  it('leave the files on the disk when none is set, in us-east-1 with virtual-host addresses by default', () => {
    const env = loadEnv({});
    expect([env.S3_BUCKET, env.S3_ENDPOINT, env.S3_REGION, env.S3_FORCE_PATH_STYLE]).toEqual([undefined, undefined, 'us-east-1', false]);
  });

  it('read an S3-compatible endpoint with path-style addresses', () => {
    const env = loadEnv({ ...s3, S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'auto', S3_FORCE_PATH_STYLE: '1' });
    expect(env).toMatchObject({ ...s3, S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'auto', S3_FORCE_PATH_STYLE: true });
  });

  it('refuse half a configuration, naming each variable missing', () => {
    expect(() => loadEnv({ S3_BUCKET: 'mais-alcance' })).toThrow(
      /S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID está faltando[^\n]*\n {2}S3_SECRET_ACCESS_KEY: S3_SECRET_ACCESS_KEY está faltando/,
    );
    expect(() => loadEnv({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_SECRET_ACCESS_KEY: S3_SECRET_ACCESS_KEY está faltando/);
    const keysOnly = () => loadEnv({ S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' });
    expect(keysOnly).toThrow(/S3_BUCKET: S3_BUCKET está faltando/);
    expect(keysOnly).not.toThrow(/S3_ACCESS_KEY_ID:/);
    expect(() => loadEnv({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET está faltando/);
    expect(() => loadEnv({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadEnv({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});

describe('the Web Push variables', () => {
  const vapid = { VAPID_PUBLIC_KEY: 'BPublic', VAPID_PRIVATE_KEY: 'private', VAPID_SUBJECT: 'mailto:avisos@maisalcance.com.br' };

  it("are read together, with the push services added to the browsers' own", () => {
    expect(loadEnv({ ...vapid, PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:*, https://push.example.com' })).toMatchObject({
      ...vapid,
      PUSH_SERVICE_ORIGINS: ['http://127.0.0.1:*', 'https://push.example.com'],
    });
    expect(loadEnv({}).PUSH_SERVICE_ORIGINS).toEqual([]);
  });

  it('refuse half a key pair and a contact that is not mailto: or https:', () => {
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: 'BPublic' })).toThrow(/VAPID_PRIVATE_KEY: VAPID_PRIVATE_KEY está faltando/);
    expect(() => loadEnv({ ...vapid, VAPID_SUBJECT: 'avisos@maisalcance.com.br' })).toThrow(/VAPID_SUBJECT precisa começar com mailto: ou https:/);
  });
});

describe('VIP_GROUP_URL', () => {
  it('takes a WhatsApp group invitation', () => {
    expect(loadEnv({ VIP_GROUP_URL: 'https://chat.whatsapp.com/AbC123' }).VIP_GROUP_URL).toBe('https://chat.whatsapp.com/AbC123');
  });

  it.each([
    'https://chat.whatsapp.com/',
    'http://chat.whatsapp.com/AbC123',
    'https://chat.whatsapp.com.example.com/AbC123',
    'https://example.com/AbC123',
  ])('refuses %s', (url) => {
    expect(() => loadEnv({ VIP_GROUP_URL: url })).toThrow(/VIP_GROUP_URL precisa ser um convite de grupo/);
  });
});

describe('the .env file', () => {
  const folders: string[] = [];
  /** A dotenv file in a fresh folder, with the variables it sets stubbed out of process.env. */
  function envFile(content: string, unset: string[]): string {
    for (const name of unset) vi.stubEnv(name, undefined);
    const folder = mkdtempSync(join(tmpdir(), 'env-test-'));
    folders.push(folder);
    const path = join(folder, '.env');
    writeFileSync(path, content);
    return path;
  }
  afterEach(() => {
    vi.unstubAllEnvs();
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('is the one at the repository root', () => {
    expect(envFilePath).toBe(fileURLToPath(new URL('../../../.env', import.meta.url)));
  });

  it('fills in what the environment does not set; a real variable wins', () => {
    const path = envFile('# comment\nLOG_LEVEL=debug\nTRUST_PROXY=true\nPORT=4100\nMAIL_FROM="Equipe <oi@example.com>"\n', [
      'LOG_LEVEL',
      'TRUST_PROXY',
      'MAIL_FROM',
    ]);
    vi.stubEnv('PORT', '5200');

    const env = loadEnv(undefined, { envFile: path });

    expect(env.LOG_LEVEL).toBe('debug');
    expect(env.TRUST_PROXY).toBe(true);
    expect(env.MAIL_FROM).toBe('Equipe <oi@example.com>');
    expect(env.PORT).toBe(5200);
    expect(process.env['PORT']).toBe('5200');
  });

  it('also loses to a variable set empty', () => {
    const path = envFile('DATABASE_URL=postgres://app@db:5432/app\n', []);
    vi.stubEnv('DATABASE_URL', '');
    expect(loadEnv(undefined, { envFile: path }).DATABASE_URL).toBeUndefined();
  });

  it('is optional', () => {
    vi.stubEnv('PORT', '5300');
    const missing = join(tmpdir(), 'env-test-missing', '.env');
    expect(loadEnv(undefined, { envFile: missing }).PORT).toBe(5300);
  });

  it('is not read when the caller passes the variables', () => {
    const path = envFile('LOG_LEVEL=debug\n', ['LOG_LEVEL']);
    expect(loadEnv({}, { envFile: path }).LOG_LEVEL).toBe('info');
    expect(process.env['LOG_LEVEL']).toBeUndefined();
  });
});
