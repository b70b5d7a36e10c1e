import type { ReactNode } from 'react';

/** One h2 section of the policy: its anchor (the table of contents links to it), title and text. */
export interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

export const PRIVACY_EMAIL = 'privacidade@maisalcance.com.br';

/** The privacy e-mail as a link: the one channel for anything the app does not do by itself. */
export function PrivacyEmail() {
  return <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>;
}

/** A purpose and its legal basis, as a row of the purposes list. */
export function Purpose({ title, basis, children }: { title: string; basis: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt>{title}</dt>
      <dd>
        {children} <span className="privacy-policy__basis">Base legal: {basis}.</span>
      </dd>
    </>
  );
}
