import type { BrandMemberRole } from '@ma/api-client/brand';

/** The roles as the app names them. */
export const ROLE_LABELS: Readonly<Record<BrandMemberRole, string>> = { owner: 'Responsável', member: 'Membro' };
