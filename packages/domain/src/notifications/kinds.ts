import type { Level } from '../levels.ts';
import type { PixKeyType } from '../affiliate/pix.ts';
import type { SocialNetwork } from '../social-networks.ts';

/**
 * What a creator is told of (docs/product/notifications.md). Each kind is one event, written once
 * in the transaction of what caused it.
 */
export const notificationKinds = [
  'application_accepted',
  'application_declined',
  'message_received',
  'deliverable_reviewed',
  'commission_approved',
  'payout_made',
  'voice_profile_ready',
  'voice_profile_failed',
  'request_refunded',
  'level_reached',
  'network_reconnect',
  'new_proposals',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** Where a creator may be told: in the app, by e-mail, on the phone. */
export const notificationChannels = ['inApp', 'email', 'push'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];
export type NotificationChannels = Record<NotificationChannel, boolean>;

/** A creator who never chose is told of everything on every channel. */
export const defaultNotificationChannels: NotificationChannels = { inApp: true, email: true, push: true };

/** The paid work whose failure is refunded (docs/decisions/014-paid-ai-requests.md). */
export const paidProducts = ['ideas', 'ugc_script', 'voice_over'] as const;
export type PaidProduct = (typeof paidProducts)[number];

/**
 * What each kind keeps to be rendered and linked: never a token, a CPF or a full PIX key (the
 * payout's key is kept masked, `maskPixKey`).
 */
export interface NotificationDetailsOf {
  application_accepted: { applicationId: string; proposalId: string; proposalName: string };
  application_declined: { applicationId: string; proposalId: string; proposalName: string };
  /** The brand's messages of one conversation she had not read, told together (docs/product/conversations.md). */
  message_received: { applicationId: string; proposalName: string; brandName: string; count: number };
  /** The brand's answer on an item she handed in, and whether it concluded the deal (docs/product/deliverables.md). */
  deliverable_reviewed: {
    applicationId: string;
    proposalName: string;
    brandName: string;
    /** The item as both screens name it ('Post 1'). */
    item: string;
    outcome: 'confirmed' | 'changes_requested';
    concluded: boolean;
  };
  commission_approved: { commissionId: string; brandName: string; amountCents: number };
  payout_made: { payoutId: string; amountCents: number; pixKeyType: PixKeyType; maskedPixKey: string };
  voice_profile_ready: { profileId: string };
  voice_profile_failed: { profileId: string; failure: string };
  request_refunded: { product: PaidProduct; requestId: string; credits: number };
  level_reached: { level: Exclude<Level, 'bronze'> };
  network_reconnect: { network: SocialNetwork };
  /** The daily digest: how many open proposals published since the last one fit the creator. */
  new_proposals: { count: number; day: string };
}

/** One event of one kind with its details. */
export type NotificationEvent = { [K in NotificationKind]: { kind: K; details: NotificationDetailsOf[K] } }[NotificationKind];
