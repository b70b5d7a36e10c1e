import '../components/system-font.css';
import classes from './not-found-page.module.css';

/** The page of an address with no kit: a real 404 (the server sends the status and noindex). */
export function NotFoundPage({ path }: { path: string }) {
  return (
    <main className={classes.page}>
      <p className={classes.code}>404</p>
      <h1 className={classes.title}>Página não encontrada</h1>
      <p className={classes.text}>
        Não existe nenhum mídia kit em <strong>{path}</strong>. Confira se o endereço foi digitado certinho.
      </p>
      <p className={classes.links}>
        <a href="/">Ir para o início</a>
        <a href="/register">Criar meu mídia kit</a>
      </p>
    </main>
  );
}

/** The page of any other address that is no page of the product: the app's own 404, in plain HTML. */
export function PageNotFound() {
  return (
    <main className={classes.page}>
      <p className={classes.code}>404</p>
      <h1 className={classes.title}>Página não encontrada</h1>
      <p className={classes.text}>O endereço que você abriu não existe ou foi movido.</p>
      <p className={classes.links}>
        <a href="/">Voltar para o início</a>
      </p>
    </main>
  );
}
