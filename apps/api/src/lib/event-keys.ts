import type { Level, SocialNetwork } from '@ma/domain';

/**
 * Each creator event's dedupe key, named by its cause (docs/product/notifications.md "Once"):
 * the same cause emitted twice is the same key, so one notification.
 */
export const eventKeys = {
  /** A brand's decision: a later change of mind (a new `decided_at`) is a new event. */
  applicationDecided: (applicationId: string, decision: 'accepted' | 'declined', decidedAt: Date) =>
    `application:${applicationId}:${decision}:${decidedAt.toISOString()}`,
  commissionApproved: (commissionId: string) => `commission:${commissionId}:approved`,
  payoutMade: (payoutId: string) => `payout:${payoutId}:paid`,
  voiceProfile: (profileId: string, outcome: 'ready' | 'failed') => `voice-profile:${profileId}:${outcome}`,
  /** A paid request's refund, by the ledger's reference of its charge ('aira-ideas:<id>'). */
  refunded: (reference: string) => `refund:${reference}`,
  /** Once per level: losing it and earning it back tells nothing new. */
  levelReached: (level: Exclude<Level, 'bronze'>) => `level:${level}`,
  /** Once per connection: connecting again (a new `connected_at`) starts a new one. */
  networkReconnect: (network: SocialNetwork, connectedAt: Date) => `network:${network}:${connectedAt.toISOString()}:reconnect`,
  /** A brand's answer on a handed-in item: each answer (its outcome at a new `reviewed_at`) is its own. */
  deliverableReviewed: (deliverableId: string, outcome: 'confirmed' | 'changes_requested', reviewedAt: Date) =>
    `deliverable:${deliverableId}:${outcome}:${reviewedAt.toISOString()}`,
  /** A brand's messages told together: named by the last of them, so a burst is one notice. */
  messagesReceived: (conversationId: string, lastMessageId: string) => `conversation:${conversationId}:through:${lastMessageId}`,
  /** The daily digest: one a São Paulo day ('2026-03-02'). */
  digest: (day: string) => `digest:${day}`,
};
