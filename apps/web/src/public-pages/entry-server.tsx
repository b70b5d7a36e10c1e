import type { PublicMediaKit, PublicProposal } from '@ma/api-client/schemas';
import { PRIVACY_POLICY_TITLE, PROPOSAL_NOT_FOUND, proposalShareUrl, type KitTheme } from '@ma/domain';
import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { KitPage } from '../features/media-kit/public/kit-page.tsx';
import { ProposalNotFound } from '../features/proposals/public/proposal-not-found.tsx';
import { PublicProposalPage } from '../features/proposals/public/public-proposal-page.tsx';
import { KitHead } from './kit-head.tsx';
import { PrivacyPolicyPage } from '../features/legal/privacy-policy-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { PreviewTags } from './preview-tags.tsx';
import { PAGE_DATA_ID, scriptJson, type PublicPageData } from './page-data.ts';
import { ProposalHead } from './proposal-head.tsx';

/** The built files a public page links: the hydration script, what it imports, and the CSS (inlined). */
export interface PageAssets {
  script: string;
  preloads: string[];
  css: string;
}

/**
 * A whole document: the head, the server-rendered page in #root, and, when the page has
 * anything to hydrate, its data and script. The CSS is inlined: on a phone the first paint
 * waits for no other file.
 */
function documentHtml({
  head,
  body,
  data,
  assets,
  robots,
}: {
  head: ReactNode;
  body: string;
  data?: PublicPageData;
  assets: PageAssets;
  robots?: string;
}) {
  const scripts = data
    ? [
        `<script id="${PAGE_DATA_ID}" type="application/json">${scriptJson(data)}</script>`,
        ...assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`),
        `<script type="module" src="${assets.script}"></script>`,
      ].join('')
    : '';
  return (
    '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" type="image/svg+xml" href="/favicon.svg">' +
    (robots ? `<meta name="robots" content="${robots}">` : '') +
    renderToStaticMarkup(<>{head}</>) +
    `<style>${assets.css.replace(/<\/style/gi, '<\\/style')}</style>` +
    `</head><body style="margin:0"><div id="root">${body}</div>${scripts}</body></html>`
  );
}

/** /{username}: the kit, in its theme or the `?theme=` previewed. */
export function renderKitDocument(input: { kit: PublicMediaKit; origin: string; theme?: KitTheme; assets: PageAssets }): string {
  const url = `${input.origin}/${input.kit.username}`;
  const data: PublicPageData = { page: 'kit', kit: input.kit, url, ...(input.theme ? { theme: input.theme } : {}) };
  return documentHtml({
    head: <KitHead kit={input.kit} origin={input.origin} />,
    body: renderToString(<KitPage kit={input.kit} url={url} theme={input.theme} />),
    data,
    assets: input.assets,
  });
}

/** An address with no kit: nothing to hydrate, not to be indexed. */
export function renderNotFoundDocument(input: { path: string; assets: PageAssets }): string {
  return documentHtml({
    head: <title>Página não encontrada | Mais Alcance</title>,
    body: renderToString(<NotFoundPage path={input.path} />),
    assets: input.assets,
    robots: 'noindex',
  });
}

/**
 * /publi/{id}/public: the open proposal. `isLoggedIn` (the session cookie came with the
 * request) shows a creator's calls; the browser checks again after hydration.
 */
export function renderProposalDocument(input: { proposal: PublicProposal; origin: string; assets: PageAssets; isLoggedIn?: boolean }): string {
  const url = proposalShareUrl(input.origin, input.proposal.id);
  const isLoggedIn = input.isLoggedIn ?? false;
  return documentHtml({
    head: <ProposalHead proposal={input.proposal} origin={input.origin} />,
    body: renderToString(<PublicProposalPage proposal={input.proposal} url={url} isLoggedIn={isLoggedIn} />),
    data: { page: 'proposal', proposal: input.proposal, url, isLoggedIn },
    assets: input.assets,
  });
}

/** An unknown, closed or expired proposal: 'Proposta não encontrada', nothing to hydrate, not to be indexed. */
export function renderProposalNotFoundDocument(input: { assets: PageAssets; isLoggedIn?: boolean }): string {
  return documentHtml({
    head: <title>{`${PROPOSAL_NOT_FOUND} | Mais Alcance`}</title>,
    body: renderToString(<ProposalNotFound isLoggedIn={input.isLoggedIn ?? false} />),
    assets: input.assets,
    robots: 'noindex',
  });
}

/** /privacy-policy: static text, nothing to hydrate, so no script at all. */
export function renderPrivacyDocument(input: { origin: string; assets: PageAssets }): string {
  const url = `${input.origin}/privacy-policy`;
  return documentHtml({
    head: (
      <PreviewTags
        title={PRIVACY_POLICY_TITLE}
        description="Quais dados a Mais Alcance usa, por quê, e os seus direitos pela LGPD."
        url={url}
        type="website"
        card="summary"
      />
    ),
    body: renderToString(<PrivacyPolicyPage />),
    assets: input.assets,
  });
}
