import { isLinkCode } from '@ma/domain';
import type { Context } from 'hono';
import { clientAddress } from '../../lib/client-address.ts';
import type { AppEnv, Platform } from '../../lib/types.ts';
import type { AffiliateServices } from './affiliate.provides.ts';

const NOT_FOUND_PAGE = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Link não encontrado</title>
<style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f8f9fa;color:#212529}
main{max-width:28rem;padding:2rem;text-align:center}h1{font-size:1.5rem}a{color:#6d28d9}</style></head>
<body><main><h1>Link não encontrado</h1><p>Este link de afiliado não existe ou foi digitado errado. Confira o endereço com quem o compartilhou.</p>
<p><a href="/">Ir para a página inicial</a></p></main></body></html>`;

type RedirectServices = AffiliateServices & Pick<Platform, 'clock'>;

/**
 * Where a visit to /r/{code} goes: the link's page with our UTM parameters and a click id, the
 * click counted (in the next batch, never before answering); null for an unknown code.
 */
export async function followLink(
  services: RedirectServices,
  code: string,
  visitor: { address: string; userAgent: string | undefined },
): Promise<string | null> {
  if (!isLinkCode(code)) return null;
  const now = services.clock.now();
  const target = await services.affiliate.linkTargets(code, now.getTime());
  if (!target) return null;
  const clickId = services.affiliate.clicks.record({ linkId: target.linkId, ...visitor, now });
  return `${target.before}${clickId}${target.after}`;
}

/** Never cached (every visit is seen); the brand's page gets our origin, never the path. */
const REDIRECT_HEADERS = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'strict-origin-when-cross-origin' } as const;

/** GET /r/{code} in the app: the 302, or a 404 page for an unknown code. */
export async function trackedRedirect(c: Context<AppEnv<RedirectServices & Pick<Platform, 'trustProxy'>>>): Promise<Response> {
  const { services } = c.var;
  const location = await followLink(services, c.req.param('code') ?? '', {
    address: clientAddress(c, services.trustProxy),
    userAgent: c.req.header('user-agent'),
  });
  for (const [name, value] of Object.entries(REDIRECT_HEADERS)) c.header(name, value);
  return location ? c.redirect(location, 302) : c.html(NOT_FOUND_PAGE, 404);
}
