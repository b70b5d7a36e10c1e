import { describe, expect, it } from 'vitest';
import { itReturns } from '@ma/vitest-config/cases';
import { formatCents } from '../format.ts';
import {
  MAX_RATE_CENTS,
  RATE_DUPLICATE,
  RATE_NEGATIVE,
  RATE_PACKAGE_LABEL_REQUIRED,
  RATE_TOO_LARGE,
  RATE_TOO_PRECISE,
  rateCardProblem,
  rateLabel,
  ratePriceText,
} from './rate-card.ts';

describe('rateCardProblem', () => {
  it('takes prices, a combinar and several packages', () => {
    expect(
      rateCardProblem([
        { kind: 'post', priceCents: 150_000 },
        { kind: 'story', priceCents: null },
        { kind: 'package', label: '3 stories + 1 reels', priceCents: 299_990 },
        { kind: 'package', label: 'Mensal', priceCents: 0 },
      ]),
    ).toBeNull();
  });

  itReturns('refuses %j', rateCardProblem, [
    [[{ kind: 'post' as const, priceCents: -100 }], [0, 'priceCents', RATE_NEGATIVE]],
    [[{ kind: 'post' as const, priceCents: 1_000.5 }], [0, 'priceCents', RATE_TOO_PRECISE]],
    [[{ kind: 'reels' as const, priceCents: 100_000_001 }], [0, 'priceCents', RATE_TOO_LARGE]],
    [[{ kind: 'post' as const, priceCents: Number.NaN }], [0, 'priceCents', RATE_NEGATIVE]],
    [
      [
        { kind: 'story' as const, priceCents: 100 },
        { kind: 'story' as const, priceCents: 200 },
      ],
      [1, 'kind', RATE_DUPLICATE],
    ],
    [[{ kind: 'package' as const, label: '  ', priceCents: 10_000 }], [0, 'label', RATE_PACKAGE_LABEL_REQUIRED]],
  ]);

  it('names the largest price as money is shown', () => {
    expect(RATE_TOO_LARGE).toBe(`O preço pode ser no máximo ${formatCents(MAX_RATE_CENTS)}.`);
  });
});

describe('how a rate reads', () => {
  it('names fixed formats and packages, and prices in BRL or a combinar', () => {
    expect(rateLabel({ kind: 'tiktok_video', priceCents: 100 })).toBe('Vídeo TikTok');
    expect(rateLabel({ kind: 'package', label: ' Combo ', priceCents: 100 })).toBe('Combo');
    expect(ratePriceText(150_000)).toBe('R$ 1.500,00');
    expect(ratePriceText(null)).toBe('a combinar');
  });
});
