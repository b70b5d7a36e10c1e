import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// src/env.ts and dist/env.js sit at the same depth: three levels below the repository root.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The repository root's `.env` (see `.env.example`), read by `loadEnv()`. */
export const envFilePath = `${repoRoot}.env`;

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

const notAVipInvitation = 'VIP_GROUP_URL precisa ser um convite de grupo https://chat.whatsapp.com/...';

const DEFAULT_PORT = 3000;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(DEFAULT_PORT),
  /** postgres://... switches from the embedded PGlite to a PostgreSQL server. */
  DATABASE_URL: z.url().optional(),
  /** Connections per API process to DATABASE_URL. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Embedded database, generated secrets and local files. */
  DATA_DIR: z.string().min(1).default(`${repoRoot}.data`),
  /** At least 32 characters; generated and kept in DATA_DIR when absent. */
  JWT_SECRET: z.string().min(32, { error: 'JWT_SECRET precisa ter pelo menos 32 caracteres.' }).optional(),
  /** Shared rate-limit counters for several API processes; in-process otherwise. */
  REDIS_URL: z.url().optional(),
  WEB_DIST_DIR: z.string().min(1).default(`${repoRoot}apps/web/dist`),
  /** The built back office, served under /backoffice (docs/product/backoffice.md "The app"). */
  BACKOFFICE_DIST_DIR: z.string().min(1).default(`${repoRoot}apps/backoffice/dist`),
  /** The built brands' app, served under /marcas (docs/decisions/038-brands-on-the-platform.md). */
  BRANDS_DIST_DIR: z.string().min(1).default(`${repoRoot}apps/brands/dist`),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** React renders the public pages with its production build unless told otherwise (twice as fast). */
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  /** Behind a reverse proxy: take the client address from the last X-Forwarded-For hop. */
  TRUST_PROXY: booleanFlag,
  /** Google Identity Services client id; without it, 'Entrar com Google' is hidden and refused. */
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  /**
   * The creators' VIP group on WhatsApp ('Entrar no grupo VIP' on /credits), an invitation such as
   * https://chat.whatsapp.com/AbC123: without it production shows the group as unavailable, and
   * the demo a labelled demo address (modules/config).
   */
  VIP_GROUP_URL: z
    .url({ protocol: /^https$/, hostname: /^chat\.whatsapp\.com$/, error: notAVipInvitation })
    // The bare https://chat.whatsapp.com/ opens no group.
    .refine((url) => new URL(url).pathname.length > 1, { error: notAVipInvitation })
    .optional(),
  /** Google's published signing keys (fetched once, then cached by the verifier). */
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** smtp://user:pass@host:587 (STARTTLS; required unless the host is this machine) or smtps://...:465; the outbox table otherwise. */
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Mais Alcance <nao-responda@maisalcance.com.br>'),
  /** Origin of the web app in links sent by e-mail; http://localhost:PORT by default. */
  APP_ORIGIN: z.url().optional(),
  /**
   * The back office's own origin (docs/deploy.md "The back office"): the only one the admin API
   * answers, and where setup links point. Default: the app's own (APP_ORIGIN; the demo's address).
   */
  BACKOFFICE_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Encrypts the networks' tokens at rest (at least 32 characters); generated into DATA_DIR when
   * absent. Several API processes must share one. Changing it means every network reconnects.
   */
  TOKEN_ENCRYPTION_KEY: z.string().min(32, { error: 'TOKEN_ENCRYPTION_KEY precisa ter pelo menos 32 caracteres.' }).optional(),
  /**
   * Keys the affiliate click ids and the visitors' hashes (clicks, kit views); at least 32
   * characters, generated into DATA_DIR when absent. Several API processes must share one. Apart
   * from JWT_SECRET, so that rotating that one leaves the clicks in their cookie window good.
   */
  TRACKING_SECRET: z.string().min(32, { error: 'TRACKING_SECRET precisa ter pelo menos 32 caracteres.' }).optional(),
  /** A Meta app with Facebook Login for Business: without both, Instagram is not configured (or is the demo). */
  META_APP_ID: z.string().trim().min(1).optional(),
  META_APP_SECRET: z.string().trim().min(1).optional(),
  /** Facebook Login's consent page and the Graph API (a local fake in tests). */
  META_LOGIN_URL: z.url().default('https://www.facebook.com/v23.0/dialog/oauth'),
  META_GRAPH_URL: z.url().default('https://graph.facebook.com/v23.0'),
  /** A TikTok app with Login Kit for Web: without both, TikTok is not configured (or is the demo). */
  TIKTOK_CLIENT_KEY: z.string().trim().min(1).optional(),
  TIKTOK_CLIENT_SECRET: z.string().trim().min(1).optional(),
  TIKTOK_AUTH_URL: z.url().default('https://www.tiktok.com/v2/auth/authorize/'),
  TIKTOK_API_URL: z.url().default('https://open.tiktokapis.com'),
  /**
   * Aira's writer: an OpenAI-compatible chat completions API (OpenAI, vLLM, Ollama...). Without
   * all three, the built-in offline generator writes from templates (docs/product/aira.md).
   */
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().trim().min(1).optional(),
  AI_MODEL: z.string().trim().min(1).optional(),
  /** Per attempt; a generation tries up to 3 times on 429/5xx. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(60_000),
  /**
   * Voice cloning: an ElevenLabs-compatible API. Without a key, the demo provider (labelled) on
   * the embedded demo, and no synthesis elsewhere (docs/product/voice-cloning.md).
   */
  VOICE_API_KEY: z.string().trim().min(1).optional(),
  VOICE_BASE_URL: z.url().default('https://api.elevenlabs.io'),
  /**
   * Outside the demo, Aira uses the built-in template writer only when asked (`AI_OFFLINE_WRITER=1`,
   * labelled as such in every piece); otherwise, without AI_BASE_URL/AI_API_KEY/AI_MODEL, Aira is
   * shown as unavailable and charges nothing. The demo always has the offline writer.
   */
  AI_OFFLINE_WRITER: booleanFlag,
  /**
   * The demo (runtime-mode.ts): demo data on the first run of the embedded database, demo
   * providers, mail in the log. On by default only on the embedded database; `1` turns it on
   * over DATABASE_URL (logged loudly), `0` asks for production (which needs DATABASE_URL).
   */
  DEMO_MODE: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional(),
  /**
   * Web Push (docs/product/notifications.md "Push"): the server's VAPID key pair (base64url, as
   * `npx web-push generate-vapid-keys` prints it) and a mailto: or https: contact for the push
   * services. All three or none; without them the demo makes a pair into DATA_DIR, and production
   * has no push.
   */
  VAPID_PUBLIC_KEY: z.string().trim().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().trim().min(1).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, { error: 'VAPID_SUBJECT precisa começar com mailto: ou https://.' })
    .optional(),
  /** Push services accepted beyond the browsers' own (comma-separated origins, `*` for a name or a port): a test's local one. */
  PUSH_SERVICE_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  /**
   * Uploads in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO) that every API process
   * shares, when S3_BUCKET is set (with both keys); DATA_DIR's disk otherwise (runtime-storage.ts).
   */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  /** http://host/bucket/key rather than http://bucket.host/key: MinIO and most self-hosted stores. */
  S3_FORCE_PATH_STYLE: booleanFlag,
});

