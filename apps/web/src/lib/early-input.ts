// What a visitor does on a prerendered page (src/app-shell/entry-shell.tsx) between its first
// paint and the app's hydration: typing, ticking, pressing the submit button. Kept, and done
// again once the form can take it, so that nothing is lost to a slow phone.

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * The `method` of a prerendered page's form. Before the app's script runs, the browser would
 * send a submitted form itself: a GET of the same address, which reloads the page and empties
 * it. A form of method "dialog" outside a <dialog> sends nothing, so what was typed stays put;
 * once the script runs, a submission is held (`holdEarlySubmits`) and then the form's own.
 */
export const PRERENDERED_FORM_METHOD = 'dialog';

/**
 * Before the app's script runs, the guest pages' loader (src/app-shell/paint-first.ts) marks a
 * submitted form with this attribute; the loader writes the name out rather than import this file.
 */
export const SUBMITTED_EARLY = 'data-submitted-early';

/**
 * Before the app's script runs, the loader marks with this attribute a button of the drawn
 * private layout that was pressed (the phone's 'Abrir menu'), which would otherwise do nothing.
 */
export const PRESSED_EARLY = 'data-pressed-early';

/**
 * The button of the drawn layout under `root` pressed before the app ran (`PRESSED_EARLY`), if
 * any, pressed again once the app has drawn its own (the same `aria-label`), within 5 seconds:
 * call it before the app renders over the layout.
 */
export function pressEarlyButtonAgain(root: HTMLElement): void {
  const label = root.querySelector(`button[${PRESSED_EARLY}]`)?.getAttribute('aria-label');
  if (!label) return;
  const until = performance.now() + 5_000;
  const press = () => {
    const drawn = [...root.querySelectorAll<HTMLButtonElement>('button[aria-label]')].find(
      (button) => button.getAttribute('aria-label') === label && !button.hasAttribute(PRESSED_EARLY),
    );
    if (drawn) drawn.click();
    else if (performance.now() < until) requestAnimationFrame(press);
  };
  requestAnimationFrame(press);
}

/* eslint-disable no-restricted-syntax -- what this page's prerendered forms held before the app hydrated them: one per page, like the DOM it reads */
let typed: { field: Field; value: string; checked: boolean }[] = [];
let heldSubmit: HTMLFormElement | undefined;
let stopHolding: (() => void) | undefined;
/* eslint-enable no-restricted-syntax */

const isBox = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/**
 * From now until a form replays (`replayEarlyInput`), a form submitted under `root` is not sent
 * by the browser (the page would reload and lose it) but remembered and submitted once the app
 * can handle it; so is one the loader marked before the app ran (`SUBMITTED_EARLY`).
 */
export function holdEarlySubmits(root: HTMLElement): void {
  // Registered before React's own listeners on the same element, so they never see it.
  const hold = (event: SubmitEvent) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event.target instanceof HTMLFormElement) heldSubmit = event.target;
  };
  root.addEventListener('submit', hold, true);
  stopHolding = () => root.removeEventListener('submit', hold, true);
  heldSubmit = root.querySelector<HTMLFormElement>(`form[${SUBMITTED_EARLY}]`) ?? undefined;
}

/**
 * Takes what was typed into the prerendered fields under `root`, putting each field back as
 * the server wrote it: React hydrates a controlled field as it finds it, then sets it back to
 * its state (empty) at its next render, without telling the form.
 */
export function takeTypedValues(root: HTMLElement): void {
  for (const field of root.querySelectorAll<Field>('input, textarea')) {
    if (isBox(field) ? field.checked === field.defaultChecked : field.value === field.defaultValue) continue;
    typed.push({ field, value: field.value, checked: isBox(field) && field.checked });
    if (isBox(field)) field.checked = field.defaultChecked;
    else field.value = field.defaultValue;
  }
}

/**
 * Types the taken values again as a person would (the browser's own setter, then an `input`
 * event; a click for a box), so that the form's state receives them, then submits the form
 * whose submission was held. A form calls it once its fields have hydrated (on mount): React
 * ignores events on fields it has not hydrated yet.
 */
export function replayEarlyInput(): void {
  stopHolding?.();
  stopHolding = undefined;
  const replay = typed;
  typed = [];
  for (const { field, value, checked } of replay) {
    if (!field.isConnected) continue;
    if (isBox(field)) {
      if (field.checked !== checked) field.click();
      continue;
    }
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const form = heldSubmit;
  heldSubmit = undefined;
  if (form?.isConnected) form.requestSubmit();
}
