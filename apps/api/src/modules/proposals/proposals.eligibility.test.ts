import { describe, expect, it } from 'vitest';
import { applications } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { createCreator, insertProposal, uniqueTag, type CreatorOptions } from '../../test/proposal-fixtures.ts';
import type { ProposalInput } from './proposal-writes.ts';
import { call, createTestApp, useTestDatabase } from '../../test/test-app.ts';

// Salvador/BA, 48.7k on Instagram and 126.3k on TikTok, an audience of women 18-34 in BA and SP.
const ouroLike: CreatorOptions = {
  level: 'gold',
  city: 'Salvador',
  state: 'BA',
  followers: { instagram: 48_700, tiktok: 126_300 },
  audience: { states: ['BA', 'SP'], minAge: 18, maxAge: 34, gender: 'female' },
};

/** A proposal's name, its targeting, and the features a creator misses for it. */
type MissingCase = [string, Partial<ProposalInput>, string[]];

const targeting: MissingCase[] = [
  ['no targeting', {}, []],
  ['followers above the reach', { minFollowers: 200_000 }, ['followers']],
  ['followers below the reach', { maxFollowers: 100_000 }, ['followers']],
  ['a range around the largest network', { minFollowers: 100_000, maxFollowers: 130_000 }, []],
  ['another state', { locations: [{ state: 'SP', city: [] }] }, ['influencer_location']],
  ['another city of the state', { locations: [{ state: 'BA', city: ['Feira de Santana'] }] }, ['influencer_location']],
  [
    'the city, whatever its case and accents',
    {
      locations: [
        { state: 'ba', city: ['SALVADÔR'] },
        { state: 'RJ', city: [] },
      ],
    },
    [],
  ],
  ['the whole state', { locations: [{ state: 'BA', city: [] }] }, []],
  ['an audience elsewhere', { audienceStates: ['RJ', 'MG'] }, ['audience_location']],
  ['an audience partly there', { audienceStates: ['RJ', 'SP'] }, []],
  ['an older audience', { audienceMinAge: 35 }, ['audience_age_range']],
  ['a younger audience', { audienceMaxAge: 17 }, ['audience_age_range']],
  ['an overlapping age range', { audienceMinAge: 30, audienceMaxAge: 50 }, []],
  ['another gender', { audienceGender: 'male' }, ['audience_gender']],
  ['the same gender', { audienceGender: 'female' }, []],
  [
    'everything off, in docs/product/proposals.md order',
    { audienceGender: 'male', audienceMinAge: 50, audienceStates: ['AM'], locations: [{ state: 'AM', city: [] }], minFollowers: 1_000_000 },
    ['followers', 'influencer_location', 'audience_location', 'audience_age_range', 'audience_gender'],
  ],
];

const featuresOf = (details: unknown) => (details as { feature: string }[] | undefined)?.map((detail) => detail.feature);

