/**
 * Past this time since the navigation without a paint entry (a browser without paint timing),
 * the page starts anyway.
 */
const FALLBACK_MS = 5000;

/**
 * Runs `start` once the browser has painted the page's content (docs/decisions/020-paint-before-scripts.md):
 * a page rendered on the server shows its content first, and the code that makes it interactive
 * loads and runs after. Each frame looks for the browser's own 'first-contentful-paint' entry,
 * which says that paint was presented (a page's first frames may present nothing yet, so one
 * frame is not enough); `start` runs in a task after the frame that finds it. A hidden tab paints
 * nothing and runs no frames: it starts at once. Kept small: it is part of /login's first load
 * (decision 008).
 */
export function afterFirstPaint(start: () => void): void {
  if (document.hidden || performance.now() > FALLBACK_MS || performance.getEntriesByName('first-contentful-paint').length) setTimeout(start);
  else requestAnimationFrame(() => afterFirstPaint(start));
}
