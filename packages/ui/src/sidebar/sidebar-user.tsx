import '@mantine/core/styles/Skeleton.css';
import type { Level } from '@ma/domain';
import { Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { UserAvatar } from '../avatar/user-avatar.tsx';
import { LevelMedal } from '../level-medal/level-medal.tsx';
import { currentPageAttributes } from './is-active.ts';
import type { LinkComponent } from './link-component.tsx';
import classes from './sidebar.module.css';

export interface SidebarUserData {
  /** Full name; the sidebar greets by the first word. */
  name: string;
  /** Profile photo URL; initials are shown without it. @default undefined */
  picture?: string | null;
  /** Account level, shown as a medal. */
  level: Level;
}

export interface SidebarUserProps {
  /** Undefined while the account is on its way: a placeholder of the same size. */
  user: SidebarUserData | undefined;
  currentPath: string;
  linkComponent: LinkComponent;
  /** Called after the link is followed (the mobile drawer closes). @default undefined */
  onNavigate?: (() => void) | undefined;
}

/** Where the person block leads: the account page ('Minha conta'). */
export const ACCOUNT_PATH = '/account';

const firstWord = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

/** The person's photo, first name and level medal at the top of the sidebar: a link to their account page. */
export function SidebarUser({ user, currentPath, linkComponent: LinkTo, onNavigate }: SidebarUserProps) {
  return (
    // Named by its content, so that the visible first name is in its name (WCAG 2.5.3), with
    // where it goes said first for screen readers.
    <LinkTo to={ACCOUNT_PATH} className={classes.user} {...currentPageAttributes(ACCOUNT_PATH, currentPath)} onClick={onNavigate}>
      <VisuallyHidden>Minha conta{user && ':'}</VisuallyHidden>
      {user ? (
        <>
          <UserAvatar name={user.name} src={user.picture} size={44} />
          <div className={classes.userText}>
            <Text component="span" className={classes.firstName} title={user.name}>
              {firstWord(user.name)}
            </Text>
            <LevelMedal level={user.level} size="sm" />
          </div>
        </>
      ) : (
        <>
          <Skeleton circle height={44} />
          <div className={classes.userText}>
            <Skeleton height={14} width={80} />
            <Skeleton height={18} width={56} />
          </div>
        </>
      )}
      <IconChevronRight className={classes.userChevron} size={18} stroke={1.8} aria-hidden />
    </LinkTo>
  );
}
