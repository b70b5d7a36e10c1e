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

/** A link page whose link did what it was for: what changed, and the way on. */
export function LinkPageDone({ title, wayOn, children }: { title: string; wayOn: AccountOrLoginLinkProps; children: ReactNode }) {
  return (
    <LinkPageShell>
      <OutcomeNotice
        outcome="done"
        icon={<IconCircleCheck size={28} aria-hidden />}
        title={title}
        titleSize={26}
        actions={<AccountOrLoginLink {...wayOn} />}
      >
        <Text>{children}</Text>
      </OutcomeNotice>
    </LinkPageShell>
  );
}

export interface LinkPageFailedProps {
  title: string;
  /** What to do about it, under the title. */
  hint: string;
  /** Shown as 'Tentar novamente' when the server could not be reached; the way on then goes below it. @default undefined */
  onRetry?: (() => void) | undefined;
  /** The way on, to the account or to /login. */
  wayOn: Omit<AccountOrLoginLinkProps, 'secondary'>;
}

/** A link page whose link no longer works, or whose server could not be reached. */
export function LinkPageFailed({ title, hint, onRetry, wayOn }: LinkPageFailedProps) {
  return (
    <LinkPageShell>
      <OutcomeNotice
        outcome="failed"
        icon={<IconLinkOff size={28} aria-hidden />}
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
        <Text c="dimmed">{hint}</Text>
      </OutcomeNotice>
    </LinkPageShell>
  );
}
