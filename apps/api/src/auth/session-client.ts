import { isIPv4, isIPv6 } from 'node:net';

/** Longest User-Agent read: the label needs its start only, and a header can be large. */
const MAX_USER_AGENT = 512;

// Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari", Samsung's browser both.
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (text: string, table: readonly [RegExp, string][]) => table.find(([pattern]) => pattern.test(text))?.[1];

/**
 * What the list of sessions calls a device: 'Chrome · Android', from the User-Agent's well-known
 * words only, so that nothing the browser sends is stored as it came. Null when it names neither.
 */
export function deviceLabel(userAgent: string | undefined): string | null {
  const text = (userAgent ?? '').slice(0, MAX_USER_AGENT);
  const browser = firstMatch(text, BROWSERS);
  const system = firstMatch(text, SYSTEMS);
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? null;
}

/**
 * The network a session started from, never the address itself: the /24 of an IPv4 address
 * ('203.0.113.0/24'), the /48 of an IPv6 one ('2001:db8:1::/48'). Null for anything else.
 */
export function addressPrefix(address: string): string | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const v4 = mapped ?? address;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(address)) return null;
  const groups = expandIPv6(address.split('%')[0] ?? '');
  if (!groups) return null;
  const prefix = groups.slice(0, 3).map((group) => Number.parseInt(group, 16).toString(16));
  // Trailing zero groups are left to '::', as an address is written.
  while (prefix.length > 0 && prefix.at(-1) === '0') prefix.pop();
  return `${prefix.join(':')}::/48`;
}

/** The eight groups of an IPv6 address (an embedded IPv4 tail counts as its two). */
function expandIPv6(address: string): string[] | undefined {
  const [head = '', tail] = address.split('::');
  const parts = (text: string) => (text === '' ? [] : text.split(':').flatMap((part) => (isIPv4(part) ? ipv4Groups(part) : [part])));
  const front = parts(head);
  const back = tail === undefined ? [] : parts(tail);
  const missing = 8 - front.length - back.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return undefined;
  return [...front, ...Array<string>(missing).fill('0'), ...back];
}

function ipv4Groups(address: string): string[] {
  const [a = 0, b = 0, c = 0, d = 0] = address.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
