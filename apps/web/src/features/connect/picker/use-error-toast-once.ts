import { toast } from '@ma/ui/toasts';
import { useEffect, useRef } from 'react';
import { connectErrorMessage } from '../connect-error.ts';

/** Toasts a failed read once (not again on a re-render or StrictMode's second effect run). */
export function useErrorToastOnce(error: unknown): void {
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    toast.error(connectErrorMessage(error));
  }, [error]);
}
