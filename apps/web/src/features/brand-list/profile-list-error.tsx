import { isApiError } from '@ma/api-client';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { NotFoundPage } from '../../components/not-found.tsx';
import { RouteError } from '../../components/route-error.tsx';

/**
 * An unknown, revoked or expired link is the app's not-found page (the API answers 404 for
 * each, never saying which); anything else (a network failure, too many requests) says what
 * failed and offers a retry.
 */
export function ProfileListError(props: ErrorComponentProps) {
  if (isApiError(props.error) && props.error.status === 404) return <NotFoundPage />;
  return <RouteError {...props} />;
}
