import { PROPOSAL_NOT_FOUND } from '@ma/domain';
import { IconFileSearch } from '@tabler/icons-react';
import { KnowProduct } from './know-product.tsx';
import classes from './proposal-page.module.css';
import { PublicShell } from './public-shell.tsx';

/**
 * An unknown id, or any failure to load it: 'Proposta não encontrada' and a way home
 * (docs/product/proposals.md). The server sends it as a 404 page; the app's route shows it too.
 */
export function ProposalNotFound({ isLoggedIn }: { isLoggedIn: boolean }) {
  return (
    <PublicShell isLoggedIn={isLoggedIn}>
      <section className={classes.notFound} aria-labelledby="not-found-title">
        <span className={classes.notFoundIcon} aria-hidden>
          <IconFileSearch size={34} stroke={1.5} />
        </span>
        <h1 id="not-found-title" className={classes.notFoundTitle}>
          {PROPOSAL_NOT_FOUND}
        </h1>
        <p className={classes.notFoundText}>O link pode estar incompleto, ou a marca encerrou esta proposta. Veja outras publis na Mais Alcance.</p>
        <a href="/" className={`${classes.button} ${classes.filled}`}>
          Ir para o início
        </a>
      </section>
      {/* The header's 'Conheça o produto' points here too. */}
      <KnowProduct isLoggedIn={isLoggedIn} />
    </PublicShell>
  );
}
