import { DAY_MS, HOUR_MS } from '@ma/domain';
import { eq } from 'drizzle-orm';
import { conversationMessages, conversations } from '../../../db/schema.ts';
import { MemoryRateLimiter } from '../../../rate-limit/memory-rate-limiter.ts';
import type { Seeder } from '../../../seed/seed-context.ts';
import { findDemoDeal } from '../../brands/seed/demo-deal.seeder.ts';
import { sendMessage } from '../messages.ts';
import type { Reader } from '../threads.ts';

/**
 * The conversation of the demo deal (brands/seed/demo-deal.seeder.ts), as its two sides wrote it
 * after the brand accepted Ouro's offer: the brand's last message came an hour before the seed
 * and she has not read it. `ago`: how long before the seed (ms), oldest first.
 */
export const demoConversation: readonly { side: Reader['side']; ago: number; body: string }[] = [
  {
    side: 'brand',
    ago: 6 * DAY_MS - 2 * HOUR_MS,
    body: 'Oi, Olívia! Que bom ter você na campanha da máscara de cílios. O kit chega na sua casa até sexta. Qualquer dúvida sobre o briefing, é só falar por aqui.',
  },
  {
    side: 'creator',
    ago: 6 * DAY_MS - 4 * HOUR_MS,
    body: 'Oi, Beatriz! Obrigada pelo convite. Penso em gravar o Reels na praia, com a luz da manhã. Posso marcar o perfil da Lumière na legenda?',
  },
  {
    side: 'brand',
    ago: 5 * DAY_MS,
    body: 'Pode sim! E, se der, mostre a máscara antes e depois do mergulho: é o que a gente mais quer que as pessoas vejam.',
  },
  {
    side: 'creator',
    ago: 3 * DAY_MS,
    body: 'O post já está no ar! Deixei o endereço no checklist. O Reels sai na semana que vem.',
  },
  {
    side: 'brand',
    ago: HOUR_MS,
    body: 'Adoramos o post e já confirmamos. Para o Reels, que tal gravar saindo do mar? A prova d’água vai aparecer muito bem.',
  },
];

/**
 * Writes the demo deal's conversation unless it has messages: each message sent by the
 * conversations' own `sendMessage` at its time (which marks it read by its side and queues the
 * other side's notice, as in the product). Runs after the demo deal.
 */
export const demoConversationSeeder: Seeder = {
  name: 'demo-conversation',
  async run({ db, clock }) {
    const deal = await findDemoDeal(db);
    if (!deal) return;
    const [written] = await db
      .select({ id: conversationMessages.id })
      .from(conversationMessages)
      .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
      .where(eq(conversations.applicationId, deal.applicationId))
      .limit(1);
    if (written) return;
    const rateLimiter = new MemoryRateLimiter();
    const now = clock.now().getTime();
    for (const message of demoConversation) {
      const reader: Reader =
        message.side === 'creator' ? { side: 'creator', userId: deal.creatorId } : { side: 'brand', brandId: deal.brandId, memberId: deal.ownerId };
      const at = new Date(now - message.ago);
      await sendMessage({ db, rateLimiter, clock: { now: () => at } }, reader, deal.applicationId, message.body);
    }
  },
};
