import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { replayEarlyInput } from './early-input.ts';

/** The key of `errors` for a message about the whole form rather than one of its fields. */
export const FORM_ERROR = 'form';

type FieldKey<V> = keyof V & string;
/** The keys of the fields that hold a boolean (checkboxes, switches). */
type BooleanKey<V> = { [K in FieldKey<V>]: V[K] extends boolean ? K : never }[FieldKey<V>];

/** At most one message per field, plus `errors.form` (FORM_ERROR) for the whole form. */
export type FormErrors<V> = Partial<Record<FieldKey<V> | typeof FORM_ERROR, string>>;

type InputChange = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/** What `getInputProps(key)` spreads onto an input. */
export interface InputProps<T> {
  value: T;
  error: string | undefined;
  /** Takes the input's change event (text inputs, textareas) or the value itself (NumberInput, custom pickers). */
  onChange: (eventOrValue: InputChange | T) => void;
  onBlur: () => void;
}

/** What `getInputProps(key, { type: 'checkbox' })` spreads onto a checkbox or switch. */
export interface CheckboxProps {
  checked: boolean;
  error: string | undefined;
  onChange: (eventOrChecked: ChangeEvent<HTMLInputElement> | boolean) => void;
}

const isChangeEvent = (value: unknown): value is { currentTarget: { value: string; checked?: boolean } } =>
  typeof value === 'object' && value !== null && 'currentTarget' in value;

/** Left empty: what an empty text or number input holds (''), or no choice yet (null). */
const isBlank = (value: unknown) => value === '' || value === null || value === undefined;

/**
 * The one way this app runs a form: its values, one message per field, and a check with the
 * same zod schema the API validates with (docs/conventions.md), so the form refuses what the server
 * would, in the server's words.
 *
 * `useSchemaForm(loadSchema, initial)`:
 * - `loadSchema` resolves to the schema; it is asked for when the visitor first focuses,
 *   presses or types on the page (a dynamic import, so the form is on screen and usable before
 *   zod is, docs/decisions/008-first-load.md) and a check made before it lands waits for it. If it cannot be fetched (offline), the
 *   values go out as they are and the API, which checks the same schema, decides. Keep it
 *   stable: a module-level function, or `useCallback` when the schema depends on props.
 * - `initial` is what the inputs hold at first; its type is the form's values, which need not
 *   be the schema's input: a number input holds '' while empty, a picker null until chosen.
 *   The schema reads them into what `submit` resolves to (`z.output` of the schema).
 *
 * It returns:
 * - `values`, `errors`: `errors[key]` for a field, `errors.form` (FORM_ERROR) for the whole
 *   form: a schema issue whose path names no field (an object-level refine) or a server field
 *   the form does not have.
 * - `setField(key, value)`: for values that are not typed (a score, a picked option); it clears
 *   that field's error and the form-level one, so a new attempt starts clean.
 * - `getInputProps(key)`: `{ value, error, onChange, onBlur }` for TextInput, PasswordInput,
 *   Textarea and NumberInput (`onChange` takes an event or the value itself); leaving a field
 *   checks it, once it holds something, without flagging untouched ones.
 *   `getInputProps(key, { type: 'checkbox' })`: `{ checked, error, onChange }` for a boolean.
 * - `validateField(key)`: checks one field now (e.g. on a custom picker's blur).
 * - `submit()`: checks everything; resolves to the parsed values, or null after showing the
 *   first message of each field. `onSubmit(handler)` is the `<form onSubmit>` handler built on
 *   it: it prevents the page load and calls `handler` with the parsed values when they pass.
 * - `setServerErrors(fields)`: a 422's `fields` (ApiError.fields) onto the inputs; keys that
 *   are not fields become `errors.form`. `setFormError(message)` sets (or, with undefined,
 *   clears) the form-level message.
 * - `reset(values?)`: back to `initial` (or `values`) with no errors, e.g. after a success.
 *
 * @example
 * const loadSchema = () => import('@ma/api-client/schemas').then((schemas) => schemas.forgotPasswordPayloadSchema);
 * const form = useSchemaForm(loadSchema, { email: '' });
 * const mutation = useMutation({
 *   ...forgotPasswordMutationOptions(useApi()),
 *   onError: (error) => isApiError(error) && form.setServerErrors(error.fields),
 * });
 * <form noValidate onSubmit={form.onSubmit((payload) => mutation.mutate(payload))}>
 *   <EmailInput {...form.getInputProps('email')} />
 */
