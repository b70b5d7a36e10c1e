import { isLinkCode, trackedDestination } from '@ma/domain';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../../db/database.ts';
import { affiliateLinks } from '../../db/schema.ts';
import { clientAddress } from '../../lib/client-address.ts';
import type { AppEnv } from '../../lib/types.ts';

type LinkTarget = { linkId: string; destinationUrl: string } | null;

/** How long a code's destination (or its absence) is reused; links do not change once made. */
const LINK_CACHE_MS = 60_000;
const MAX_CACHED_LINKS = 50_000;

/** The destinations of link codes, each read once a minute at most per process (a click burst reads once). */
export function createLinkTargets(db: Database) {
  const cache = new Map<string, { at: number; target: Promise<LinkTarget> }>();
  return (code: string, now: number): Promise<LinkTarget> => {
    const hit = cache.get(code);
    if (hit && now - hit.at < LINK_CACHE_MS) return hit.target;
    const target = db
      .select({ linkId: affiliateLinks.id, destinationUrl: affiliateLinks.destinationUrl })
      .from(affiliateLinks)
      .where(eq(affiliateLinks.code, code))
      .limit(1)
      .then(([row]) => row ?? null);
    cache.delete(code);
    cache.set(code, { at: now, target });
    target.catch(() => cache.delete(code));
    if (cache.size > MAX_CACHED_LINKS) cache.delete(cache.keys().next().value ?? '');
    return target;
  };
}

const NOT_FOUND_PAGE = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Link não encontrado</title>
<style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f8f9fa;color:#212529}
main{max-width:28rem;padding:2rem;text-align:center}h1{font-size:1.5rem}a{color:#6d28d9}</style></head>
<body><main><h1>Link não encontrado</h1><p>Este link de afiliado não existe ou foi digitado errado. Confira o endereço com quem o compartilhou.</p>
<p><a href="/">Ir para a página inicial</a></p></main></body></html>`;

/**
 * GET /r/{code}: counts the click (in the next batch, never before answering) and sends the
 * visitor to the link's page with our UTM parameters and the click id; an unknown code gets a
 * 404 page. The answer is never cached, so every visit is seen.
 */
export async function trackedRedirect(c: Context<AppEnv>): Promise<Response> {
  const code = c.req.param('code') ?? '';
  const { affiliate, clock, trustProxy } = c.var.services;
  const now = clock.now();
  const target = isLinkCode(code) ? await affiliate.linkTargets(code, now.getTime()) : null;
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer-when-downgrade');
  if (!target) return c.html(NOT_FOUND_PAGE, 404);
  const clickId = affiliate.clicks.record({
    linkId: target.linkId,
    address: clientAddress(c, trustProxy),
    userAgent: c.req.header('user-agent'),
    now,
  });
  return c.redirect(trackedDestination(target.destinationUrl, { code, clickId }), 302);
}

export type LinkTargets = ReturnType<typeof createLinkTargets>;
