import { describe, expect, it } from 'vitest';
import { createVisitors, visitorHash } from './visitors.ts';

const browser = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

describe('the visitor hash', () => {
  it('is the same for one browser on one day, and another on the next day or with another secret', () => {
    const today = visitorHash('segredo', '2026-11-23', '198.51.100.1', 'Mozilla/5.0');
    expect(today).toMatch(/^[\w-]{22}$/);
    expect(visitorHash('segredo', '2026-11-23', '198.51.100.1', 'Mozilla/5.0')).toBe(today);
    expect(visitorHash('segredo', '2026-11-24', '198.51.100.1', 'Mozilla/5.0')).not.toBe(today);
    expect(visitorHash('outro', '2026-11-23', '198.51.100.1', 'Mozilla/5.0')).not.toBe(today);
    expect(visitorHash('segredo', '2026-11-23', '198.51.100.2', 'Mozilla/5.0')).not.toBe(today);
  });
});

describe('visitors', () => {
  const visitors = createVisitors('segredo');
  // 15:00 UTC is noon in São Paulo; 02:00 UTC the next day is still 23:00 there.
  const noon = new Date('2026-11-23T15:00:00Z');

  it('are a browser of a São Paulo day, keyed with the secret', () => {
    expect(visitors.of('198.51.100.1', browser, noon)).toEqual({
      day: '2026-11-23',
      visitor: visitorHash('segredo', '2026-11-23', '198.51.100.1', browser),
    });
    expect(visitors.of('198.51.100.1', browser, new Date('2026-11-24T02:00:00Z'))).toEqual(visitors.of('198.51.100.1', browser, noon));
    expect(visitors.of('198.51.100.1', browser, new Date('2026-11-24T15:00:00Z'))).toMatchObject({ day: '2026-11-24' });
    expect(visitors.of('198.51.100.2', browser, noon)?.visitor).not.toBe(visitors.of('198.51.100.1', browser, noon)?.visitor);
    expect(createVisitors('outro').of('198.51.100.1', browser, noon)?.visitor).not.toBe(visitors.of('198.51.100.1', browser, noon)?.visitor);
  });

  it.each([
    ['a link-preview fetcher', 'facebookexternalhit/1.1'],
    ['a crawler', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['no browser named', undefined],
    ['an empty browser', ''],
  ])('leave out %s', (_, userAgent) => {
    expect(visitors.of('198.51.100.1', userAgent, noon)).toBeUndefined();
  });
});
