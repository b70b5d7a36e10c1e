import type { NotificationKind } from '@ma/domain';
import {
  IconCash,
  IconCircleCheck,
  IconCircleX,
  IconCoins,
  IconMedal,
  IconMessageCircle,
  IconChecklist,
  IconMicrophone,
  IconMicrophoneOff,
  IconSparkles,
  IconPlugConnectedX,
  IconReceipt,
  type Icon,
} from '@tabler/icons-react';

/** Each kind's picture beside its text. */
export const notificationIcons: Record<NotificationKind, { icon: Icon; color: string }> = {
  application_accepted: { icon: IconCircleCheck, color: 'teal' },
  application_declined: { icon: IconCircleX, color: 'gray' },
  message_received: { icon: IconMessageCircle, color: 'brand' },
  deliverable_reviewed: { icon: IconChecklist, color: 'teal' },
  commission_approved: { icon: IconReceipt, color: 'teal' },
  payout_made: { icon: IconCash, color: 'teal' },
  voice_profile_ready: { icon: IconMicrophone, color: 'brand' },
  voice_profile_failed: { icon: IconMicrophoneOff, color: 'red' },
  request_refunded: { icon: IconCoins, color: 'orange' },
  level_reached: { icon: IconMedal, color: 'yellow' },
  network_reconnect: { icon: IconPlugConnectedX, color: 'orange' },
  new_proposals: { icon: IconSparkles, color: 'brand' },
};
