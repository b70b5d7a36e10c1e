import { expect } from 'vitest';
import type { Database } from '../../db/database.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { createCreator } from '../../test/proposal-fixtures.ts';
import { call, createTestApp, uniqueEmail } from '../../test/test-app.ts';
import { brandCookie, fromAddress, mailedLink, signedUpBrand, type TestBrand } from '../brands/brands.test-support.ts';
import { enrolledOperator, fromBackoffice, signInAs } from '../operators/operators.test-support.ts';

type Json = Record<string, unknown>;

const draft = (name: string) => ({ name, brand_name: 'Lumière', partnership_type: 'cache', value: 1500, description: 'Um vídeo no Reels.' });
const offer = { total_posts: 1, total_stories: 3, total_reels: 1, total_videos: 0, observations: '', value: 1500, is_negotiable: false };

/**
 * An app with what a conversation needs (docs/product/conversations.md): approved brands with a
 * published proposal, creators who applied to it, an admin operator, and the mails sent.
 */
export async function conversationApp(db: Database) {
  const sent: MailMessage[] = [];
  const test = createTestApp(db, { mailer: { kind: 'smtp', send: async (message) => void sent.push(message) } });
  const admin = await signInAs(test.app, test.clock, await enrolledOperator(db, test, 'admin'));
  const asBrand = (cookie: string, method: string, path: string, body?: unknown) =>
    call(test.app, method, path, { headers: { ...fromAddress(), cookie }, ...(body !== undefined && { body }) });
  const asCreator = (token: string, method: string, path: string, body?: unknown) =>
    call(test.app, method, path, { token, ...(body !== undefined && { body }) });
  const asOperator = (cookie: string, method: string, path: string) => call(test.app, method, path, { headers: fromBackoffice({ cookie }) });

  /** A brand whose owner proved the e-mail, approved, with a published proposal. */
  const brandWithProposal = async (): Promise<TestBrand & { id: string; proposalId: string; name: string }> => {
    const brand = await signedUpBrand(test.app);
    const token = new URL(mailedLink(sent, brand.email, '/marcas/confirmar-email')).searchParams.get('token');
    await call(test.app, 'POST', '/v3/brand/verify-email', { body: { token }, headers: fromAddress() });
    expect((await asOperator(admin, 'POST', `/v3/admin/brand-accounts/${brand.brandId}/approve`)).status).toBe(200);
    const name = `Publi ${uniqueEmail('p')}`;
    const id = String((await asBrand(brand.cookie, 'POST', '/v3/brand/proposals', draft(name))).json?.['id']);
    await asBrand(brand.cookie, 'POST', `/v3/brand/proposals/${id}/submit`);
    const published = await asOperator(admin, 'POST', `/v3/admin/brand-proposals/${id}/publish`);
    return { ...brand, id, name, proposalId: String((published.json?.['published'] as Json)['id']) };
  };

  /** A gold creator who applied to `proposalId`: her token, id and application. */
  const applicant = async (proposalId: string) => {
    const creator = await createCreator(test.app, db, { level: 'gold' });
    const applied = await call(test.app, 'POST', `/v3/proposal/${proposalId}/apply`, { body: offer, token: creator.token });
    expect(applied.status).toBe(201);
    return { ...creator, applicationId: String(applied.json?.['id']) };
  };

  /** A brand with a published proposal and a creator who applied to it: the two sides of one conversation. */
  const brandAndApplicant = async () => {
    const brand = await brandWithProposal();
    const creator = await applicant(brand.proposalId);
    return { brand, applicant: creator, at: paths(creator.applicationId) };
  };

  /** A member invited to `brand`'s team who accepted: their cookie and id. */
  const memberOf = async (brand: TestBrand, name = 'Caio Mendes') => {
    const email = uniqueEmail('equipe');
    const invited = await asBrand(brand.cookie, 'POST', '/v3/brand/members', { name, email });
    const link = new URL(mailedLink(sent, email, '/marcas/convite/')).pathname.split('/').at(-1) ?? '';
    const accepted = await call(test.app, 'POST', `/v3/brand/invitations/${link}`, {
      body: { password: 'senha-do-membro-1' },
      headers: fromAddress(),
    });
    return { cookie: brandCookie(accepted), id: String(invited.json?.['id']), email };
  };

  return { ...test, db, sent, admin, asBrand, asCreator, asOperator, brandWithProposal, applicant, brandAndApplicant, memberOf };
}

/** The creator's and the brand's paths of one application's conversation. */
export const paths = (applicationId: string) => ({
  creator: `/v3/proposal/applications/${applicationId}/conversation`,
  brand: `/v3/brand/applications/${applicationId}/conversation`,
});
