import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUBMITTED_EARLY } from '../lib/early-input.ts';

vi.mock('../lib/after-first-paint.ts', () => ({ afterFirstPaint: (start: () => void) => start() }));

describe('paint-first', () => {
  afterEach(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
    vi.resetModules();
  });

  it('puts a copy of the held tags in the head, in their order', async () => {
    document.head.innerHTML =
      '<template data-after-first-paint><link rel="modulepreload" crossorigin href="/assets/a.js">' +
      '<script type="module" crossorigin src="/assets/index-1.js"></script></template>';
    await import('./paint-first.ts');
    const [, link, script] = [...document.head.children];
    expect(link?.outerHTML).toBe('<link rel="modulepreload" crossorigin="" href="/assets/a.js">');
    expect(script).toBeInstanceOf(HTMLScriptElement);
    expect(script?.getAttribute('type')).toBe('module');
    expect(script?.getAttribute('src')).toBe('/assets/index-1.js');
  });

  it('does nothing on a page without held scripts', async () => {
    await import('./paint-first.ts');
    expect(document.head.children).toHaveLength(0);
  });

  it('marks a form submitted before the app runs, under the name early-input.ts reads', async () => {
    document.body.innerHTML = '<div id="root"><form method="dialog"><button>Entrar</button></form></div>';
    await import('./paint-first.ts');
    const form = document.querySelector('form');
    form?.requestSubmit();
    expect(form?.hasAttribute(SUBMITTED_EARLY)).toBe(true);
  });
});
