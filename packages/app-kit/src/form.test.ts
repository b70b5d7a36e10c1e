import { ApiError } from '@ma/api-client';
import { DEFAULT_ERROR_MESSAGE } from '@ma/domain';
import { FORM_ERROR } from '@ma/ui/form';
import type { FormErrors } from '@mantine/form';
import { describe, expect, it, vi } from 'vitest';
import { serverErrors, submitWith } from './form.ts';

const refused = new ApiError(422, { detail: 'Confira os campos.', fields: { email: 'E-mail já usado.', other: 'Não é deste formulário.' } });

describe('serverErrors', () => {
  it("puts the server's messages on the form's own fields and its detail on the form", () => {
    expect(serverErrors(refused, { email: 'a@b.c', name: 'Ana' })).toEqual({ email: 'E-mail já usado.', [FORM_ERROR]: 'Confira os campos.' });
  });

  it('is the generic message for a failure without an answer', () => {
    expect(serverErrors(new TypeError('Failed to fetch'), { email: '' })).toEqual({ [FORM_ERROR]: DEFAULT_ERROR_MESSAGE });
  });
});

describe('submitWith', () => {
  /** A form whose submit runs the handler with `values`, and the errors it was given. */
  function fakeForm(values: { email: string }) {
    const form = {
      errors: undefined as FormErrors | undefined,
      run: undefined as Promise<void> | undefined,
      onSubmit: (handler: (values: { email: string }) => Promise<void>) => () => {
        form.run = handler(values);
      },
      setErrors: (errors: FormErrors) => {
        form.errors = errors;
      },
    };
    return form;
  }

  it('sends the values', async () => {
    const form = fakeForm({ email: 'a@b.c' });
    const send = vi.fn().mockResolvedValue(undefined);
    submitWith(form, send)();
    await form.run;
    expect(send).toHaveBeenCalledWith({ email: 'a@b.c' });
    expect(form.errors).toBeUndefined();
  });

  it("puts a refusal's messages on the form, after onRefused", async () => {
    const form = fakeForm({ email: 'a@b.c' });
    const onRefused = vi.fn(() => expect(form.errors).toBeUndefined());
    submitWith(form, () => Promise.reject(refused), onRefused)();
    await form.run;
    expect(onRefused).toHaveBeenCalledOnce();
    expect(form.errors).toEqual({ email: 'E-mail já usado.', [FORM_ERROR]: 'Confira os campos.' });
  });
});
