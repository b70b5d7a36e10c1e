import { isApiError } from '@ma/api-client';
import type { FormErrors } from '@mantine/form';
import { failureMessage } from '../../lib/error-message.ts';
import { FORM_ERROR } from '../../lib/form.ts';
import { setServerErrors } from '../../lib/server-errors.ts';

interface ReauthForm {
  getValues(): object;
  getInputNode(path: string): HTMLElement | null;
  setErrors(errors: FormErrors | ((current: FormErrors) => FormErrors)): void;
  setFieldError(path: string, error: string): void;
}

/** A refused confirmation: on its field when the server names one (wrong password or code), else under the form. */
export function showReauthError(error: unknown, form: ReauthForm): void {
  if (isApiError(error) && Object.keys(error.fields).length > 0) return setServerErrors(form, error.fields);
  form.setFieldError(FORM_ERROR, failureMessage(error));
}
