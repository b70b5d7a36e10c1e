import { createProviderHttp } from '../../../lib/provider-http.ts';
import { ProviderError, type ProviderClientOptions, type ProviderName } from './provider.ts';

/** A client's calls to its provider: 10 s each unless told, and a provider out of reach is its 'unavailable'. */
export const providerCalls = (provider: ProviderName, options: ProviderClientOptions) =>
  createProviderHttp({
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? 10_000,
    failure: (error) => new ProviderError(provider, 'unavailable', error.message),
  });
