import { expect, test as base } from '@playwright/test';

/**
 * Every end-to-end test runs under the served product's Content-Security-Policy, and fails if
 * the page reports a violation: something the pages load or run that the policy would block in
 * production. `cspViolations` is there for the one test that checks the watch itself.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations reported in the console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
