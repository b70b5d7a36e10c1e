/**
 * Runs `start` once the browser has painted the page it has (docs/decisions/020-paint-before-scripts.md):
 * a page rendered on the server shows its content first, and the code that makes it interactive
 * loads and runs after. A requestAnimationFrame callback runs just before a paint; a task queued
 * from it runs after that paint. A hidden tab paints nothing (and runs no frames), so it starts at once.
 */
export function afterFirstPaint(start: () => void): void {
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
}
