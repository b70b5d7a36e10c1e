import { isApiError } from '@ma/api-client';
import { DEFAULT_ERROR_MESSAGE, errorMessage, isErrorCode, type ErrorCode } from '@ma/domain';
import { toast } from '@ma/ui/toasts';
import type { FormErrors } from '@mantine/form';
import { failureMessage } from './error-message.ts';
import { revealFirstError, toFormErrors, type FormWithInputs } from './form.ts';

/** What `showServerError` needs of a form (@mantine/form's). */
interface FormWithErrors extends FormWithInputs {
  getValues(): object;
  setErrors(errors: FormErrors | ((current: FormErrors) => FormErrors)): void;
}

/** An API error's `fields` (ApiError.fields) onto a form's inputs; a key that is no field becomes the form's message (FORM_ERROR). */
export function setServerErrors(form: FormWithErrors, fields: Record<string, string>): void {
  const found = toFormErrors(fields, form.getValues());
  form.setErrors((current) => ({ ...current, ...found }));
  // After React has drawn the messages: the field is then where the focus and the scroll go.
  requestAnimationFrame(() => revealFirstError(form, found));
}

interface ShowServerErrorOptions {
  /** A code about one field, sent without `fields`, shown on that field. */
  fieldOf?: Partial<Record<ErrorCode, string>>;
  /** The toast's text; by default the server's message, else the generic one (failureMessage). */
  message?: (error: unknown) => string;
  /** The toast's title over that text, saying what failed ('Não foi possível criar sua conta.'). */
  title?: string;
}

/** A field's message: the server's, else the catalogue's text for the code it named, else the generic one. */
const codeMessage = (error: unknown) => {
  const code = isApiError(error) ? error.code : undefined;
  return failureMessage(error, isErrorCode(code) ? errorMessage(code) : DEFAULT_ERROR_MESSAGE);
};

/**
 * A failed save, shown where it belongs: the server's `fields` on their inputs; a code about one
 * field sent without `fields` (`fieldOf`) on that field; anything else as a toast (`message`). What was typed
 * stays in the form either way. Returns whether the failure went onto the form.
 */
export function showServerError(
  error: unknown,
  form: FormWithErrors,
  { fieldOf = {}, message = failureMessage, title }: ShowServerErrorOptions = {},
): boolean {
  if (isApiError(error)) {
    if (Object.keys(error.fields).length > 0) {
      setServerErrors(form, error.fields);
      return true;
    }
    const field = isErrorCode(error.code) ? fieldOf[error.code] : undefined;
    if (field !== undefined) {
      setServerErrors(form, { [field]: codeMessage(error) });
      return true;
    }
  }
  toast.error(title === undefined ? message(error) : { title, message: message(error) });
  return false;
}

/** Whether the failure says the account read on screen is out of date (a password set meanwhile, or gone). */
export const accountChangedMeanwhile = (error: unknown): boolean =>
  isApiError(error) && (error.code === 'PASSWORD_NOT_SET' || error.code === 'PASSWORD_ALREADY_SET');
