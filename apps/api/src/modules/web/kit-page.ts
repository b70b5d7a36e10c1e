import { isKitTheme, isUsernameShape } from '@ma/domain';
import type { Context } from 'hono';
import { clientAddress } from '../../lib/client-address.ts';
import type { AppEnv } from '../../lib/types.ts';
import { countVisit } from '../media-kit/kit-views.ts';
import { publicKitView } from '../media-kit/media-kit.view.ts';
import type { PublicPages } from './public-pages.ts';

const singleSegment = /^\/([^/]+)\/?$/;

/** The username a path addresses (/ana.souza, /Ana.Souza/), or undefined for any other path. */
export function kitAddress(path: string): string | undefined {
  const segment = singleSegment.exec(path)?.[1];
  if (!segment) return undefined;
  let username: string;
  try {
    username = decodeURIComponent(segment).toLowerCase();
  } catch {
    return undefined;
  }
  return isUsernameShape(username) ? username : undefined;
}

/**
 * /{username} (docs/product/media-kit.md "The public page"): the kit rendered on the server,
 * its visit counted after the answer, or a real 404 page. Another spelling of an address
 * (/Ouro, /ouro/) is sent to the one address.
 */
export async function kitPage(c: Context<AppEnv>, pages: PublicPages, username: string): Promise<Response> {
  const { services } = c.var;
  const stored = await services.kits.byUsername(username);
  c.header('Cache-Control', 'no-cache');
  if (!stored) return c.html(pages.notFound(c.req.path), 404);
  const url = new URL(c.req.url);
  if (url.pathname !== `/${username}`) return c.redirect(`/${username}${url.search}`, 301);
  const theme = url.searchParams.get('theme');
  const visit = {
    userId: stored.id,
    address: clientAddress(c, services.trustProxy),
    userAgent: c.req.header('user-agent'),
    now: services.clock.now(),
  };
  services.background.run('count media-kit visit', () => countVisit(services.db, services.visitorSecret, visit));
  return c.html(pages.kit(publicKitView(stored), url.origin, isKitTheme(theme) ? theme : undefined));
}
