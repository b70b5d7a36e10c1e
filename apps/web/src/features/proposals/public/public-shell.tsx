import { PRIVACY_POLICY_LABEL } from '@ma/domain';
import type { ReactNode } from 'react';
import '../../../components/system-font.css';
import { PublicHeader } from './public-header.tsx';
import classes from './proposal-page.module.css';

/** The frame of the public proposal page: header, a centred column on a soft background, footer. */
export function PublicShell({ isLoggedIn, proposalId, children }: { isLoggedIn: boolean; proposalId?: string; children: ReactNode }) {
  return (
    <div className={classes.page}>
      <PublicHeader isLoggedIn={isLoggedIn} proposalId={proposalId} />
      <main className={classes.main}>{children}</main>
      <footer className={classes.footer}>
        <span>© Mais Alcance</span>
        <a href="/privacy-policy">{PRIVACY_POLICY_LABEL}</a>
      </footer>
    </div>
  );
}
