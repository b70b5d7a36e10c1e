import { initials } from '@ma/domain';
import type { Hono } from 'hono';
import { cssResponse } from './consent-page.ts';
import type { EndpointWrapper } from './fake-traffic.ts';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A demo profile picture: the initials on a coloured disc, served by the fake itself as an
 * http(s) URL (what the providers hand out), so that the app stores and shows it like a real one.
 */
export function avatarResponse(name: string, color: string): Response {
  const fill = /^#[0-9a-f]{6}$/i.test(color) ? color : '#475569';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128">` +
    `<circle cx="64" cy="64" r="64" fill="${fill}"/>` +
    `<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="52" font-weight="700" fill="#ffffff">` +
    `${escapeXml(initials(name))}</text></svg>`;
  return new Response(svg, {
    headers: {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=86400',
      // Opened on its own, the SVG may run nothing.
      'content-security-policy': "default-src 'none'",
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
    },
  });
}

/**
 * The files a fake serves beside its API: the consent page's stylesheet and the demo profiles'
 * avatars (`{prefix}/avatar/{id}.svg`, counted as the endpoint 'avatar').
 */
export function registerDemoFiles<E extends string>(
  app: Hono,
  prefix: string,
  endpoint: EndpointWrapper<E | 'avatar'>,
  profileOf: (id: string) => { name: string; color: string } | undefined,
): void {
  app.get(`${prefix}/static/consent.css`, () => cssResponse());
  app.get(
    `${prefix}/avatar/:file{[a-z0-9-]+\\.svg}`,
    endpoint('avatar', (c) => {
      const profile = profileOf((c.req.param('file') ?? '').replace(/\.svg$/, ''));
      return profile ? avatarResponse(profile.name, profile.color) : c.notFound();
    }),
  );
}
