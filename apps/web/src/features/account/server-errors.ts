import { isApiError } from '@ma/api-client';
import { isErrorCode, type ErrorCode } from '@ma/domain';
import { toast } from '@ma/ui/toasts';
import { failureMessage } from '../../lib/error-message.ts';

interface FormWithServerErrors {
  setServerErrors(fields: Record<string, string>): void;
}

/**
 * A failed save of the account page, shown where it belongs: the server's `fields` on their
 * inputs; a code about one field sent without `fields` (`fieldOf`) on that field; anything else
 * as a toast. What was typed stays in the form either way.
 */
export function showServerError(error: unknown, form: FormWithServerErrors, fieldOf: Partial<Record<ErrorCode, string>> = {}): void {
  if (isApiError(error)) {
    if (Object.keys(error.fields).length > 0) return form.setServerErrors(error.fields);
    const field = isErrorCode(error.code) ? fieldOf[error.code] : undefined;
    if (field !== undefined) return form.setServerErrors({ [field]: failureMessage(error) });
  }
  toast.error(failureMessage(error));
}

/** Whether the failure says the account read on screen is out of date (a password set meanwhile, or gone). */
export const accountChangedMeanwhile = (error: unknown): boolean =>
  isApiError(error) && (error.code === 'PASSWORD_NOT_SET' || error.code === 'PASSWORD_ALREADY_SET');
