import type { z } from 'zod';

/**
 * A zod check from a rule of @ma/domain: a pure function that returns the pt-BR message of the
 * problem it finds, or null. The rule stays in one place; the schema that every form and the
 * API parse with applies it. `path` places the message on a field; by default it lands on the
 * value checked (the whole object: a form-level message).
 */
export const rule =
  <T>(check: (value: T) => string | null, path: PropertyKey[] = []) =>
  (context: z.core.ParsePayload<T>): void => {
    const message = check(context.value);
    // A fresh path each time: zod prefixes it in place as the issue rises to the parent object.
    if (message) context.issues.push({ code: 'custom', message, input: context.value, path: [...path] });
  };
