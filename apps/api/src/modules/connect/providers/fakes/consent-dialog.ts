import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { isSeed, seedOf } from './demo-people.ts';
import type { FakeTrafficControl } from './fake-traffic.ts';
import { checkAuthorizeRequest, type RedirectUris } from './authorize-request.ts';
import { htmlResponse, redirectTo, renderConsentError, renderConsentPage, type ConsentScenario } from './consent-page.ts';
import { CODE_TTL_SECONDS, redirectHash, type GrantTokens } from './grant-tokens.ts';

/** Issues a code for a consent: what the consent's redirect carries. */
export function issueConsentCode(grants: GrantTokens, input: { scenario: string; redirectUri: string; seed: string; bits: number }): string {
  // 'Código expirado' hands out a code that is already past its ten minutes.
  const ttl = input.scenario === 'expired_code' ? -60 : CODE_TTL_SECONDS;
  return grants.issue({
    k: 'code',
    s: input.scenario,
    r: input.seed,
    g: grants.newGrant(),
    x: grants.expiresIn(ttl),
    p: input.bits,
    u: redirectHash(input.redirectUri),
  });
}

/**
 * What the tests and benchmarks steer of a fake, whichever provider: its traffic, and `issueCode`,
 * a code as the consent page would hand it out for `bits`, without the browser (scenario 'grant'
 * and a random seed unless told).
 */
export const consentControl = <E extends string, Code>(traffic: FakeTrafficControl<E, Code>, grants: GrantTokens, bits: number) => ({
  ...traffic,
  issueCode: ({ scenario = 'grant', redirectUri, seed }: { scenario?: string; redirectUri: string; seed?: string | number }): string =>
    issueConsentCode(grants, { scenario, redirectUri, seed: seedOf(seed), bits }),
});

/** An authorize request that passed its checks. */
export interface CheckedRequest {
  redirectUri: string;
  scopes: string[];
}

/** What sets one provider's consent screen apart from the other's. */
export interface ConsentDialog {
  /** Whom the page stands in for: 'Facebook' or 'TikTok'. */
  provider: string;
  heading: string;
  question: string;
  /** The consent screen's path; its form answers at `confirmPath`. */
  path: string;
  confirmPath: string;
  stylesheet: string;
  /** The query parameter that names the app (`client_id`, `client_key`) and the app's own value. */
  clientIdName: string;
  clientId: string;
  /** The response_type when the request leaves it out. */
  defaultResponseType?: string;
  redirectUris: RedirectUris | undefined;
  knownScopes: readonly string[];
  /** The answers the page offers; a confirmation naming any other is refused. */
  scenarios: readonly ConsentScenario[];
  /** The request's own parameters carried through the form (the state is added after them). */
  hidden: (request: CheckedRequest) => Record<string, string>;
  /** The redirect's parameters when the person cancels (the state is added after them). */
  cancelled: Record<string, string>;
  /** The redirect's parameters with the code (the state is added after them). */
  granted: (code: string, request: CheckedRequest) => Record<string, string>;
  /** The fake's traffic wrapper for the consent screen's endpoint. */
  endpoint: (handler: (c: Context) => Response) => (c: Context) => Promise<Response>;
  grants: GrantTokens;
  newSeed: () => string;
  /**
   * The person this browser consented as, kept in a cookie, as a provider remembers who is signed
   * in: consents returning to a redirect that `reuseFor` accepts answer as that same person (the
   * demo's 'Confirmar com o Instagram', docs/decisions/025-re-authentication.md); others get a new
   * one, as before.
   */
  rememberPerson?: { cookie: string; reuseFor: (redirectUri: string) => boolean };
}

/** The seed of this consent, and the cookie that remembers it (when the dialog remembers people). */
function seedOfConsent(c: Context, dialog: ConsentDialog, redirectUri: string): { seed: string; cookie?: string } {
  const memory = dialog.rememberPerson;
  if (!memory) return { seed: dialog.newSeed() };
  const remembered = getCookie(c, memory.cookie);
  const seed = remembered && isSeed(remembered) && memory.reuseFor(redirectUri) ? remembered : dialog.newSeed();
  return { seed, cookie: `${memory.cookie}=${seed}; Path=/; Max-Age=86400; HttpOnly; SameSite=Lax` };
}

/**
 * A provider's consent screen, as a labelled demo stand-in, and its answer: a redirect with the
 * code and the `state`, or with `error=access_denied` (Cancelar). A request that fails the
 * checks (`checkAuthorizeRequest`) is refused on the page, never redirected.
 */
export function registerConsentDialog(app: Hono, dialog: ConsentDialog) {
  const check = (c: Context) =>
    checkAuthorizeRequest(
      {
        pageOrigin: new URL(c.req.url).origin,
        clientId: c.req.query(dialog.clientIdName),
        redirectUri: c.req.query('redirect_uri'),
        responseType: c.req.query('response_type') ?? dialog.defaultResponseType,
        scope: c.req.query('scope'),
      },
      { clientId: dialog.clientId, clientIdName: dialog.clientIdName, redirectUris: dialog.redirectUris, knownScopes: dialog.knownScopes },
    );
  const { provider, stylesheet } = dialog;
  const refuse = (message: string) => htmlResponse(renderConsentError({ provider, stylesheet, message }), 400);
  const withState = (params: Record<string, string>, state: string | undefined) => (state === undefined ? params : { ...params, state });

  app.get(
    dialog.path,
    dialog.endpoint((c) => {
      const request = check(c);
      if (!request.ok) return refuse(request.message);
      const html = renderConsentPage({
        provider,
        heading: dialog.heading,
        stylesheet,
        action: dialog.confirmPath,
        hidden: withState(dialog.hidden(request), c.req.query('state')),
        scenarios: dialog.scenarios,
        question: dialog.question,
        scopes: request.scopes,
      });
      return htmlResponse(html, 200, request.redirectOrigin);
    }),
  );

  app.get(
    dialog.confirmPath,
    dialog.endpoint((c) => {
      const request = check(c);
      if (!request.ok) return refuse(request.message);
      const state = c.req.query('state');
      if (c.req.query('action') === 'cancel') return redirectTo(request.redirectUri, withState(dialog.cancelled, state));
      const scenario = c.req.query('scenario') ?? '';
      if (!dialog.scenarios.some((option) => option.value === scenario)) return refuse('Escolha uma das opções da demonstração.');
      const { seed, cookie } = seedOfConsent(c, dialog, request.redirectUri);
      const code = issueConsentCode(dialog.grants, { scenario, redirectUri: request.redirectUri, seed, bits: request.bits });
      const response = redirectTo(request.redirectUri, withState(dialog.granted(code, request), state));
      if (cookie) response.headers.append('set-cookie', cookie);
      return response;
    }),
  );
}
