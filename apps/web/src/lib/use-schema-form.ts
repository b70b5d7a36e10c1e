import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { z } from 'zod';

type Errors<T> = Partial<Record<keyof T & string, string>>;

/**
 * A form validated with the same zod schema the API validates with (STYLE.md, 7).
 * `submit` resolves to the parsed values or null (and shows the first message per field);
 * `setServerErrors` maps a 422's field messages back onto the inputs.
 *
 * The schema arrives through `loadSchema` (a dynamic import), asked for when the form
 * mounts: the form is on screen and usable before zod is, and a check made before it lands
 * waits for it (docs/decisions/008-first-load.md).
 */
export function useSchemaForm<S extends z.ZodObject>(loadSchema: () => Promise<S>, initial: z.input<S>) {
  type Values = z.input<S>;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors<Values>>({});
  // The values as of the last change, for checks that finish after the schema loads.
  const latest = useRef<Values>(initial);

  useEffect(() => {
    // Starts the download; `check` asks again and gets the same module.
    loadSchema().catch(() => undefined);
  }, [loadSchema]);

  const check = async (candidate: Values): Promise<[Errors<Values>, z.output<S> | null]> => {
    const schema = await loadSchema().catch(() => undefined);
    // The schema could not be fetched (offline): the API, which checks the same one, decides,
    // and the request fails the way it would have anyway.
    if (!schema) return [{}, candidate as z.output<S>];
    const result = schema.safeParse(candidate);
    if (result.success) return [{}, result.data];
    const found: Errors<Values> = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0]) as keyof Values & string;
      found[key] ??= issue.message;
    }
    return [found, null];
  };

  const setField = <K extends keyof Values & string>(key: K, value: Values[K]) => {
    latest.current = { ...latest.current, [key]: value };
    setValues(latest.current);
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  /** Re-checks one field when the user leaves it, without flagging untouched ones. */
  const validateField = (key: keyof Values & string) => {
    const checked = latest.current;
    void check(checked).then(([found]) => {
      // Typed into again while the schema was loading: that change cleared the error.
      if (latest.current[key] !== checked[key]) return;
      setErrors((current) => ({ ...current, [key]: found[key] }));
    });
  };

  return {
    values,
    errors,
    setField,
    validateField,
    /** Binds a text input: its value and error, edits, and a check on leaving it once filled. */
    getInputProps(key: keyof Values & string) {
      return {
        value: String(values[key] ?? ''),
        error: errors[key],
        onChange: (event: ChangeEvent<HTMLInputElement>) => setField(key, event.currentTarget.value as Values[typeof key]),
        onBlur: () => {
          if (latest.current[key]) validateField(key);
        },
      };
    },
    async submit(): Promise<z.output<S> | null> {
      const [found, data] = await check(latest.current);
      setErrors(found);
      return data;
    },
    setServerErrors(fields: Record<string, string>) {
      setErrors((current) => ({ ...current, ...fields }));
    },
  };
}
