const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Proposal ids are UUIDs; anything else is an unknown proposal (a 404), never a query that fails. */
export const isProposalId = (value: string): boolean => uuidPattern.test(value);
