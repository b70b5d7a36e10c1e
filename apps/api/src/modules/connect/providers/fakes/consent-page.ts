// The demo consent pages: plain server-rendered HTML, no script and no inline style, so that they
// pass a CSP without 'unsafe-inline'; their look comes from a stylesheet the fake serves itself.

export interface ConsentScenario {
  value: string;
  label: string;
  hint: string;
}

export interface ConsentPageInput {
  /** Whom the page stands in for: 'Facebook' or 'TikTok'. */
  provider: string;
  heading: string;
  stylesheet: string;
  /** The fake's path that answers the form (GET) with the redirect. */
  action: string;
  /** The authorize request's own parameters, carried through the form. */
  hidden: Record<string, string>;
  scenarios: readonly ConsentScenario[];
  question: string;
  /** The scopes asked for, shown as they are. */
  scopes: readonly string[];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);

const page = (title: string, stylesheet: string, provider: string, main: string) =>
  `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — Demonstração</title>
<link rel="stylesheet" href="${escapeHtml(stylesheet)}">
</head>
<body>
<main class="card">
<p class="banner" role="note"><strong>Demonstração — nenhum dado é enviado ao ${escapeHtml(provider)}</strong></p>
${main}
</main>
</body>
</html>
`;

export function renderConsentPage(input: ConsentPageInput): string {
  const hidden = Object.entries(input.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const options = input.scenarios
    .map(
      (scenario, i) =>
        `<label class="option"><input type="radio" name="scenario" value="${escapeHtml(scenario.value)}"${i === 0 ? ' checked' : ''}>` +
        `<span><strong>${escapeHtml(scenario.label)}</strong><small>${escapeHtml(scenario.hint)}</small></span></label>`,
    )
    .join('\n');
  const scopes = input.scopes.map((scope) => `<li><code>${escapeHtml(scope)}</code></li>`).join('');
  return page(
    input.heading,
    input.stylesheet,
    input.provider,
    `<h1>${escapeHtml(input.heading)}</h1>
<p>Esta página faz o papel da tela de consentimento do ${escapeHtml(input.provider)} na demonstração do Mais Alcance. Os perfis são inventados.</p>
<p>O Mais Alcance pede estas permissões:</p>
<ul class="scopes">${scopes}</ul>
<form method="get" action="${escapeHtml(input.action)}">
${hidden}
<fieldset>
<legend>${escapeHtml(input.question)}</legend>
${options}
</fieldset>
<div class="actions">
<button type="submit" name="action" value="grant" class="primary">Continuar</button>
<button type="submit" name="action" value="cancel">Cancelar</button>
</div>
</form>`,
  );
}

/** What the real consent screens show for a bad request: an error, no redirect. */
export const renderConsentError = (input: { provider: string; stylesheet: string; message: string }): string =>
  page('Não foi possível continuar', input.stylesheet, input.provider, `<h1>Não foi possível continuar</h1>\n<p>${escapeHtml(input.message)}</p>`);

/**
 * The page's own headers (it overrides the API's `default-src 'none'`): its stylesheet only,
 * no script; the form may go to the fake and then, redirected, to the redirect_uri's origin.
 */
export function htmlResponse(html: string, status: number, redirectOrigin?: string): Response {
  const formAction = ["'self'", redirectOrigin].filter(Boolean).join(' ');
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=UTF-8',
      'content-security-policy': `default-src 'none'; style-src 'self'; img-src 'self'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    },
  });
}

export const CONSENT_CSS = `:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1c1e21; background: #f0f2f5; }
body { margin: 0; padding: 24px 16px; }
.card { max-width: 560px; margin: 0 auto; background: #fff; border-radius: 12px; padding: 24px; box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
.banner { margin: 0 0 16px; padding: 10px 12px; border-radius: 8px; background: #fff4ce; border: 1px solid #e0b400; }
h1 { font-size: 1.35rem; margin: 0 0 12px; }
.scopes { padding-left: 20px; }
fieldset { border: 1px solid #dadde1; border-radius: 8px; padding: 12px; margin: 16px 0; }
legend { font-weight: 600; padding: 0 4px; }
.option { display: flex; gap: 10px; align-items: flex-start; padding: 8px 4px; cursor: pointer; }
.option span { display: flex; flex-direction: column; gap: 2px; }
.option small { color: #606770; }
.actions { display: flex; gap: 12px; justify-content: flex-end; }
button { font: inherit; padding: 10px 18px; border-radius: 8px; border: 1px solid #ccd0d5; background: #e4e6eb; cursor: pointer; }
button.primary { background: #1877f2; border-color: #1877f2; color: #fff; font-weight: 600; }
button:focus-visible, input:focus-visible { outline: 3px solid #1877f2; outline-offset: 2px; }
`;

export const cssResponse = (): Response =>
  new Response(CONSENT_CSS, {
    headers: { 'content-type': 'text/css; charset=UTF-8', 'cache-control': 'public, max-age=3600', 'x-content-type-options': 'nosniff' },
  });

/** The redirect_uri with the answer's parameters added (its own query kept). */
export function redirectTo(redirectUri: string, params: Record<string, string | undefined>): Response {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return new Response(null, { status: 302, headers: { location: url.href, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } });
}
