import type { ChangeEvent } from 'react';

/** What the kit editor gives a list field: its rows, their change, and the message at one place ('rates.1.priceCents'). */
export interface ListFieldProps<T> {
  value: T[];
  onChange: (rows: T[]) => void;
  errorAt: (path: string) => string | undefined;
}

/** The keys of a row whose values are text. */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/** The edits of the list field `name` (rate card, highlights): one way for each, and what a row's text input takes. */
export function listEdits<T>(name: string, { value: rows, onChange, errorAt }: ListFieldProps<T>) {
  const update = (index: number, change: Partial<T>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return {
    update,
    remove: (index: number) => onChange(rows.filter((_, i) => i !== index)),
    add: (row: T) => onChange([...rows, row]),
    /** A text input of row `index`'s `key`: its value, its change and its message ('highlights.0.url'). */
    textInput: (index: number, key: TextKey<T>) => ({
      value: rows[index]?.[key] as string,
      onChange: (event: ChangeEvent<HTMLInputElement>) => update(index, { [key]: event.currentTarget.value } as Partial<T>),
      error: errorAt(`${name}.${index}.${key}`),
    }),
  };
}
