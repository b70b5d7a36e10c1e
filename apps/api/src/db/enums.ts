import { commissionStatuses, connectionStatuses, levels, pixKeyTypes, socialNetworks } from '@ma/domain';
import { pgEnum } from 'drizzle-orm/pg-core';

// Each value list is @ma/domain's; the zod schemas of @ma/api-client are built from the same ones.
// In a file of their own: the table files that use them are imported by schema.ts in turn.
export const levelEnum = pgEnum('level', levels);
export const socialNetworkEnum = pgEnum('social_network', socialNetworks);
export const connectionStatusEnum = pgEnum('connection_status', connectionStatuses);
export const pixKeyTypeEnum = pgEnum('pix_key_type', pixKeyTypes);
export const commissionStatusEnum = pgEnum('commission_status', commissionStatuses);

/**
 * What opening an e-mail link proves (table `email_changes`): 'change' moves the account to a new
 * address, 'verify' proves the address it has (the link mailed at sign-up). Server-only values:
 * no wire schema carries them.
 */
export const emailLinkPurposes = ['change', 'verify'] as const;
export type EmailLinkPurpose = (typeof emailLinkPurposes)[number];
export const emailLinkPurposeEnum = pgEnum('email_link_purpose', emailLinkPurposes);
