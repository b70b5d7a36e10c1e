import type { ReactNode } from 'react';

/**
 * One public page (docs/architecture.md "Public pages"): the document's head, the props its
 * component is drawn from and the component itself. The server renders `render(props)` into
 * #root; a page that `hydrates` also ships `props` as JSON, and the browser hydrates the same
 * `render(props)` from them, so what was painted and what is hydrated cannot differ.
 * `props` holds what the browser needs and nothing more: it is sent in the page.
 */
export interface PublicPage<Input, Props> {
  head(input: Input): ReactNode;
  props(input: Input): Props;
  render(props: Props): ReactNode;
  hydrates: boolean;
  /** 404 pages: not to be indexed. */
  robots?: 'noindex';
}

/** A page file's default export: typed by its input, from `PublicPageInputs` in @ma/api-client/pages. */
export const definePublicPage = <Input, Props>(page: PublicPage<Input, Props>): PublicPage<Input, Props> => page;

/** What a page file exports, as the browser loads it by name. */
export interface PublicPageModule {
  default: PublicPage<never, unknown>;
}
