import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { currentProof, forgetProof, isReauthRequired, ReauthCancelled, rememberProof } from '../../lib/reauth-proof.ts';

const ReauthDialog = lazy(() => import('./reauth-dialog.tsx').then((module) => ({ default: module.ReauthDialog })));

interface Waiting {
  resolve: (proof: string) => void;
  reject: (error: Error) => void;
}

/**
 * What a stolen session must not do alone (docs/decisions/025-re-authentication.md), done with
 * 'Confirme que é você' in between: `run(action)` calls the action with the proof at hand (or
 * none); when the API answers REAUTH_REQUIRED it opens the dialog and, once the person proves it
 * is them, calls the same action again, so nothing typed is lost. Closing the dialog rejects with
 * ReauthCancelled. `withProof(options)` is a mutation's `mutationFn` run so, with the proof added to
 * its variables. The component renders `dialog`.
 */
export function useReauth(): {
  run: <T>(action: (proof: string | undefined) => Promise<T>) => Promise<T>;
  withProof: <V, R>(options: { mutationFn: (variables: V & { proof?: string }) => Promise<R> }) => (variables: V) => Promise<R>;
  dialog: ReactNode;
} {
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState<Waiting>();

  const run = useCallback(
    async <T,>(action: (proof: string | undefined) => Promise<T>): Promise<T> => {
      try {
        return await action(currentProof(queryClient));
      } catch (error) {
        if (!isReauthRequired(error)) throw error;
        forgetProof(queryClient);
        const proof = await new Promise<string>((resolve, reject) => setWaiting({ resolve, reject }));
        return action(proof);
      }
    },
    [queryClient],
  );

  const withProof =
    <V, R>(options: { mutationFn: (variables: V & { proof?: string }) => Promise<R> }) =>
    (variables: V) =>
      run((proof) => options.mutationFn({ ...variables, proof }));

  const dialog = waiting ? (
    <Suspense fallback={null}>
      <ReauthDialog
        onProof={(proof, expiresIn) => {
          rememberProof(queryClient, proof, expiresIn);
          setWaiting(undefined);
          waiting.resolve(proof);
        }}
        onCancel={() => {
          setWaiting(undefined);
          waiting.reject(new ReauthCancelled());
        }}
      />
    </Suspense>
  ) : null;

  return { run, withProof, dialog };
}