describe.each(testDatabases)('proposal eligibility in the list ($name)', (database) => {
  const context = useTestDatabase(database);
  const setup = () => createTestApp(context.handle.db).app;
  const listNamed = async (app: ReturnType<typeof setup>, token: string, tag: string, filters: Record<string, unknown> = {}) => {
    const response = await call(app, 'POST', '/v3/proposal/', { body: { q: tag, page_size: 50, ...filters }, token });
    expect(response.status).toBe(200);
    const items = (response.json?.['items'] ?? []) as Record<string, unknown>[];
    return Object.fromEntries(items.map((item) => [String(item['name']).replace(` ${tag}`, ''), item]));
  };

  /**
   * A proposal per case, then each card's missing_features as the case says, and missing_details
   * explaining exactly those features, in the same order.
   */
  const expectMissing = async (app: ReturnType<typeof setup>, token: string, cases: MissingCase[]) => {
    const tag = uniqueTag();
    for (const [name, changes] of cases) await insertProposal(context.handle.db, { name: `${name} ${tag}`, ...changes });
    const items = await listNamed(app, token, tag);
    for (const [name, , missing] of cases) {
      expect([name, items[name]?.['missing_features']]).toEqual([name, missing]);
      expect([name, featuresOf(items[name]?.['missing_details'])]).toEqual([name, missing]);
    }
  };

  it('computes missing_features against the profile, feature by feature', async () => {
    const app = setup();
    const creator = await createCreator(app, context.handle.db, ouroLike);
    await expectMissing(app, creator.token, targeting);
  });

  it('says in missing_details what each blocked card asks and what her profile has', async () => {
    const app = setup();
    const db = context.handle.db;
    const tag = uniqueTag();
    await insertProposal(db, { name: `campinas ${tag}`, locations: [{ state: 'SP', city: ['Campinas'] }], audienceGender: 'male' });
    await insertProposal(db, { name: `livre ${tag}` });
    const ouro = await createCreator(app, db, ouroLike);
    const items = await listNamed(app, ouro.token, tag);
    expect(items['campinas']?.['missing_details']).toEqual([
      { feature: 'influencer_location', asks: 'Campinas, SP', has: 'Salvador, BA' },
      { feature: 'audience_gender', asks: 'público masculino', has: 'público feminino' },
    ]);
    expect(items['livre']?.['missing_details']).toEqual([]);
    // No location and no network: the data is lacking, not differing.
    const bronze = await createCreator(app, db, { level: 'bronze' });
    expect((await listNamed(app, bronze.token, tag))['campinas']?.['missing_details']).toEqual([
      { feature: 'influencer_location', asks: 'Campinas, SP', has: null },
      { feature: 'audience_gender', asks: 'público masculino', has: null },
    ]);
  });

  it('counts every targeted feature as missing when the profile lacks the data', async () => {
    const app = setup();
    // Bronze: no location, no networks, no audience.
    const creator = await createCreator(app, context.handle.db, { level: 'bronze' });
    await expectMissing(app, creator.token, [
      ['nothing asked', {}, []],
      ['a minimum of followers', { minFollowers: 1 }, ['followers']],
      ['a zero minimum', { minFollowers: 0 }, []],
      ['a maximum of followers', { maxFollowers: 1_000_000 }, ['followers']],
      ['a location', { locations: [{ state: 'SP', city: [] }] }, ['influencer_location']],
      ['an audience location', { audienceStates: ['SP'] }, ['audience_location']],
      ['an age range', { audienceMinAge: 18 }, ['audience_age_range']],
      ['a gender', { audienceGender: 'female' }, ['audience_gender']],
    ]);
  });

  it('keeps with only_eligible exactly the cards that show nothing missing (the SQL and @ma/domain rules agree)', async () => {
    const app = setup();
    const tag = uniqueTag();
    for (const [name, changes] of targeting) await insertProposal(context.handle.db, { name: `${name} ${tag}`, ...changes });
    const profiles: CreatorOptions[] = [
      ouroLike,
      { level: 'gold', city: 'Feira de Santana', state: 'BA', followers: { instagram: 120_000, tiktok: 900 } },
      {
        level: 'gold',
        state: 'AM',
        followers: { instagram: 1_200_000, tiktok: 10 },
        audience: { states: ['AM'], minAge: 50, maxAge: 64, gender: 'male' },
      },
    ];
    for (const profile of profiles) {
      const creator = await createCreator(app, context.handle.db, profile);
      const cards = await listNamed(app, creator.token, tag);
      const nothingMissing = Object.keys(cards).filter((name) => (cards[name]?.['missing_features'] as string[]).length === 0);
      expect(nothingMissing.length).toBeGreaterThan(0);
      expect(Object.keys(await listNamed(app, creator.token, tag, { only_eligible: true })).sort()).toEqual(nothingMissing.sort());
    }
  });

  it('says is_connected when the creator has Instagram connected', async () => {
    const app = setup();
    const tag = uniqueTag();
    await insertProposal(context.handle.db, { name: `qualquer ${tag}` });
    const connected = async (options: CreatorOptions) => {
      const creator = await createCreator(app, context.handle.db, options);
      return (await listNamed(app, creator.token, tag))['qualquer']?.['is_connected'];
    };
    expect(await connected({ level: 'gold' })).toBe(true);
    expect(await connected({ level: 'silver', instagramOnly: true })).toBe(true);
    expect(await connected({ level: 'silver' })).toBe(false);
    expect(await connected({ level: 'bronze' })).toBe(false);
  });

  it('keeps to the ones the creator can apply to with only_eligible: level, features, not applied', async () => {
    const app = setup();
    const db = context.handle.db;
    const tag = uniqueTag();
    await insertProposal(db, { name: `ouro livre ${tag}` });
    await insertProposal(db, { name: `prata livre ${tag}`, isSilversAllowed: true });
    await insertProposal(db, { name: `prata com seguidores ${tag}`, isSilversAllowed: true, minFollowers: 1000 });
    await insertProposal(db, { name: `ouro fora do estado ${tag}`, locations: [{ state: 'AM', city: [] }] });
    const applied = await insertProposal(db, { name: `ouro aplicada ${tag}`, isSilversAllowed: true });
    const eligible = async (options: CreatorOptions) => {
      const creator = await createCreator(app, db, options);
      await db
        .insert(applications)
        .values({ proposalId: applied, userId: creator.userId, totalPosts: 1, totalStories: 0, totalReels: 0, totalVideos: 0, valueCents: 100 });
      const all = await listNamed(app, creator.token, tag);
      expect(Object.keys(all)).toHaveLength(5);
      return Object.keys(await listNamed(app, creator.token, tag, { only_eligible: true })).sort();
    };
    expect(await eligible({ level: 'gold' })).toEqual(['ouro livre', 'prata com seguidores', 'prata livre']);
    expect(await eligible({ level: 'silver' })).toEqual(['prata livre']);
    expect(await eligible({ level: 'silver', instagramOnly: true })).toEqual(['ouro livre', 'prata com seguidores', 'prata livre']);
    expect(await eligible({ level: 'bronze' })).toEqual([]);
  });
});
