import type { OperatorRole } from '@ma/api-client/admin';

/** The roles as the app names them (docs/product/backoffice.md). */
export const ROLE_LABELS: Readonly<Record<OperatorRole, string>> = { admin: 'Administração', support: 'Suporte', finance: 'Financeiro' };

export const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as OperatorRole[]).map((value) => ({ value, label: ROLE_LABELS[value] }));
