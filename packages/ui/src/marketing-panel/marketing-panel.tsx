import type { ReactNode } from 'react';
import { Logo } from '../logo/logo.tsx';
import { BrandWall } from './brand-wall.tsx';
import classes from './marketing-panel.module.css';

export interface MarketingPanelProps {
  /** Main line; the words after "esperam" are highlighted. @default 'Grandes marcas esperam por você' */
  headline?: ReactNode;
  /**
   * Supporting sentence below the headline.
   * @default 'Monte seu mídia kit, conecte suas redes e receba propostas de publis pagas de marcas que combinam com você.'
   */
  subline?: ReactNode;
  /** Extra class for the root, e.g. to hide it on small screens. @default undefined */
  className?: string;
}

const defaultHeadline = (
  <>
    Grandes marcas <span className={classes.highlight}>esperam por você</span>
  </>
);

const defaultSubline = 'Monte seu mídia kit, conecte suas redes e receba propostas de publis pagas de marcas que combinam com você.';

/** The dark sign-in panel: product logo, the pitch to creators and a wall of brand logos. */
export function MarketingPanel({ headline = defaultHeadline, subline = defaultSubline, className }: MarketingPanelProps) {
  const rootClass = className ? `${classes.panel} ${className}` : classes.panel;
  return (
    <aside className={rootClass} aria-label="Sobre a Mais Alcance">
      <div className={classes.top}>
        <Logo variant="dark" height={36} />
      </div>
      <div className={classes.content}>
        <span className={classes.eyebrow}>Para criadores de conteúdo</span>
        <h2 className={classes.headline}>{headline}</h2>
        <p className={classes.subline}>{subline}</p>
      </div>
      <div className={classes.bottom}>
        <p className={classes.caption}>Marcas que buscam criadores como você</p>
        <BrandWall />
      </div>
    </aside>
  );
}
