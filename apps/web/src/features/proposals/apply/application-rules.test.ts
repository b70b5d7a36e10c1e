import { offerCases } from '@ma/api-client/testing';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FORM_ERROR, useZodForm } from '../../../lib/form.ts';
import { initialApplicationValues, loadApplicationSchema, offerTermsOf, type ApplicationFormValues } from './application-rules.ts';

describe('offerTermsOf', () => {
  it("checks an offer in the reais the creator types: the proposal's centavos, once", () => {
    expect(offerTermsOf({ valueCents: 123_450, acceptsNegotiations: false })).toEqual({ value: 1234.5, acceptsNegotiations: false });
  });
});

describe('initialApplicationValues', () => {
  it('starts every quantity at 0 and offers the brand value, not negotiating', () => {
    expect(initialApplicationValues({ value: 1500, acceptsNegotiations: false })).toEqual({
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

/** Runs the application form's own check (useZodForm with the form's schema) on `values`. */
async function checkForm(terms: Parameters<typeof loadApplicationSchema>[0], values: ApplicationFormValues) {
  const { result } = renderHook(() => useZodForm(loadApplicationSchema(terms), values));
  let payload: unknown = null;
  await act(async () => {
    const { hasErrors } = await result.current.validate();
    payload = hasErrors ? null : result.current.getTransformedValues();
  });
  return { payload, errors: result.current.errors };
}

// The same table the API is tested with (apps/api proposals.apply.test.ts): same verdicts, same words.
describe('the application form, on the shared offer cases', () => {
  it.each(offerCases)('$name', async ({ terms, payload, verdict }) => {
    const checked = await checkForm(terms, { ...initialApplicationValues(terms), ...payload } as ApplicationFormValues);
    if (verdict === 'accepted') {
      expect(checked.errors).toEqual({});
      expect(checked.payload).toMatchObject({ ...payload, value: payload.value });
      return;
    }
    expect(checked.payload).toBeNull();
    expect(checked.errors).toEqual({ [verdict.field === 'form' ? FORM_ERROR : verdict.field]: verdict.message });
  });
});

describe('the application form, on what its inputs hold', () => {
  const terms = { value: 1500, acceptsNegotiations: true };

  it('reads an emptied value input as a missing value, not as R$ 0,00', async () => {
    const { errors } = await checkForm(terms, { ...initialApplicationValues(terms), totalPosts: 1, value: '' });
    expect(errors).toEqual({ value: 'Informe um valor.' });
  });

  it('reads the strings of number inputs as numbers', async () => {
    const { payload } = await checkForm(terms, { ...initialApplicationValues(terms), totalReels: '2', value: '1200.5' });
    expect(payload).toMatchObject({ totalReels: 2, value: 1200.5 });
  });
});
