import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, proposalLinks } from '../../../db/schema.ts';
import { demoToken, seedForTest, seedTwice } from '../../../seed/seed.test-support.ts';
import { testDatabases } from '../../../test/databases.ts';
import { call, createTestApp, useTestDatabase } from '../../../test/test-app.ts';
import { DEMO_BRAND_LIST_PROPOSAL } from './brand-list.seeder.ts';
import { DEMO_PROFILE_LIST_TOKEN } from './demo-link.ts';

type Item = Record<string, unknown>;

describe.each(testDatabases)("the brand's list demo seed ($name)", (database) => {
  const context = useTestDatabase(database);

  it('adds two pending applications and the demo link once; the link opens the ranked list in demo mode only', async () => {
    const db = context.handle.db;
    const demo = await seedTwice(db, { demoMode: true });
    const [apps] = await db.select({ n: count() }).from(applications).where(eq(applications.proposalId, DEMO_BRAND_LIST_PROPOSAL));
    const [links] = await db.select({ n: count() }).from(proposalLinks).where(eq(proposalLinks.proposalId, DEMO_BRAND_LIST_PROPOSAL));
    expect([apps?.n, links?.n]).toEqual([2, 1]);

    const response = await call(demo, 'GET', `/v3/aira/profile-list/${DEMO_PROFILE_LIST_TOKEN}`);
    expect(response.status).toBe(200);
    const applicants = response.json?.['applicants'] as Item[];
    expect(applicants.map((applicant) => [(applicant['creator'] as Item)['name'], (applicant['fit'] as Item)['score'], applicant['status']])).toEqual(
      [
        ['Olívia Andrade', 100, 'pending'],
        ['Paula Nascimento', 50, 'pending'],
      ],
    );
    const real = createTestApp(db, { demoMode: false }).app;
    expect((await call(real, 'GET', `/v3/aira/profile-list/${DEMO_PROFILE_LIST_TOKEN}`)).status).toBe(404);
  });

  it('seeds only applications the product would have taken: each creator may apply to the proposal', async () => {
    await seedForTest(context.handle.db);
    const { app } = createTestApp(context.handle.db);
    for (const email of ['ouro@example.com', 'prata@example.com']) {
      const token = await demoToken(app, email);
      const items = (await call(app, 'POST', '/v3/proposal/', { token, body: { page_size: 50 } })).json?.['items'] as Item[];
      const proposal = items.find((item) => item['id'] === DEMO_BRAND_LIST_PROPOSAL);
      expect(proposal).toMatchObject({ has_applied: true, missing_features: [], is_silvers_alloweds: true });
      // Within the proposal's value: it does not accept negotiation.
      expect(proposal?.['accepts_negotiations']).toBe(false);
    }
  });
});
