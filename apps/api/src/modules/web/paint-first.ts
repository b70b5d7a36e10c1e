/**
 * A prerendered guest page's scripts held until it has painted (docs/decisions/020-paint-before-scripts.md).
 * The page draws from its HTML and CSS alone; on a phone its scripts (the app's entry and its
 * route's modules, some 130 KB) would otherwise share the connection with the stylesheets and run
 * before the first paint. The module tags are moved into a `<template data-after-first-paint>`,
 * where the browser fetches nothing, and the build's loader (apps/web/src/app-shell/paint-first.ts)
 * puts them back in the head once the page has painted: the preloads first, so that all are
 * fetched together, then the entry.
 */
const moduleTag = /[ \t]*(?:<script\b[^>]*\btype="module"[^>]*><\/script>|<link\b[^>]*\brel="modulepreload"[^>]*>)[ \t]*\r?\n?/gi;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * `html` with its module scripts and preloads (Vite's, then `routeModules` not already named)
 * held in the template, and `loader` as its one script. Unchanged when the page has no module
 * script of its own (nothing to hold).
 */
export function holdScriptsUntilPainted(html: string, routeModules: readonly string[], loader: string): string {
  const held = [...html.matchAll(moduleTag)].map(([tag]) => tag.trim());
  const scripts = held.filter((tag) => tag.startsWith('<script'));
  if (scripts.length === 0) return html;
  const named = (href: string) => html.includes(`href="${escapeAttribute(href)}"`) || html.includes(`src="${escapeAttribute(href)}"`);
  const preloads = [
    ...held.filter((tag) => !tag.startsWith('<script')),
    ...routeModules.filter((href) => !named(href)).map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`),
  ];
  const tags = [
    `<template data-after-first-paint>${[...preloads, ...scripts].join('')}</template>`,
    `<script type="module" crossorigin src="${escapeAttribute(loader)}"></script>`,
  ];
  return html.replace(moduleTag, '').replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`);
}
