import type { Database } from '../../db/database.ts';
import type { Background } from '../../lib/background.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { mailBrandTeam } from '../brands/brand-emails.ts';
import { findThread } from '../conversations/threads.ts';

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
    const deal = await findThread(deps.db, 'anyone', applicationId);
    // A proposal the team published for a brand without an account: nobody to mail.
    if (!deal) return;
    await mailBrandTeam(deps, deal, {
      subject: `${deal.creatorName} entregou ${itemLabel} de “${deal.proposalName}”`,
      happened: `${deal.creatorName} entregou o endereço de ${itemLabel} de “${deal.proposalName}”. Confira e confirme, ou peça um ajuste.`,
      button: 'Conferir a entrega',
    });
  });
}
