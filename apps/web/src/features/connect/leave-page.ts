/**
 * Leaves the app for a provider's consent page. An object rather than a bare call so that tests
 * can watch it: jsdom cannot navigate, and `window.location` cannot be replaced there.
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