/**
 * Half a configuration would quietly fall back (the files on this machine's disk, no push): all
 * or none of each group.
 */
const checkedEnvSchema = envSchema.superRefine((env, context) => {
  const together = (names: readonly (keyof typeof env)[], startedBy: readonly (keyof typeof env)[] = names) => {
    if (!startedBy.some((name) => env[name])) return;
    for (const name of names) {
      if (env[name]) continue;
      const message = `${name} está faltando: ${names.slice(0, -1).join(', ')} e ${names.at(-1)} são definidas juntas.`;
      context.addIssue({ code: 'custom', path: [name], message });
    }
  };
  together(['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']);
  together(['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT']);
});

export type Env = z.infer<typeof envSchema>;

/** The web app's origin in the links the API builds: APP_ORIGIN, or the API's own address (it serves the app). */
export function appOriginOf(env: Partial<Pick<Env, 'APP_ORIGIN' | 'PORT'>>): string {
  return env.APP_ORIGIN ?? `http://localhost:${env.PORT ?? DEFAULT_PORT}`;
}

/**
 * Adds the variables of a dotenv file to process.env with Node's own parser
 * (`process.loadEnvFile`). A variable already in the environment, even empty, wins over the
 * file. A missing file is not an error: it answers false.
 */
export function loadEnvFile(path: string = envFilePath): boolean {
  try {
    process.loadEnvFile(path);
    return true;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * The validated configuration; the only place that reads process.env. Without a `source`, the
 * repository root's `.env` (`envFile`) first fills in what the environment does not set.
 */
export function loadEnv(source?: NodeJS.ProcessEnv, { envFile = envFilePath }: { envFile?: string } = {}): Env {
  if (source === undefined) {
    loadEnvFile(envFile);
    source = process.env;
  }
  // `DATABASE_URL=` in a .env file means "not set", not "an invalid URL".
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = checkedEnvSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
  throw new Error(`Invalid environment:\n${problems}`);
}

/**
 * Sets NODE_ENV for the libraries that read it themselves: React picks its production build
 * when the server renderer of the public pages is first imported, which happens after this.
 */
export function publishNodeEnv(env: Pick<Env, 'NODE_ENV'>): void {
  process.env.NODE_ENV = env.NODE_ENV;
}
