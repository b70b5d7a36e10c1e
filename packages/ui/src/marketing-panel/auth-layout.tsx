import { PRIVACY_POLICY_LABEL } from '@ma/domain';
import { Center, Loader, useComputedColorScheme } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { Logo } from '../logo/logo.tsx';
import classes from './auth-layout.module.css';
import { MarketingPanel } from './marketing-panel.tsx';

export interface AuthLayoutProps {
  /** The form (sign-in, sign-up, recovery); it may suspend while its code loads. */
  children: ReactNode;
}

/**
 * The guest screens' layout: the marketing panel on the left from Mantine's `md` breakpoint,
 * the form on the right (max 420 px) from the top, so that what loads later below it moves
 * nothing above it; a spinner while a lazy form loads, and the privacy policy's link below it.
 */
export function AuthLayout({ children }: AuthLayoutProps) {
  const scheme = useComputedColorScheme('light');
  return (
    <div className={classes.root}>
      <MarketingPanel className={classes.panel} />
      <main className={classes.main}>
        <div className={classes.form}>
          <div className={classes.mobileLogo}>
            <Logo variant={scheme} height={32} />
          </div>
          <Suspense
            fallback={
              <Center mih={240}>
                <Loader role="status" aria-label="Carregando" />
              </Center>
            }
          >
            {children}
          </Suspense>
          {/* A plain link: the policy is a server-rendered document, readable before any script. */}
          <p className={classes.legal}>
            <a href="/privacy-policy">{PRIVACY_POLICY_LABEL}</a>
          </p>
        </div>
      </main>
    </div>
  );
}
