import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applicationFieldsSchema, accountInfoSchema } from './index.ts';
import { toWireSchema } from './wire.ts';

describe('toWireSchema', () => {
  it('accepts snake_case keys and keeps every rule of the app schema', () => {
    const wire = toWireSchema(applicationFieldsSchema);
    const parsed = wire.parse({
      total_posts: '2',
      total_stories: 0,
      total_reels: 1,
      total_videos: 0,
      value: 150.5,
    });
    expect(parsed).toEqual({
      total_posts: 2,
      total_stories: 0,
      total_reels: 1,
      total_videos: 0,
      observations: '',
      value: 150.5,
      is_negotiable: false,
    });
    expect(wire.safeParse({ total_posts: -1, total_stories: 0, total_reels: 0, total_videos: 0, value: 1 }).success).toBe(false);
  });

  it('converts nested objects, arrays and nullables', () => {
    const wire = toWireSchema(z.object({ outerKey: z.array(z.object({ innerKey: z.string().nullable() })) }));
    expect(wire.parse({ outer_key: [{ inner_key: null }] })).toEqual({ outer_key: [{ inner_key: null }] });
    expect(wire.safeParse({ outerKey: [] }).success).toBe(false);
    expect(
      toWireSchema(accountInfoSchema).safeParse({
        user: { name: 'Ana', level: 'gold', email: 'ana@example.com', has_password: true, reauth_methods: ['password'] },
        profile: { picture: null },
        socials: [],
        view: { nps: false },
      }).success,
    ).toBe(true);
  });

  it('takes the input of a transformed schema: the app side transforms after the wire', () => {
    const wire = toWireSchema(z.object({ pixKey: z.string() }).transform(({ pixKey }) => ({ pixKey: pixKey.toLowerCase() })));
    expect(wire.parse({ pix_key: 'ANA@EXAMPLE.COM' })).toEqual({ pix_key: 'ANA@EXAMPLE.COM' });
    expect(wire.safeParse({ pixKey: 'a' }).success).toBe(false);
  });

  it('converts each option of a union, discriminated or not', () => {
    const tagged = toWireSchema(
      z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('a'), proposalId: z.string() }),
        z.object({ kind: z.literal('b'), freeTheme: z.string() }),
      ]),
    );
    expect(tagged.parse({ kind: 'a', proposal_id: 'x' })).toEqual({ kind: 'a', proposal_id: 'x' });
    expect(tagged.safeParse({ kind: 'b', freeTheme: 'x' }).success).toBe(false);
    const plain = toWireSchema(z.union([z.object({ dayOfWeek: z.number() }), z.string()]));
    expect(plain.parse({ day_of_week: 2 })).toEqual({ day_of_week: 2 });
  });
});
