import type { Level } from '@ma/domain';
import { Text } from '@mantine/core';
import { UserAvatar } from '../avatar/user-avatar.tsx';
import { LevelMedal } from '../level-medal/level-medal.tsx';
import classes from './sidebar.module.css';

export interface SidebarUserData {
  /** Full name; the sidebar greets by the first word. */
  name: string;
  /** Profile photo URL; initials are shown without it. @default undefined */
  picture?: string | null;
  /** Account level, shown as a medal. */
  level: Level;
}

const firstWord = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

/** The person's photo, first name and level medal at the top of the sidebar. */
export function SidebarUser({ user }: { user: SidebarUserData }) {
  return (
    <div className={classes.user}>
      <UserAvatar name={user.name} src={user.picture} size={44} />
      <div className={classes.userText}>
        <Text component="span" className={classes.firstName} title={user.name}>
          {firstWord(user.name)}
        </Text>
        <LevelMedal level={user.level} size="sm" />
      </div>
    </div>
  );
}
