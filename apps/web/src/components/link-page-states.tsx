import { Button } from '@ma/ui/button';
import { Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AccountOrLoginLink, type AccountOrLoginLinkProps } from './account-or-login-link.tsx';
import { LinkPageShell } from './link-page-shell.tsx';
import { OutcomeNotice } from './outcome-notice.tsx';

/** A link page while its token is read or used: a spinner and what is happening. */
export function LinkPagePending({ children }: { children: ReactNode }) {
  return (
    <LinkPageShell>
      <Stack align="center" gap="sm" py="lg" role="status">
        <Loader aria-hidden />
        <Text>{children}</Text>
      </Stack>
    </LinkPageShell>
  );
}

export interface LinkPageOutcomeProps {
  /** Done: the link did what it was for. Failed: it no longer works, or the server could not be reached. */
  outcome: 'done' | 'failed';
  title: string;
  /** Done: what changed. Failed: what to do about it. */
  children: ReactNode;
  /** Shown as 'Tentar novamente' when the server could not be reached; the way on then goes below it. @default undefined */
  onRetry?: (() => void) | undefined;
  /** The way on, to the account or to /login. */
  wayOn: Omit<AccountOrLoginLinkProps, 'secondary'>;
}

/** Where a link page ends: what happened, and the way on. */
export function LinkPageOutcome({ outcome, title, children, onRetry, wayOn }: LinkPageOutcomeProps) {
  return (
    <LinkPageShell>
      <OutcomeNotice
        outcome={outcome}
        icon={outcome === 'done' ? <IconCircleCheck size={28} aria-hidden /> : <IconLinkOff size={28} aria-hidden />}
        title={title}
        titleSize={26}
        actions={
          <>
            {onRetry && (
              <Button variant="primary" size="md" fullWidth onClick={onRetry}>
                Tentar novamente
              </Button>
            )}
            <AccountOrLoginLink {...wayOn} secondary={onRetry !== undefined} />
          </>
        }
      >
        <Text c={outcome === 'failed' ? 'dimmed' : undefined}>{children}</Text>
      </OutcomeNotice>
    </LinkPageShell>
  );
}
