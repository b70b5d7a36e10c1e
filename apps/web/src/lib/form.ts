import { toast } from '@ma/ui/toasts';
import { schemaResolver, useForm, type FormErrors, type UseFormInput } from '@mantine/form';
import { useEffect, useRef, type ReactNode } from 'react';
import type { z } from 'zod';
import { replayEarlyInput } from './early-input.ts';

/** The key of `form.errors` for a message about the whole form rather than one of its fields. */
export const FORM_ERROR = 'form';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- what @mantine/form takes as values
type Values = Record<string, any>;

/** What `form.getInputProps(path)` spreads onto an input, as a component that passes it on takes it. */
export interface InputProps<T> {
  value?: T;
  error?: ReactNode;
  /** Takes the input's change event or the value itself. */
  onChange: (eventOrValue: unknown) => void;
  onBlur?: () => void;
  onFocus?: () => void;
}

/** What `form.getInputProps(path, { type: 'checkbox' })` spreads onto a checkbox or switch. */
export interface CheckboxProps {
  checked?: boolean;
  error?: ReactNode;
  onChange: (eventOrChecked: unknown) => void;
  onFocus?: () => void;
  onBlur?: () => void;
}

const isBlank = (value: unknown) => value === '' || value === null || value === undefined;

/** The value at a path of @mantine/form ('rates.1.price'). */
const valueAt = (values: Values, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], values);

/**
 * Errors keyed by path, as @mantine/form keeps them; one whose path names no field of the form
 * (an object-level refine, or a server field the form does not have) goes to FORM_ERROR, first one kept.
 */
export function toFormErrors(errors: Record<string, unknown>, values: object): FormErrors {
  const found: FormErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const key = Object.hasOwn(values, path.split('.')[0] ?? '') ? path : FORM_ERROR;
    found[key] ??= message as string;
  }
  return found;
}

/** What `revealFirstError` needs of a form (@mantine/form's). */
export interface FormWithInputs {
  getInputNode(path: string): HTMLElement | null;
}

/** Whether a laid-out element stands outside the window (one with no box, as in jsdom, is not said to). */
const isOutOfView = (node: Element) => {
  const { top, bottom, width, height } = node.getBoundingClientRect();
  return width + height > 0 && (bottom <= 0 || top >= window.innerHeight);
};

/**
 * No silent failure: the message that stands first on the page (a field's, or the form's own
 * shown by FormError) is scrolled into view, and a field is focused; when it was off screen, or
 * the page does not show it, a toast says it too.
 */
export function revealFirstError(form: FormWithInputs, errors: FormErrors): void {
  const shown = Object.entries(errors)
    .filter(([, message]) => message)
    .map(([path, message]) => ({ path, message, node: form.getInputNode(path) }));
  const onPage = shown.filter((error): error is typeof error & { node: HTMLElement } => error.node !== null);
  onPage.sort((a, b) => (a.node.compareDocumentPosition(b.node) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const first = onPage[0] ?? shown[0];
  if (!first) return;
  const wasOutOfView = first.node ? isOutOfView(first.node) : true;
  first.node?.scrollIntoView?.({ block: 'center' });
  if (first.path !== FORM_ERROR) first.node?.focus({ preventScroll: true });
  if (wasOutOfView && typeof first.message === 'string') toast.error(first.message);
}

/**
 * Asks for the schema when the visitor first focuses, presses or types on the page (or at once if
 * something has the focus): evaluating zod is a long task on a phone, which should not hold up
 * the page's start (docs/decisions/008-first-load.md, 013-prerendered-guest-pages.md).
 */
function useLoadOnIntent(loadSchema: () => Promise<unknown>) {
  useEffect(() => {
    const intents = ['focusin', 'pointerdown', 'keydown'] as const;
    const stop = () => {
      for (const intent of intents) document.removeEventListener(intent, load, true);
    };
    const load = () => {
      stop();
      loadSchema().catch(() => undefined);
    };
    const focused = document.activeElement;
    if (focused && focused !== document.body) load();
    else for (const intent of intents) document.addEventListener(intent, load, true);
    return stop;
  }, [loadSchema]);
}

/**
 * @mantine/form's `useForm`, checked with the shared zod schema the API validates with
 * (docs/conventions.md), so the form refuses what the server would, in the server's words.
 *
 * - `loadSchema` resolves to the schema (a dynamic import: the form is usable before zod is,
 *   docs/decisions/008-first-load.md); `validate` waits for it. If it cannot be fetched
 *   (offline), the values go out as they are and the API, which checks the same schema, decides.
 *   Keep it stable: a module-level function, or `useCallback` when it depends on props.
 * - `initialValues` need not be the schema's input (a number input holds '' while empty, a picker
 *   null); `onSubmit`'s handler gets the schema's output (`z.output`).
 * - Leaving a field checks it once it holds something, without flagging untouched ones; a change
 *   clears that field's message and the form's (FORM_ERROR).
 * - On a prerendered page, what the visitor did before the app started is done again (early-input.ts).
 * - A submit the schema refuses brings its first message into view (`revealFirstError`).
 *
 * Everything else is @mantine/form's own: `getInputProps`, `setFieldValue`, `setErrors`, `reset`.
 */
export function useZodForm<S extends z.ZodType, V extends Values>(
  loadSchema: () => Promise<S>,
  initialValues: V,
  options: Omit<UseFormInput<V, z.output<S>>, 'initialValues' | 'validate' | 'transformValues' | 'mode'> = {},
) {
  const schema = useRef<S | undefined>(undefined);
  const clearFormError = useRef(() => {});
  useLoadOnIntent(loadSchema);
  useEffect(replayEarlyInput, []);

  const form = useForm<V, z.output<S>, Promise<FormErrors>>({
    mode: 'controlled',
    initialValues,
    validate: async (values) => {
      schema.current = await loadSchema().catch(() => undefined);
      return schema.current ? toFormErrors(schemaResolver(schema.current, { sync: true })(values), values) : {};
    },
    // Runs after `validate` passed, so with the schema at hand (or none: offline).
    transformValues: (values) => {
      const parsed = schema.current?.safeParse(values);
      return (parsed?.success ? parsed.data : values) as z.output<S>;
    },
    onValuesChange: () => clearFormError.current(),
    enhanceGetInputProps: ({ field, inputProps, form: self }) =>
      inputProps.onBlur && {
        onBlur: () => {
          if (!isBlank(valueAt(self.getValues(), field))) void self.validateField(field);
        },
      },
    ...options,
  });
  clearFormError.current = () => form.clearFieldError(FORM_ERROR);
  const onSubmit: typeof form.onSubmit = (handleSubmit, handleValidationFailure) =>
    form.onSubmit(handleSubmit, (errors, values, event) => {
      revealFirstError(form, errors);
      handleValidationFailure?.(errors, values, event);
    });
  return { ...form, onSubmit };
}

/** Back to `values` (by default the initial ones) as the new starting point, with no messages. */
export function resetTo<V extends Values>(form: { setInitialValues: (values: V) => void; reset: () => void }, values: V) {
  form.setInitialValues(values);
  form.reset();
}
