import { describe, expect, it } from 'vitest';
import {
  NO_DELIVERABLE_MESSAGE,
  initialApplicationValues,
  serverFieldErrors,
  validateApplication,
  type ApplicationFormValues,
} from './application-rules.ts';

const fixed = { value: 1500, acceptsNegotiations: false };
const negotiable = { value: 1500, acceptsNegotiations: true };
const form = (terms = fixed, changes: Partial<ApplicationFormValues> = {}): ApplicationFormValues => ({
  ...initialApplicationValues(terms),
  totalPosts: 1,
  ...changes,
});

describe('initialApplicationValues', () => {
  it('starts every quantity at 0 and offers the brand value, not negotiating', () => {
    expect(initialApplicationValues(fixed)).toEqual({
      totalPosts: 0,
      totalStories: 0,
      totalReels: 0,
      totalVideos: 0,
      observations: '',
      value: 1500,
      isNegotiable: false,
    });
  });
});

describe('validateApplication', () => {
  it('returns the payload the API takes', () => {
    const result = validateApplication(form(negotiable, { totalReels: '2', observations: 'Reels no sábado', isNegotiable: true }), negotiable);
    expect(result).toEqual({
      errors: null,
      payload: {
        totalPosts: 1,
        totalStories: 0,
        totalReels: 2,
        totalVideos: 0,
        observations: 'Reels no sábado',
        value: 1500,
        isNegotiable: true,
      },
    });
  });

  it('refuses an offer above a non-negotiable value, naming the cap', () => {
    expect(validateApplication(form(fixed, { value: 1500.01 }), fixed).errors).toEqual({
      value: 'Este valor não pode ser negociado. Ofereça até R$ 1.500,00.',
    });
  });

  it('welcomes a lower offer and allows any value when negotiable', () => {
    expect(validateApplication(form(fixed, { value: 900 }), fixed).errors).toBeNull();
    expect(validateApplication(form(negotiable, { value: 9000 }), negotiable).errors).toBeNull();
  });

  it('asks for a value when the input is empty instead of sending R$ 0,00', () => {
    expect(validateApplication(form(negotiable, { value: '' }), negotiable).errors).toEqual({ value: 'Informe um valor.' });
  });

  it('refuses negative values and more than 2 decimals', () => {
    expect(validateApplication(form(negotiable, { value: -1 }), negotiable).errors?.value).toBe('O valor não pode ser negativo.');
    expect(validateApplication(form(negotiable, { value: 10.555 }), negotiable).errors?.value).toBe('Use no máximo 2 casas decimais.');
  });

  it('refuses negative or fractional quantities with the schema messages', () => {
    expect(validateApplication(form(fixed, { totalStories: -1, totalVideos: 1.5 }), fixed).errors).toEqual({
      totalStories: 'A quantidade não pode ser negativa.',
      totalVideos: 'Use um número inteiro.',
    });
  });

  it('asks for at least one deliverable', () => {
    expect(validateApplication(form(fixed, { totalPosts: 0 }), fixed).errors).toEqual({ deliverables: NO_DELIVERABLE_MESSAGE });
  });

  it('never claims to negotiate a proposal that does not accept it', () => {
    expect(validateApplication(form(fixed, { isNegotiable: true }), fixed).payload?.isNegotiable).toBe(false);
  });

  it('refuses observations longer than the API takes', () => {
    expect(validateApplication(form(fixed, { observations: 'a'.repeat(2001) }), fixed).errors).toEqual({
      observations: 'As observações podem ter no máximo 2000 caracteres.',
    });
  });
});

describe('serverFieldErrors', () => {
  it('keeps the 422 messages of this form and ignores the rest', () => {
    expect(serverFieldErrors({ value: 'Valor acima do permitido.', proposalId: 'x' })).toEqual({ value: 'Valor acima do permitido.' });
  });
});
