import { scopeBits } from './grant-tokens.ts';
import { httpUrl } from '../provider-values.ts';

/**
 * The app's registered redirect URIs: a fixed list, or the list for the origin the consent page
 * is served at (the demo without APP_ORIGIN answers at whatever address the browser used).
 */
export type RedirectUris = readonly string[] | ((pageOrigin: string) => readonly string[]);

export interface AuthorizeRequest {
  /** The origin the consent page was asked at. */
  pageOrigin: string;
  clientId: string | undefined;
  redirectUri: string | undefined;
  responseType: string | undefined;
  scope: string | undefined;
}

export type AuthorizeCheck =
  { ok: true; redirectUri: string; redirectOrigin: string; scopes: string[]; bits: number } | { ok: false; message: string };

/**
 * What the real consent screens check before showing anything: the app, a registered
 * redirect_uri (exact match, as both providers require), the code flow and known scopes. A
 * failure is shown on the page, never redirected: the redirect_uri is not trusted yet.
 */
export function checkAuthorizeRequest(
  request: AuthorizeRequest,
  app: { clientId: string; clientIdName: string; redirectUris: RedirectUris | undefined; knownScopes: readonly string[] },
): AuthorizeCheck {
  if (request.clientId !== app.clientId) return { ok: false, message: `O app não foi reconhecido (${app.clientIdName} inválido).` };
  const redirectOrigin = httpUrl(request.redirectUri)?.origin;
  if (!request.redirectUri || !redirectOrigin) return { ok: false, message: 'Falta um endereço de retorno (redirect_uri) válido.' };
  const registered = typeof app.redirectUris === 'function' ? app.redirectUris(request.pageOrigin) : app.redirectUris;
  if (registered && !registered.includes(request.redirectUri)) {
    return { ok: false, message: 'O endereço de retorno (redirect_uri) não está entre os cadastrados no app.' };
  }
  if (request.responseType !== 'code') return { ok: false, message: 'Só o fluxo com código (response_type=code) é aceito.' };
  const scopes = (request.scope ?? '').split(/[\s,]+/).filter(Boolean);
  if (scopes.length === 0) return { ok: false, message: 'Nenhuma permissão foi pedida (scope).' };
  const bits = scopeBits(scopes, app.knownScopes);
  if (bits === undefined) return { ok: false, message: 'O pedido tem uma permissão desconhecida (scope).' };
  return { ok: true, redirectUri: request.redirectUri, redirectOrigin, scopes, bits };
}
