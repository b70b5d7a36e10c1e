// Tracked links (docs/product/not-built-yet.md, "Affiliate area"): an affiliate's link is a short
// code of ours that redirects to a page of the brand's site with our UTM tags and the click's id.

/** Lower-case letters and digits without look-alikes (0/o, 1/i/l), so a code read aloud or copied by hand survives. */
export const LINK_CODE_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';

/** 31^8 ≈ 8,5 × 10^11 codes: guessing one is hopeless and collisions are rare enough to retry. */
export const LINK_CODE_LENGTH = 8;

const linkCodeShape = new RegExp(`^[${LINK_CODE_ALPHABET}]{${LINK_CODE_LENGTH}}$`);

/** A code of our alphabet and length; case-sensitive, as the codes are generated lower-case. */
export const isLinkCode = (code: string): boolean => linkCodeShape.test(code);

/** How long a click is attributed to the affiliate when the brand sets no window of its own. */
export const DEFAULT_COOKIE_DAYS = 30;

/** Longer than any real product page; a longer destination is refused rather than stored. */
export const MAX_DESTINATION_LENGTH = 2048;

const ipv4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const isIpHost = (hostname: string): boolean => ipv4.test(hostname) || hostname.startsWith('[');

/**
 * A brand's domain as `isAllowedDestination` compares it: lower-case, IDN in punycode
 * ('Mãe.com.br' -> 'xn--me-sia.com.br'), or null when it is not a bare host (a scheme, port, path or
 * user) or has a single label other than 'localhost' ('com' would allow every .com site).
 */
export function normalizeBrandDomain(domain: string): string | null {
  const trimmed = domain.trim();
  const ipv6 = /^\[[\da-f:.]+\]$/i.test(trimmed);
  if (!ipv6 && !/^[^\s/\\?#@:%]+$/u.test(trimmed)) return null;
  let hostname: string;
  try {
    hostname = new URL(`https://${trimmed}/`).hostname;
  } catch {
    return null;
  }
  if (!hostname.includes('.') && hostname !== 'localhost' && !ipv6) return null;
  return hostname.endsWith('.') ? null : hostname;
}

/**
 * Whether an affiliate may point a link at `url`: an https page whose host is the brand's domain or
 * a subdomain of it. The URL is parsed and its hostname compared, never searched as text, so
 * 'https://brand.com.evil.com', 'https://evil.com/?x=brand.com', 'https://evilbrand.com' and
 * 'https://brand.com@evil.com' (any user info) are refused, as are 'javascript:' and
 * scheme-relative '//evil.com'. Backslashes and control characters, which browsers rewrite, are
 * refused outright. Plain http is allowed only when the brand's domain is 'localhost' or an IP, for
 * tests and local stores.
 */
export function isAllowedDestination(url: string, allowedDomain: string): boolean {
  const domain = normalizeBrandDomain(allowedDomain);
  if (domain === null || url.length > MAX_DESTINATION_LENGTH) return false;
  if (!/^https?:\/\//i.test(url) || /[\\\s\p{Cc}]/u.test(url)) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const local = domain === 'localhost' || isIpHost(domain);
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && local)) return false;
  if (parsed.username !== '' || parsed.password !== '') return false;
  const host = parsed.hostname;
  return host === domain || (!isIpHost(domain) && host.endsWith(`.${domain}`));
}

/** The UTM tags a click adds to the destination, with `utm_campaign` = the link's code. */
export const TRACKING_PARAMS = { source: 'maisalcance', medium: 'afiliado' } as const;
export const CLICK_ID_PARAM = 'ma_click_id';

const ownParam = (name: string): boolean => /^utm_/i.test(name) || name === CLICK_ID_PARAM;

function decodedName(pair: string): string {
  const name = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/**
 * Where a click on the link sends the visitor: the destination with `utm_source=maisalcance`,
 * `utm_medium=afiliado`, `utm_campaign=<code>` and `ma_click_id=<clickId>`. The brand's own query
 * parameters are kept byte for byte (some stores care about '%20' against '+'); every utm_* already
 * there is dropped, so the sale is attributed to this link alone, and so is a stale ma_click_id. The
 * fragment stays last. Throws RangeError on a code that is not ours or an empty click id: a bug upstream.
 */
export function trackedDestination(url: string, { code, clickId }: { code: string; clickId: string }): string {
  if (!isLinkCode(code)) throw new RangeError(`Not a link code: ${code}`);
  if (clickId === '') throw new RangeError('Empty click id');
  const parsed = new URL(url);
  const kept = parsed.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !ownParam(decodedName(pair)));
  const ours: [string, string][] = [
    ['utm_source', TRACKING_PARAMS.source],
    ['utm_medium', TRACKING_PARAMS.medium],
    ['utm_campaign', code],
    [CLICK_ID_PARAM, clickId],
  ];
  const added = ours.map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  parsed.search = `?${[...kept, ...added].join('&')}`;
  return parsed.href;
}
