/** Where the public pages' inline script keeps the buttons pressed before hydration (apps/web's hydrate.tsx takes them). */
export const EARLY_CLICKS = '__maEarlyClicks';

/**
 * The one inline script of the public pages that hydrate, written in their head: from the first
 * paint on, it notes each `<button type="button">` pressed (once each, in order) while the page
 * is still the server's markup, so that the hydration can press it again once the page's script
 * has arrived (docs/decisions/028-every-address-answered-and-no-lost-first-click.md). Taking the
 * list ends the noting. Its exact text is allowed by its hash in the pages' Content-Security-Policy
 * (apps/api/src/lib/security-headers.ts): no other inline script runs. Kept tiny: every kit and
 * proposal carries it.
 */
export const EARLY_CLICKS_SCRIPT =
  `window.${EARLY_CLICKS}=[];addEventListener("click",function(e){` +
  `var q=window.${EARLY_CLICKS},b=e.target.closest&&e.target.closest("button[type=button]");` +
  'q&&b&&q.indexOf(b)<0&&q.push(b)},!0)';
