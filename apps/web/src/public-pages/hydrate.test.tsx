import { EARLY_CLICKS, EARLY_CLICKS_SCRIPT } from '@ma/api-client/pages';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { hydrate } from './hydrate.tsx';
import type { PublicPage } from './public-page.ts';

const listeners: ((event: Event) => void)[] = [];
const realAdd = window.addEventListener.bind(window);

afterEach(() => {
  for (const listener of listeners.splice(0)) window.removeEventListener('click', listener, true);
  window[EARLY_CLICKS] = undefined;
  document.body.innerHTML = '';
});

/** The page's inline script, run as the document's head runs it (its listener kept, to be removed after the test). */
function runEarlyClicksScript() {
  const add = (type: string, listener: (event: Event) => void, capture: boolean) => {
    listeners.push(listener);
    realAdd(type, listener, capture);
  };
  new Function('window', 'addEventListener', EARLY_CLICKS_SCRIPT)(window, add);
}

it('presses again, once React listens, each button pressed before the hydration: once each, in order', async () => {
  const pressed: string[] = [];
  const page: PublicPage<never, unknown> = {
    head: () => null,
    props: () => ({}),
    render: () => (
      <div>
        <button type="button" onClick={() => pressed.push('copy')}>
          Copiar link
        </button>
        <button type="button" onClick={() => pressed.push('print')}>
          Salvar como PDF
        </button>
        <button type="button" onClick={() => pressed.push('share')}>
          Compartilhar
        </button>
      </div>
    ),
    hydrates: true,
  };
  runEarlyClicksScript();
  document.body.innerHTML = `<div id="root">${renderToString(page.render({}))}</div>`;
  const [copy, print] = [...document.querySelectorAll('button')];

  // The server's markup: a press does nothing yet, but is noted.
  copy?.click();
  print?.click();
  copy?.click();
  expect(pressed).toEqual([]);

  await act(async () => hydrate(page, {}));
  expect(pressed).toEqual(['copy', 'print']);

  // From here on React handles the presses itself, and nothing is pressed twice.
  print?.click();
  expect(pressed).toEqual(['copy', 'print', 'print']);
});
