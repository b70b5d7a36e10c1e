import { describe, expect, it } from 'vitest';
import {
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
        { kind: 'post', price: 1500 },
        { kind: 'story', price: null },
        { kind: 'package', label: '3 stories + 1 reels', price: 2999.9 },
        { kind: 'package', label: 'Mensal', price: 0 },
      ]),
    ).toBeNull();
  });

  it.each([
    [[{ kind: 'post' as const, price: -1 }], [0, 'price', RATE_NEGATIVE]],
    [[{ kind: 'post' as const, price: 10.005 }], [0, 'price', RATE_TOO_PRECISE]],
    [[{ kind: 'reels' as const, price: 1_000_000.01 }], [0, 'price', RATE_TOO_LARGE]],
    [[{ kind: 'post' as const, price: Number.NaN }], [0, 'price', RATE_NEGATIVE]],
    [
      [
        { kind: 'story' as const, price: 1 },
        { kind: 'story' as const, price: 2 },
      ],
      [1, 'kind', RATE_DUPLICATE],
    ],
    [[{ kind: 'package' as const, label: '  ', price: 100 }], [0, 'label', RATE_PACKAGE_LABEL_REQUIRED]],
  ])('refuses %j', (rates, problem) => {
    expect(rateCardProblem(rates)).toEqual(problem);
  });
});

describe('how a rate reads', () => {
  it('names fixed formats and packages, and prices in BRL or a combinar', () => {
    expect(rateLabel({ kind: 'tiktok_video', price: 1 })).toBe('Vídeo TikTok');
    expect(rateLabel({ kind: 'package', label: ' Combo ', price: 1 })).toBe('Combo');
    expect(ratePriceText(1500)).toBe('R$ 1.500,00');
    expect(ratePriceText(null)).toBe('a combinar');
  });
});
