import { isApiError } from '@ma/api-client';
import { failureMessage } from '../../lib/error-message.ts';

interface ReauthForm {
  setServerErrors(fields: Record<string, string>): void;
  setFormError(message: string | undefined): void;
}

/** A refused confirmation: on its field when the server names one (wrong password or code), else under the form. */
export function showReauthError(error: unknown, form: ReauthForm): void {
  if (isApiError(error) && Object.keys(error.fields).length > 0) return form.setServerErrors(error.fields);
  form.setFormError(failureMessage(error));
}
