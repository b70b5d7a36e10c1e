import { expect, test as base } from '@playwright/test';

/**
 * Every end-to-end test runs under the served product's Content-Security-Policy, and fails if
 * the page reports a violation: something the pages load or run that the policy would block in
 * production. `cspViolations` is there for the one test that checks the watch itself.
 */
export const test = base.extend<{ cspViolations: string[]; hydrationErrors: string[] }>({
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
  // A server-rendered or prerendered page whose markup the browser's React would not have
  // written: React throws that markup away and paints again (losing what was typed into it).
  hydrationErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const watch = (text: string) => {
        if (/Hydration failed|Minified React error #4(18|19|20|21|23|25)\b/i.test(text)) errors.push(text);
      };
      page.on('console', (message) => watch(message.text()));
      page.on('pageerror', (error) => watch(error.message));
      await use(errors);
      expect(errors, 'hydration errors reported by React').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
