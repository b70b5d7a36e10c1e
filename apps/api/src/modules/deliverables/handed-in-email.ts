import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { applications, brandMembers, brandProposals, proposals, users } from '../../db/schema.ts';
import type { Background } from '../../lib/background.ts';
import { noticeEmail } from '../../mail/link-email.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { brandsAppUrl } from '../brands/brand-emails.ts';

export interface HandedInDeps {
  db: Database;
  mailer: Mailer;
  background: Background;
  appOrigin: string;
}

/**
 * Tells the brand's team that she handed in `itemLabel` (docs/product/deliverables.md): one e-mail
 * to each live member with a proven address, as the conversations' notices do, after the answer
 * and off its path (a failure is logged by `background`, the hand-in stands).
 */
export function mailHandedIn(deps: HandedInDeps, applicationId: string, itemLabel: string): void {
  deps.background.run('deliverable handed-in e-mail', async () => {
    const [deal] = await deps.db
      .select({
        brandId: brandProposals.brandId,
        brandProposalId: brandProposals.id,
        brandName: proposals.brandName,
        proposalName: proposals.name,
        creatorName: users.name,
      })
      .from(applications)
      .innerJoin(proposals, eq(proposals.id, applications.proposalId))
      .innerJoin(brandProposals, eq(brandProposals.proposalId, applications.proposalId))
      .innerJoin(users, eq(users.id, applications.userId))
      .where(eq(applications.id, applicationId));
    // A proposal the team published for a brand without an account: nobody to mail.
    if (!deal) return;
    const members = await deps.db
      .select({ name: brandMembers.name, email: brandMembers.email })
      .from(brandMembers)
      .where(and(eq(brandMembers.brandId, deal.brandId), isNull(brandMembers.removedAt), isNotNull(brandMembers.emailVerifiedAt)));
    const link = brandsAppUrl(deps.appOrigin, `/propostas/${deal.brandProposalId}/candidaturas/${applicationId}`);
    for (const member of members)
      await deps.mailer.send(
        noticeEmail({
          to: member.email,
          name: member.name,
          subject: `${deal.creatorName} entregou ${itemLabel} de “${deal.proposalName}”`,
          happened: `${deal.creatorName} entregou o endereço de ${itemLabel} de “${deal.proposalName}”. Confira e confirme, ou peça um ajuste.`,
          notYou: `Se você não faz mais parte da equipe de ${deal.brandName}, avise o responsável pela conta da marca.`,
          way: { button: 'Conferir a entrega', link },
        }),
      );
  });
}
