import type { PublicPageInputs } from '@ma/api-client/pages';
import { definePublicPage } from '../public-page.ts';
import { NotFoundPage } from '../not-found-page.tsx';

/** An address with no kit: nothing to hydrate, not to be indexed. */
export default definePublicPage({
  head: () => <title>Página não encontrada | Mais Alcance</title>,
  props: ({ path }: PublicPageInputs['not-found']) => ({ path }),
  render: ({ path }) => <NotFoundPage path={path} />,
  hydrates: false,
  robots: 'noindex',
});
