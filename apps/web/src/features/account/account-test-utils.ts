import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { deferred, type Reply } from '../../test/fake-api.ts';

export { callsTo, deferred, fakeApi, pending, type FakeRequestOptions, type Reply } from '../../test/fake-api.ts';
export { accountOf } from '../../test/account-fixture.ts';

/**
 * A section of the account page that reads a list: first its skeleton, busy under `loading`,
 * then, once the list `answer` comes, the section named `name` (given back).
 */
export async function sectionAfterLoading(setup: (reply: Reply) => Promise<unknown>, loading: string, answer: unknown, name: string) {
  const reply = deferred<unknown>();
  await setup(() => reply.promise);
  expect(screen.getByLabelText(loading)).toHaveAttribute('aria-busy', 'true');
  reply.resolve(answer);
  return screen.findByRole('region', { name });
}
