import { lazy, Suspense } from 'react';
import type { GoogleSignInProps } from './google-sign-in.tsx';

// The Google button waits for GET /v3/config (and then Google's script) anyway, so its code
// loads beside the form rather than before it. Code that cannot be fetched shows nothing, as
// an unreachable config does.
const GoogleSignIn = lazy(() =>
  import('./google-sign-in.tsx').then(
    ({ GoogleSignIn }) => ({ default: GoogleSignIn }),
    () => ({ default: () => null }),
  ),
);

/** `GoogleSignIn`, loaded after the form it sits in. */
export function DeferredGoogleSignIn(props: GoogleSignInProps) {
  return (
    <Suspense fallback={null}>
      <GoogleSignIn {...props} />
    </Suspense>
  );
}
