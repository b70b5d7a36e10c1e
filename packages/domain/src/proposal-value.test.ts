import { describe, expect, it } from 'vitest';
import { formatCents } from './format.ts';
import { reaisToCentavos } from './money.ts';
import {
  MAX_OFFER_REAIS,
  NEGOTIATION_CHECKBOX_LABEL,
  NON_NEGOTIABLE_HINT,
  OFFER_VALUE_TOO_LARGE,
  offerFarAboveWarning,
  validateDeliverables,
  validateOfferValue,
} from './proposal-value.ts';

const fixed = { proposalValue: 1500, acceptsNegotiations: false };
const negotiable = { proposalValue: 1500, acceptsNegotiations: true };

describe('validateOfferValue', () => {
  it('accepts a value exactly at a non-negotiable cap', () => {
    expect(validateOfferValue({ ...fixed, value: 1500 })).toBeNull();
  });

  it('refuses one centavo over a non-negotiable cap, naming the cap in BRL', () => {
    expect(validateOfferValue({ ...fixed, value: 1500.01 })).toBe('Este valor não pode ser negociado. Ofereça até R$ 1.500,00.');
  });

  it('refuses an offer over the largest taken, naming it as money is shown', () => {
    expect(validateOfferValue({ ...negotiable, value: MAX_OFFER_REAIS + 0.01 })).toBe(OFFER_VALUE_TOO_LARGE);
    expect(OFFER_VALUE_TOO_LARGE).toBe(`O valor pode ser no máximo ${formatCents(reaisToCentavos(MAX_OFFER_REAIS))}.`);
  });

  it('welcomes a lower offer on a non-negotiable proposal', () => {
    expect(validateOfferValue({ ...fixed, value: 0 })).toBeNull();
    expect(validateOfferValue({ ...fixed, value: 1499.99 })).toBeNull();
  });

  it('compares in centavos, so float noise does not break the cap', () => {
    expect(validateOfferValue({ value: 0.1 + 0.2, proposalValue: 0.3, acceptsNegotiations: false })).toBeNull();
  });

  it('allows any value when negotiable', () => {
    expect(validateOfferValue({ ...negotiable, value: 99_999.99 })).toBeNull();
  });

  it('refuses negative values, also when negotiable', () => {
    expect(validateOfferValue({ ...negotiable, value: -0.01 })).toBe('O valor não pode ser negativo.');
  });

  it('refuses 3 decimals and accepts 2', () => {
    expect(validateOfferValue({ ...negotiable, value: 10.555 })).toBe('Use no máximo 2 casas decimais.');
    expect(validateOfferValue({ ...negotiable, value: 10.55 })).toBeNull();
  });

  it('asks for a value when there is none', () => {
    expect(validateOfferValue({ ...negotiable, value: null })).toBe('Informe um valor.');
    expect(validateOfferValue({ ...negotiable, value: Number.NaN })).toBe('Informe um valor.');
  });

  it('refuses more than R$ 10 milhões, also when negotiable', () => {
    expect(validateOfferValue({ ...negotiable, value: 10_000_000 })).toBeNull();
    expect(validateOfferValue({ ...negotiable, value: 10_000_000.01 })).toBe('O valor pode ser no máximo R$ 10.000.000,00.');
  });

  it('does not cap when the proposal has no value', () => {
    expect(validateOfferValue({ value: 500, proposalValue: null, acceptsNegotiations: false })).toBeNull();
  });
});

describe('validateDeliverables', () => {
  const none = { totalPosts: 0, totalStories: 0, totalReels: 0, totalVideos: 0 };

  it('asks for at least one deliverable', () => {
    expect(validateDeliverables(none)).toBe('Informe pelo menos uma entrega: posts, stories, reels ou vídeos.');
  });

  it.each(['totalPosts', 'totalStories', 'totalReels', 'totalVideos'] as const)('takes one of %s alone', (key) => {
    expect(validateDeliverables({ ...none, [key]: 1 })).toBeNull();
  });
});

describe('negotiation texts', () => {
  it("uses the product's checkbox label verbatim", () => {
    expect(NEGOTIATION_CHECKBOX_LABEL).toBe('Eu aceito negociar este valor.');
  });

  it('says the value is not negotiable but a lower offer is welcome', () => {
    expect(NON_NEGOTIABLE_HINT).toMatch(/não é negociável/);
    expect(NON_NEGOTIABLE_HINT).toMatch(/valor menor/);
  });
});

describe('offerFarAboveWarning', () => {
  it('warns above twice the brand value, naming that value in BRL', () => {
    expect(offerFarAboveWarning({ value: 999_999, proposalValueCents: 250_000 })).toBe(
      'Seu valor está bem acima do sugerido pela marca (R$ 2.500,00). Tem certeza?',
    );
    expect(offerFarAboveWarning({ value: 5000.01, proposalValueCents: 250_000 })).not.toBeNull();
  });

  it('stays quiet up to exactly twice the brand value, and below it', () => {
    expect(offerFarAboveWarning({ value: 5000, proposalValueCents: 250_000 })).toBeNull();
    expect(offerFarAboveWarning({ value: 100, proposalValueCents: 250_000 })).toBeNull();
  });

  it('stays quiet without a value to read or a brand value to compare with', () => {
    expect(offerFarAboveWarning({ value: undefined, proposalValueCents: 250_000 })).toBeNull();
    expect(offerFarAboveWarning({ value: Number.NaN, proposalValueCents: 250_000 })).toBeNull();
    expect(offerFarAboveWarning({ value: 500, proposalValueCents: 0 })).toBeNull();
  });
});
