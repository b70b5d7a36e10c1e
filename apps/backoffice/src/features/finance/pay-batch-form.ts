import { payoutBatchPayloadSchema, pixTransactionIdSchema, type DuePayout } from '@ma/api-client/admin';
import { z } from 'zod';

/**
 * The payouts form: each creator due, ticked to be paid, with the PIX transfer's id. Checked by
 * the API's own rules (the transfer id's schema, then the batch's), its output the batch to send.
 */
export const payBatchFormSchema = z
  .object({
    items: z.array(
      z.object({ userId: z.string(), amountCents: z.number(), reference: z.string(), pay: z.boolean() }).superRefine((item, context) => {
        const problem = item.pay ? pixTransactionIdSchema.safeParse(item.reference).error?.issues[0] : undefined;
        if (problem) context.addIssue({ code: 'custom', path: ['reference'], message: problem.message });
      }),
    ),
  })
  .transform(({ items }) =>
    payoutBatchPayloadSchema.parse({
      items: items.filter((item) => item.pay).map(({ userId, amountCents, reference }) => ({ userId, amountCents, reference: reference.trim() })),
    }),
  );

export const payBatchFormValues = (due: readonly DuePayout[]) => ({
  items: due.map((item) => ({ userId: item.userId, amountCents: item.amountCents, reference: '', pay: false })),
});
