import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, brandProposals, operators } from '../../../db/schema.ts';
import { demoToken, seedTwice } from '../../../seed/seed.test-support.ts';
import { testDatabases } from '../../../test/databases.ts';
import { call, useTestDatabase } from '../../../test/test-app.ts';
import { DEMO_PASSWORD } from '../../account/seed/demo-accounts.seeder.ts';
import { DEMO_OPERATOR } from '../../operators/demo-operator.seeder.ts';
import { DEMO_BRAND } from './demo-brand.ts';

type Item = Record<string, unknown>;

describe.each(testDatabases)("the demo brand's deal ($name)", (database) => {
  const context = useTestDatabase(database);

  it('has a published proposal with Ouro accepted and Prata waiting, once however often the seed runs', async () => {
    const app = await seedTwice(context.handle.db);
    const signIn = await call(app, 'POST', '/v3/brand/auth', { body: { email: DEMO_BRAND.email, password: DEMO_PASSWORD } });
    const cookie = /ma_brand_session=[^;]+/.exec(signIn.headers.get('set-cookie') ?? '')?.[0] ?? '';
    const asBrand = async (path: string) => (await call(app, 'GET', path, { headers: { cookie } })).json ?? {};

    const proposals = (await asBrand('/v3/brand/proposals'))['items'] as Item[];
    const published = proposals.filter((proposal) => proposal['state'] === 'published');
    expect(published).toHaveLength(1);
    const id = String(published[0]?.['id']);
    expect(published[0]?.['published']).toMatchObject({ brand_name: DEMO_BRAND.company, total_applications: 2, state: 'open' });

    // The ranked list: both applicants, Ouro's accepted.
    const { applicants } = (await asBrand(`/v3/brand/proposals/${id}/applicants`)) as { applicants: Item[] };
    expect(applicants.map((applicant) => [(applicant['creator'] as Item)['name'], applicant['status']])).toEqual([
      ['Olívia Andrade', 'accepted'],
      ['Paula Nascimento', 'pending'],
    ]);
    const applicationId = String(applicants[0]?.['application_id']);

    // Its deal is open (the acceptance settled), with a conversation the brand has read.
    const deal = await asBrand(`/v3/brand/applications/${applicationId}/deliverables`);
    expect(deal).toMatchObject({ state: 'open', creator_name: 'Olívia Andrade' });
    expect((await asBrand(`/v3/brand/proposals/${id}/conversations`))['items']).toEqual([
      { application_id: applicationId, unread: 0, last_message_at: expect.any(String) },
    ]);

    // Published by the demo operator through the back office's audited write.
    const [operator] = await context.handle.db.select().from(operators).where(eq(operators.email, DEMO_OPERATOR.email));
    const proposalId = String((published[0]?.['published'] as Item)['id']);
    const [audited] = await context.handle.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'proposal.created'), eq(auditLog.targetId, proposalId), eq(auditLog.operatorId, operator?.id ?? '')));
    expect(audited?.n).toBe(1);
    const [rows] = await context.handle.db.select({ n: count() }).from(brandProposals).where(eq(brandProposals.proposalId, proposalId));
    expect(rows?.n).toBe(1);
  });

  it('seeds only applications the product would have taken, and shows each creator hers', async () => {
    const app = await seedTwice(context.handle.db);
    for (const [email, status] of [
      ['ouro@example.com', 'accepted'],
      ['prata@example.com', 'pending'],
    ] as const) {
      const token = await demoToken(app, email);
      const items = (await call(app, 'POST', '/v3/proposal/', { token, body: { page_size: 50 } })).json?.['items'] as Item[];
      const deal = items.find((item) => item['brand_name'] === DEMO_BRAND.company && item['has_applied'] === true);
      expect(deal?.['missing_features']).toEqual([]);
      const applied = (await call(app, 'GET', '/v3/proposal/applied', { token })).json?.['items'] as Item[];
      // Ouro saw the acceptance days ago: no toast of it when the demo opens.
      expect(applied.filter((application) => application['proposal_id'] === deal?.['id'])).toMatchObject([{ status, decision_unseen: false }]);
    }
  });
});
