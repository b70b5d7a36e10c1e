/** The part of Google Identity Services (accounts.google.com/gsi/client) this app uses. */
export interface GoogleIdentityServices {
  initialize(config: { client_id: string; callback: (response: { credential?: string }) => void; ux_mode?: 'popup' }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type: 'standard';
      theme: 'outline';
      size: 'large';
      shape: 'pill';
      text: 'signin_with' | 'signup_with';
      width: number;
      locale: string;
      logo_alignment: 'center';
    },
  ): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentityServices } };
  }
}

export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';
const LOAD_TIMEOUT_MS = 10_000;

// eslint-disable-next-line no-restricted-syntax -- a memo of Google's script, loaded once per page whatever renders its button
let loading: Promise<GoogleIdentityServices> | undefined;

/**
 * Loads Google's script once per page (only when a client id is configured). It rejects when
 * the script cannot load (offline, blocked) or does not define the API in time; the caller
 * then hides the button and the password form stays usable. A failure is not cached.
 */
export function loadGoogleIdentity(): Promise<GoogleIdentityServices> {
  loading ??= new Promise<GoogleIdentityServices>((resolve, reject) => {
    const ready = () => window.google?.accounts?.id;
    const existing = ready();
    if (existing) return resolve(existing);
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    const timer = window.setTimeout(() => reject(new Error('Google Identity Services did not load in time')), LOAD_TIMEOUT_MS);
    script.onload = () => {
      window.clearTimeout(timer);
      const api = ready();
      if (api) resolve(api);
      else reject(new Error('Google Identity Services loaded without its API'));
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      script.remove();
      reject(new Error('Google Identity Services could not load'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
