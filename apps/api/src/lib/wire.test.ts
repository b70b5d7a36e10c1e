import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keyCasingCases } from '@ma/api-client/testing';
import { ApiError } from './errors.ts';
import { fromWire, toWire } from './wire.ts';

const proposalSummary = z.object({
  proposalName: z.string(),
  isSilversAlloweds: z.boolean(),
  locationOfInfluencer: z.array(z.object({ state: z.string(), cityNames: z.array(z.string()) })),
  validUntil: z.date().nullable(),
  owner: z.object({ logoUrl: z.string().nullable() }).optional(),
});

describe('toWire', () => {
  const validUntil = new Date('2026-12-31T00:00:00Z');
  const value = {
    proposalName: 'Verão',
    isSilversAlloweds: true,
    locationOfInfluencer: [{ state: 'BA', cityNames: ['Salvador', 'Ilhéus'] }],
    validUntil,
    owner: { logoUrl: null },
  };

  it('answers snake_case keys at every depth, inside arrays too, leaving values as they are', () => {
    expect(toWire(proposalSummary, value)).toEqual({
      proposal_name: 'Verão',
      is_silvers_alloweds: true,
      location_of_influencer: [{ state: 'BA', city_names: ['Salvador', 'Ilhéus'] }],
      valid_until: validUntil,
      owner: { logo_url: null },
    });
  });

  it('keeps a Date a Date, so that JSON writes it as an ISO string', () => {
    const wire = toWire(proposalSummary, value);
    expect(wire['valid_until']).toBeInstanceOf(Date);
    expect(JSON.parse(JSON.stringify(wire)).valid_until).toBe('2026-12-31T00:00:00.000Z');
  });

  it('names a key the same way on every call (the names are cached)', () => {
    const first = toWire(proposalSummary, value);
    const second = toWire(proposalSummary, { ...value, proposalName: 'Inverno' });
    expect(Object.keys(second)).toEqual(Object.keys(first));
    expect(second['proposal_name']).toBe('Inverno');
  });

  it('checks the value against its schema: what the API answers is what it documents', () => {
    expect(() => toWire(proposalSummary, { ...value, isSilversAlloweds: 'sim' } as never)).toThrow();
  });

  it('drops keys the schema does not name', () => {
    const wire = toWire(proposalSummary, { ...value, passwordHash: 'secret' } as never);
    expect(wire).not.toHaveProperty('password_hash');
    expect(wire).not.toHaveProperty('passwordHash');
  });

  it('round-trips with fromWire', () => {
    expect(fromWire(proposalSummary, JSON.parse(JSON.stringify(toWire(proposalSummary, { ...value, validUntil: null }))))).toEqual({
      ...value,
      validUntil: null,
    });
  });
});

describe('the key-casing rule, as the web client applies it', () => {
  it.each(keyCasingCases)('%s travels as %s and reads back as %s', (app, wire, back) => {
    const schema = z.object({ [app]: z.number() });
    expect(toWire(schema, { [app]: 1 })).toEqual({ [wire]: 1 });
    expect(fromWire(z.object({ [back]: z.number() }), { [wire]: 1 })).toEqual({ [back]: 1 });
  });
});

describe('fromWire', () => {
  it('answers a broken rule with the one 422 of the API, keyed by the wire path', () => {
    const schema = z.object({ logoUrl: z.string({ error: 'Informe o logo.' }) });
    const error = (() => {
      try {
        fromWire(schema, { logo_url: 1 });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).body).toEqual({ detail: 'Informe o logo.', code: 'VALIDATION_FAILED', fields: { logo_url: 'Informe o logo.' } });
  });
});
