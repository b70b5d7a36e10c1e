import { levelLabel, type Level } from '@ma/domain';
import { IconAwardFilled } from '@tabler/icons-react';
import classes from './level-medal.module.css';

export interface LevelMedalProps {
  /** The account level: bronze, silver or gold. */
  level: Level;
  /** `sm` for dense places (sidebar), `md` elsewhere. @default 'md' */
  size?: 'sm' | 'md';
  /** Shows the level name (Bronze, Prata, Ouro) beside the medal. @default true */
  withLabel?: boolean;
}

/** A medal coloured by level, announced as 'Nível Bronze' / 'Nível Prata' / 'Nível Ouro'. */
export function LevelMedal({ level, size = 'md', withLabel = true }: LevelMedalProps) {
  const label = levelLabel(level);
  return (
    <span className={classes.root} data-level={level} data-size={size} data-with-label={withLabel} role="img" aria-label={`Nível ${label}`}>
      <span className={classes.disc} aria-hidden>
        <IconAwardFilled />
      </span>
      {withLabel && <span aria-hidden>{label}</span>}
    </span>
  );
}
