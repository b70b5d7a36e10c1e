import {
  dealStates,
  deliverableAddress,
  deliverableKinds,
  deliverableMessages,
  deliverableStates,
  deliverableUrlMessage,
  DELIVERABLE_NOTE_MAX,
  DELIVERABLE_URL_MAX,
  type DeliverableKind,
} from '@ma/domain';
import { z } from 'zod';
import { applicationRefSchema } from './proposal.ts';
import { filledText } from './text.ts';

// The agreed deliverables of an accepted application (docs/product/deliverables.md): the same
// deal, read by the creator (/v3/proposal/applications/{id}/deliverables) and by a member of the
// brand (/v3/brand/applications/{applicationId}/deliverables).

export const deliverableKindSchema = z.enum(deliverableKinds);
export const deliverableStateSchema = z.enum(deliverableStates);
export const dealStateSchema = z.enum(dealStates);

/** One item of the checklist. */
export const deliverableSchema = z.object({
  /** Its key in addresses: kind and place ('story-2'). */
  item: z.string(),
  kind: deliverableKindSchema,
  position: z.number().int().positive(),
  state: deliverableStateSchema,
  /** The public address handed in last; null before the first. */
  url: z.string().nullable(),
  /** The brand's note when it asked for a change (kept until the next review). */
  note: z.string().nullable(),
  handedInAt: z.string().nullable(),
  /** The brand's last answer (a confirmation or a change asked). */
  reviewedAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
});
export type Deliverable = z.infer<typeof deliverableSchema>;

/** The deal both sides see: the same state at all times. */
export const dealSchema = applicationRefSchema.extend({
  /** What was agreed, in integer centavos: paid by the brand directly, outside the product. */
  valueCents: z.number().int().nonnegative(),
  /** `waiting` until the acceptance settles; `concluded` once every item is confirmed. */
  state: dealStateSchema,
  acceptedAt: z.string().nullable(),
  concludedAt: z.string().nullable(),
  items: z.array(deliverableSchema),
});
export type Deal = z.infer<typeof dealSchema>;

/** The address of one item, as typed: its kind decides which addresses it takes (`deliverableAddress`). */
export const deliverableUrlSchema = (kind: DeliverableKind) =>
  z
    .string({ error: deliverableUrlMessage(kind) })
    .max(DELIVERABLE_URL_MAX, { error: deliverableUrlMessage(kind) })
    .refine((url) => deliverableAddress(kind, url) !== null, { error: deliverableUrlMessage(kind) });

/** PUT .../deliverables/{item}: what the creator hands in. The API checks the address against the item's kind. */
export const deliverableHandInSchema = z.object({
  url: filledText(DELIVERABLE_URL_MAX, deliverableMessages.postUrl),
});
export type DeliverableHandIn = z.infer<typeof deliverableHandInSchema>;

/** The hand-in form of one item: the address checked for its kind. */
export const deliverableHandInFormSchema = (kind: DeliverableKind) => z.object({ url: deliverableUrlSchema(kind) });

/** POST .../deliverables/{item}/changes: what the brand asks to change. */
export const deliverableChangesSchema = z.object({
  note: filledText(DELIVERABLE_NOTE_MAX, deliverableMessages.noteRequired, { tooLong: deliverableMessages.noteTooLong }),
});
export type DeliverableChanges = z.infer<typeof deliverableChangesSchema>;
