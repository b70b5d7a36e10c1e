import { guestHref, proposalSearchHref } from './proposal-preview.ts';
import classes from './proposal-page.module.css';

/**
 * The call beside the details: a guest logs in or creates an account, and is offered this
 * proposal afterwards; a signed-in creator goes straight to its card in /publis.
 */
export function ApplyCall({ isLoggedIn, proposalId, proposalName }: { isLoggedIn: boolean; proposalId: string; proposalName: string }) {
  return (
    <section className={classes.applyCall} aria-labelledby="apply-call-title">
      <div>
        <h2 id="apply-call-title" className={classes.applyTitle}>
          Quer fazer esta publi?
        </h2>
        <p className={classes.applyText}>
          {isLoggedIn
            ? 'Abra a publi na plataforma e envie a sua proposta.'
            : 'Entre na sua conta ou crie uma grátis para enviar a sua proposta para a marca.'}
        </p>
      </div>
      <div className={classes.buttons}>
        {isLoggedIn ? (
          <a href={proposalSearchHref(proposalName, proposalId)} className={`${classes.button} ${classes.filled}`}>
            Enviar proposta
          </a>
        ) : (
          <>
            <a href={guestHref('/', proposalId)} className={`${classes.button} ${classes.filled}`}>
              Entrar para enviar proposta
            </a>
            <a href={guestHref('/register', proposalId)} className={`${classes.button} ${classes.outline}`}>
              Criar conta
            </a>
          </>
        )}
      </div>
    </section>
  );
}
