import { inArray, sql } from 'drizzle-orm';
import { applications, conversationMessages, conversationReports, conversations } from '../../db/schema.ts';
import { routerOf } from '../../lib/create-router.ts';
import type { DataOwner } from '../../lib/personal-data.ts';
import type { AppModule } from '../services.ts';
import * as handlers from './conversations.handlers.ts';
import * as routes from './conversations.routes.ts';
import { CONVERSATION_NOTICE_JOB, CONVERSATION_NOTICE_JOB_OPTIONS, defineNoticeJob } from './notices.ts';
import { demoConversationSeeder } from './seed/demo-conversation.seeder.ts';

/** The conversations of her applications. */
const ownConversationIds = (owner: DataOwner) =>
  sql`(select ${conversations.id} from ${conversations} join ${applications} on ${applications.id} = ${conversations.applicationId} where ${applications.userId} = ${owner.userId})`;

// One conversation per application between the brand's team and the creator
// (docs/product/conversations.md): messages, unread and 'visto', the notices of new messages
// (the creator's `message_received`, the brand's e-mail), and reports to the operators
// (admin-conversation-reports).
export const conversationsModule: AppModule = {
  name: 'conversations',
  routers: [routerOf<typeof routes, handlers.ConversationsNeeds>(routes, handlers)],
  // Each message tells the other side a minute later, once for a burst (notices.ts).
  queues: [{ name: CONVERSATION_NOTICE_JOB, options: CONVERSATION_NOTICE_JOB_OPTIONS }],
  seeders: [demoConversationSeeder],
  jobs: (runner, { db, events, mailer, clock, logger, appOrigin }) => defineNoticeJob(runner, { db, events, mailer, clock, logger, appOrigin }),
  // Her conversations are hers (the brand's messages in them included): exported, and deleted with her applications.
  personalTables: [
    { table: conversationMessages, owned: (owner) => inArray(conversationMessages.conversationId, ownConversationIds(owner)), erase: 'delete' },
    { table: conversationReports, owned: (owner) => inArray(conversationReports.conversationId, ownConversationIds(owner)), erase: 'delete' },
  ],
  // Each side's read and told times, nothing of a person: they go with her applications (cascade).
  otherTables: [conversations],
};
