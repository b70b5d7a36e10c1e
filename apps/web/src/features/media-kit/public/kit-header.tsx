import { initials, kitLocation, type Level } from '@ma/domain';
import { LevelMedal } from '@ma/ui/level-medal';
import { IconMapPin } from '@tabler/icons-react';
import classes from './kit-page.module.css';

interface KitHeaderProps {
  name: string;
  username: string;
  level: Level;
  pictureUrl: string | null;
  bio: string;
  city: string | null;
  state: string | null;
  niches: string[];
  /** 1 on the kit's own page, 2 where it is a part of another page. @default 1 */
  headingLevel?: 1 | 2;
}

/** Photo, name, level, address, location, niches and bio: the part of a kit always shown. */
export function KitHeader({ name, username, level, pictureUrl, bio, city, state, niches, headingLevel = 1 }: KitHeaderProps) {
  const location = kitLocation(city, state);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <header className={classes.header}>
      {pictureUrl ? (
        <img className={classes.photo} src={pictureUrl} alt={`Foto de ${name}`} width={112} height={112} fetchPriority="high" />
      ) : (
        <span className={classes.photo} data-initials aria-hidden>
          {initials(name)}
        </span>
      )}
      <div className={classes.identity}>
        <Heading className={classes.name}>{name}</Heading>
        <p className={classes.handle}>
          <span>@{username}</span>
          <LevelMedal level={level} size="sm" />
        </p>
        {location && (
          <p className={classes.location}>
            <IconMapPin size={16} aria-hidden /> {location}
          </p>
        )}
      </div>
      {niches.length > 0 && (
        <ul className={classes.niches} aria-label="Nichos">
          {niches.map((niche) => (
            <li key={niche}>{niche}</li>
          ))}
        </ul>
      )}
      {bio && <p className={classes.bio}>{bio}</p>}
    </header>
  );
}
