import type { Operator } from '@ma/api-client/admin';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { mayOpen, ROLE_LABELS, SCREEN_ROLES, type Screen } from '../lib/roles.ts';

/**
 * A screen for the roles that may open it (lib/roles.ts); anyone else, who reached it by its
 * address (the nav does not offer it), is told whose it is. The API refuses them anyway.
 */
export function RoleOnly({ screen, me, children }: { screen: Screen; me: Operator; children: ReactNode }) {
  if (mayOpen(screen, me.role)) return children;
  const roles = SCREEN_ROLES[screen].map((role) => ROLE_LABELS[role]).join(', ');
  return (
    <Alert color="gray" variant="light" title="Esta página não é do seu papel">
      Ela é de: {roles}. Peça a um operador com um desses papéis.
    </Alert>
  );
}
