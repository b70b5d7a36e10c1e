import { Logo } from '@ma/ui/logo';
import { IconLogin2 } from '@tabler/icons-react';
import { guestHref } from './proposal-preview.ts';
import classes from './proposal-page.module.css';

/**
 * The public page's header: the logo, 'Conheça o produto' (to the product section below)
 * and the log-in call: a creator goes home; a guest to /login, keeping the proposal she came
 * from (`proposalId`) for after the sign-in.
 */
export function PublicHeader({ isLoggedIn, proposalId }: { isLoggedIn: boolean; proposalId?: string }) {
  return (
    <header className={classes.header}>
      <div className={classes.headerInner}>
        <a href="/" className={classes.homeLink} aria-label="Mais Alcance, página inicial">
          {/* The mark alone on phones leaves room for both header buttons. */}
          <span className={classes.logoMark}>
            <Logo height={32} title="" markOnly />
          </span>
          <span className={classes.logoFull}>
            <Logo height={30} title="" />
          </span>
        </a>
        <nav className={classes.headerActions} aria-label="Mais Alcance">
          <a href="#conheca" className={`${classes.button} ${classes.subtle}`}>
            Conheça o produto
          </a>
          <a href={!isLoggedIn && proposalId ? guestHref('/', proposalId) : '/'} className={`${classes.button} ${classes.filled}`}>
            <IconLogin2 size={18} aria-hidden />
            {isLoggedIn ? 'Acessar' : 'Entrar'}
          </a>
        </nav>
      </div>
    </header>
  );
}
