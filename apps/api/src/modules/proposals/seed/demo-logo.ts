import { createHash } from 'node:crypto';
import { initials } from '@ma/domain';

/** A brand mark for a fictional brand: its initials on a rounded square, as an SVG data URL. */
export function demoLogo(brand: string, background: string, foreground = '#ffffff'): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="20" fill="${background}"/>` +
    `<text x="48" y="48" dy=".35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" ` +
    `font-size="36" font-weight="700" fill="${foreground}">${initials(brand)}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** A stable UUID for a demo record, so that seeding again finds it instead of adding a copy. */
export function demoId(key: string): string {
  const hex = createHash('sha1').update(`mais-alcance-demo:${key}`).digest('hex');
  // Shaped as a version-5 UUID (name-based, SHA-1).
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16).padStart(2, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}
