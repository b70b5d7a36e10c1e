import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { loadGoogleIdentity } from './google-identity.ts';

export interface GoogleButtonOptions {
  clientId: string;
  /** Google's wording on its button. */
  text: 'signin_with' | 'signup_with';
  /** The button's fixed width in pixels, read when it is drawn. */
  width: () => number;
  /** Each credential Google hands back (a popup sign-in). */
  onCredential: (credential: string) => void;
}

/**
 * Google's own sign-in button (Google Identity Services), drawn into `container` once the script
 * has loaded: the same look everywhere (outline, pill, pt-BR), in a popup. `state` is 'failed'
 * when the script cannot load (blocked, offline), so the caller can say so or show nothing.
 */
export function useGoogleButton({ clientId, text, width, onCredential }: GoogleButtonOptions): {
  container: RefObject<HTMLDivElement | null>;
  state: 'loading' | 'ready' | 'failed';
} {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const credential = useEffectEvent((value: string) => onCredential(value));
  const measure = useEffectEvent(() => width());

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity().then(
      (google) => {
        const element = container.current;
        if (cancelled || !element) return;
        google.initialize({ client_id: clientId, ux_mode: 'popup', callback: ({ credential: value }) => value && credential(value) });
        google.renderButton(element, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text,
          width: measure(),
          locale: 'pt-BR',
          logo_alignment: 'center',
        });
        setState('ready');
      },
      () => {
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, text]);

  return { container, state };
}
