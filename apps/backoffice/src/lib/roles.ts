import type { OperatorRole } from '@ma/api-client/admin';

/** The roles as the app names them (docs/product/backoffice.md). */
export const ROLE_LABELS: Readonly<Record<OperatorRole, string>> = { admin: 'Administração', support: 'Suporte', finance: 'Financeiro' };

export const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as OperatorRole[]).map((value) => ({ value, label: ROLE_LABELS[value] }));

/**
 * Who opens each screen, as the API's routes behind it state their roles: the nav offers a screen
 * to these roles only, the screen tells anyone else so (components/role-only.tsx), and the API
 * answers them 403 anyway.
 */
export const SCREEN_ROLES = {
  '/': ['admin', 'support', 'finance'],
  '/proposals': ['admin', 'support'],
  '/creators': ['admin', 'support'],
  '/brands': ['admin', 'support'],
  '/brand-proposals': ['admin', 'support'],
  '/reports': ['admin', 'support'],
  '/coupons': ['admin', 'support'],
  '/finance': ['admin', 'finance'],
  '/jobs': ['admin'],
  '/operators': ['admin'],
  '/audit': ['admin'],
} as const satisfies Record<string, readonly OperatorRole[]>;

export type Screen = keyof typeof SCREEN_ROLES;

export const mayOpen = (screen: Screen, role: OperatorRole): boolean => (SCREEN_ROLES[screen] as readonly OperatorRole[]).includes(role);
