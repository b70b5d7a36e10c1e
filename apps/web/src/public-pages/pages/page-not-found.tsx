import { definePublicPage } from '../public-page.ts';
import { PageNotFound } from '../not-found-page.tsx';

/** An address that is no page of the product (not a route of the app): the same for every such address, nothing to hydrate, not to be indexed. */
export default definePublicPage({
  head: () => <title>Página não encontrada | Mais Alcance</title>,
  props: () => ({}),
  render: () => <PageNotFound />,
  hydrates: false,
  robots: 'noindex',
});