export function useSchemaForm<S extends z.ZodType, V extends object = z.input<S> & object>(loadSchema: () => Promise<S>, initial: V) {
  type Key = FieldKey<V>;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  // Each message also by its whole path ('rates.1.price'), for the inputs of list fields.
  const [pathErrors, setPathErrors] = useState<Record<string, string>>({});
  // The values as of the last change, for checks that finish after the schema loads.
  const latest = useRef<V>(initial);
  const first = useRef<V>(initial);

  useEffect(() => {
    // Starts the download once the visitor does something on the page (focuses, presses, types),
    // or at once if something already has the focus: evaluating zod and the schemas is a long
    // task on a phone, which should not hold up the page's start (docs/decisions/013-prerendered-guest-pages.md).
    // `check` asks again and gets the same module.
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

  // On a prerendered page, what the visitor did before the app started (src/lib/early-input.ts).
  useEffect(replayEarlyInput, []);

  // 'rates.1.price' belongs to the field 'rates'.
  const errorKey = (path: unknown): Key | typeof FORM_ERROR => {
    const key = typeof path === 'string' ? path.split('.')[0] : undefined;
    return key !== undefined && Object.hasOwn(latest.current, key) ? (key as Key) : FORM_ERROR;
  };

  const check = async (candidate: V): Promise<[FormErrors<V>, z.output<S> | null, Record<string, string>]> => {
    const schema = await loadSchema().catch(() => undefined);
    // The schema could not be fetched (offline): the API, which checks the same one, decides,
    // and the request fails the way it would have anyway.
    if (!schema) return [{}, candidate as z.output<S>, {}];
    const result = schema.safeParse(candidate);
    if (result.success) return [{}, result.data, {}];
    const found: FormErrors<V> = {};
    const paths: Record<string, string> = {};
    for (const issue of result.error.issues) {
      found[errorKey(String(issue.path[0] ?? ''))] ??= issue.message;
      paths[issue.path.map(String).join('.')] ??= issue.message;
    }
    return [found, null, paths];
  };

  const withoutPaths = (current: Record<string, string>, key: string) =>
    Object.fromEntries(Object.entries(current).filter(([path]) => path !== key && !path.startsWith(`${key}.`)));

  const setField = <K extends Key>(key: K, value: V[K]) => {
    latest.current = { ...latest.current, [key]: value };
    setValues(latest.current);
    setErrors((current) => ({ ...current, [key]: undefined, [FORM_ERROR]: undefined }));
    setPathErrors((current) => withoutPaths(current, key));
  };

  /** Re-checks one field, without flagging untouched ones. */
  const validateField = (key: Key) => {
    const checked = latest.current;
    void check(checked).then(([found]) => {
      // Changed again while the schema was loading: that change cleared the error.
      if (latest.current[key] !== checked[key]) return;
      setErrors((current) => ({ ...current, [key]: found[key] }));
    });
  };

  const submit = async (): Promise<z.output<S> | null> => {
    const [found, data, paths] = await check(latest.current);
    setErrors(found);
    setPathErrors(paths);
    return data;
  };

  function getInputProps<K extends Key>(key: K): InputProps<V[K]>;
  function getInputProps<K extends BooleanKey<V>>(key: K, options: { type: 'checkbox' }): CheckboxProps;
  function getInputProps<K extends Key>(key: K, options?: { type: 'checkbox' }): InputProps<V[K]> | CheckboxProps {
    if (options?.type === 'checkbox') {
      const checkbox: CheckboxProps = {
        checked: Boolean(values[key]),
        error: errors[key],
        onChange: (eventOrChecked) =>
          setField(key, (isChangeEvent(eventOrChecked) ? Boolean(eventOrChecked.currentTarget.checked) : eventOrChecked) as V[K]),
      };
      return checkbox;
    }
    const input: InputProps<V[K]> = {
      value: values[key],
      error: errors[key],
      onChange: (eventOrValue) => setField(key, (isChangeEvent(eventOrValue) ? eventOrValue.currentTarget.value : eventOrValue) as V[K]),
      onBlur: () => {
        if (!isBlank(latest.current[key])) validateField(key);
      },
    };
    return input;
  }

  return {
    values,
    errors,
    /** The message of one place inside a list field ('rates.1.price'), after a submit or a 422. */
    errorAt: (path: string): string | undefined => pathErrors[path],
    setField,
    validateField,
    getInputProps,
    submit,
    /** The `<form onSubmit>` handler: `handler` gets the parsed values once they pass. */
    onSubmit(handler: (data: z.output<S>) => void) {
      return (event?: FormEvent) => {
        event?.preventDefault();
        void submit().then((data) => {
          if (data !== null) handler(data);
        });
      };
    },
    setServerErrors(fields: Record<string, string>) {
      const found: FormErrors<V> = {};
      // The first field the form does not have gives the form-level message.
      for (const [key, message] of Object.entries(fields)) found[errorKey(key)] ??= message;
      setErrors((current) => ({ ...current, ...found }));
      setPathErrors((current) => ({ ...current, ...fields }));
    },
    setFormError(message: string | undefined) {
      setErrors((current) => ({ ...current, [FORM_ERROR]: message }));
    },
    reset(next: V = first.current) {
      latest.current = next;
      setValues(next);
      setErrors({});
      setPathErrors({});
    },
  };
}
