/** Where an application to a proposal stands: sent (in review), then accepted or rejected. */
export const applicationStatuses = ['pending', 'accepted', 'rejected'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** The audience genders a proposal may ask for and a creator's audience may have. */
export const audienceGenders = ['female', 'male'] as const;
export type AudienceGender = (typeof audienceGenders)[number];

/**
 * A creator may withdraw an application only while the brand has not answered it: once
 * accepted or rejected it stays, as the brand's list shows it (docs/product/proposals.md).
 */
export const canWithdrawApplication = (status: ApplicationStatus): boolean => status === 'pending';
