import { useAuth } from '../lib/use-auth.ts';
import { ButtonLink } from './router-links.tsx';

export interface AccountOrLoginLinkProps {
  /** Its text when signed in: it goes to /account. */
  signedIn: string;
  /** Its text for a guest: it goes to /login. */
  guest: string;
  /** Drawn outlined, below the page's main action. @default false */
  secondary?: boolean;
}

/** The way on from a page opened from an e-mail's link: to the account when signed in, to /login otherwise. */
export function AccountOrLoginLink({ signedIn, guest, secondary = false }: AccountOrLoginLinkProps) {
  const loggedIn = useAuth().isLoggedIn();
  // The router's button is Mantine's own: 'outline' and 'filled' are @ma/ui's secondary and primary.
  return (
    <ButtonLink to={loggedIn ? '/account' : '/login'} variant={secondary ? 'outline' : 'filled'} size="md" fullWidth>
      {loggedIn ? signedIn : guest}
    </ButtonLink>
  );
}
