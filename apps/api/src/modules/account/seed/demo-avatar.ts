import { initials } from '@ma/domain';

/**
 * A round avatar with the person's initials, as a data URL: demo accounts get a photo
 * (the media kit needs one) without any file or network access.
 */
export function demoAvatar(name: string, background: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256">` +
    `<rect width="256" height="256" fill="${background}"/>` +
    `<text x="128" y="128" dy=".35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" ` +
    `font-size="104" font-weight="700" fill="#ffffff">${initials(name)}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
