import { expect } from 'vitest';
import { ProviderError } from './provider.ts';

/** The ProviderError a call fails with; the test fails if the call succeeds or throws anything else. */
export async function providerFailure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => expect.fail('expected a ProviderError'),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

/**
 * The failures a test file saw, kept to check at its end that none shows a secret: `secrets`
 * starts with the app's and the demo's, and each test adds the tokens and codes it issues.
 */
export function failureLog(secrets: string[]) {
  const seen: ProviderError[] = [];
  return {
    secrets,
    failureOf: async (promise: Promise<unknown>) => {
      const error = await providerFailure(promise);
      seen.push(error);
      return error;
    },
    /** No failure seen (and there were many) shows a secret, nor anything matching `hidden`. */
    expectNoSecretShown(hidden: RegExp) {
      expect(seen.length).toBeGreaterThan(15);
      for (const failure of seen) {
        const shown = `${failure.message} ${String(failure)} ${JSON.stringify(failure)} ${failure.stack ?? ''}`;
        for (const secret of secrets) expect(shown).not.toContain(secret);
        expect(shown).not.toMatch(hidden);
      }
    },
  };
}
