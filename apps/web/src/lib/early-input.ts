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
 * private layout or page that was pressed (the phone's 'Abrir menu', a card's 'Ver detalhes'),
 * which would otherwise do nothing.
 */
export const PRESSED_EARLY = 'data-pressed-early';

/** A control's name as a person reads it: its label, else its field name, placeholder or text. */
const controlName = (control: Element): string =>
  control.getAttribute('aria-label') ?? control.getAttribute('name') ?? control.getAttribute('placeholder') ?? control.textContent?.trim() ?? '';

const CONTROLS = 'button, input, textarea';

/** Where a control stands among those of its kind and name under `root`, to find its like in another drawing. */
interface Place {
  tag: string;
  name: string;
  rank: number;
}
const named = (root: HTMLElement, tag: string, name: string) =>
  [...root.querySelectorAll(tag)].filter((control) => controlName(control) === name) as HTMLElement[];
const placeOf = (root: HTMLElement, control: Element): Place => {
  const tag = control.tagName.toLowerCase();
  const name = controlName(control);
  return { tag, name, rank: named(root, tag, name).indexOf(control as HTMLElement) };
};
const find = (root: HTMLElement, { tag, name, rank }: Place): HTMLElement | undefined => named(root, tag, name)[rank];

/**
 * What she did on the markup drawn under `root` (the private layout, or a page drawn with her
 * data) before the app ran, done again on the app's own once its first commit has replaced that
 * markup: what she typed in a field is typed again, the field she was in focused again, the
 * button she pressed (the loader marks it, `PRESSED_EARLY`) pressed. Each is the app's control of
 * the same kind and name at the same rank (a drawn page has a 'Ver detalhes' per card). Call it
 * before the app renders over the markup; it gives up after 5 seconds.
 */
export function carryOverEarlyInput(root: HTMLElement): void {
  const drawn = root.firstElementChild;
  if (!drawn) return;
  const places = new Map([...root.querySelectorAll(CONTROLS)].map((control) => [control, placeOf(root, control)]));
  let focused = document.activeElement && places.has(document.activeElement) ? document.activeElement : undefined;
  const noteFocus = (event: FocusEvent) => {
    if (event.target instanceof Element && places.has(event.target)) focused = event.target;
  };
  root.addEventListener('focusin', noteFocus);
  const until = performance.now() + 5_000;
  const carryOver = () => {
    for (const [control, place] of places) {
      // A box or a file the app's own control holds differently; neither can be ticked or chosen before the app runs.
      if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) || isBox(control) || control.type === 'file') continue;
      if (control.value === control.defaultValue) continue;
      const field = find(root, place);
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typeAgain(field, control.value);
    }
    const pressed = [...places.keys()].find((control) => control.hasAttribute(PRESSED_EARLY));
    if (focused) find(root, places.get(focused) as Place)?.focus();
    if (pressed) find(root, places.get(pressed) as Place)?.click();
  };
  const step = () => {
    // The drawn markup leaves the page with the app's first commit; the elements keep what she typed.
    const waiting = drawn.isConnected && performance.now() < until;
    if (waiting) requestAnimationFrame(step);
    else {
      root.removeEventListener('focusin', noteFocus);
      if (!drawn.isConnected) carryOver();
    }
  };
  requestAnimationFrame(step);
}

/** Types `value` into `field` as a person would: the browser's own setter, then an `input` event, so that its form's state receives it. */
function typeAgain(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
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
    typeAgain(field, value);
  }
  const form = heldSubmit;
  heldSubmit = undefined;
  if (form?.isConnected) form.requestSubmit();
}
