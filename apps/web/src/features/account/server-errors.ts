import { isApiError } from '@ma/api-client';

/** Whether the failure says the account read on screen is out of date (a password set meanwhile, or gone). */
export const accountChangedMeanwhile = (error: unknown): boolean =>
  isApiError(error) && (error.code === 'PASSWORD_NOT_SET' || error.code === 'PASSWORD_ALREADY_SET');
