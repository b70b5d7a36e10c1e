import { deliverableKinds } from '@ma/domain';
import { sql } from 'drizzle-orm';
import { check, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { brandMembers } from './brands.schema.ts';
import { idColumn, instant, parentIdColumn } from './columns.ts';
import { applications } from './proposals.schema.ts';

// The agreed deliverables of an accepted application (docs/product/deliverables.md): one row per
// item of her offer once she hands it in (an item without a row is still to be handed in). The
// deal is `concluída` when every item of the offer has a confirmed row.

export const deliverableKindEnum = pgEnum('deliverable_kind', deliverableKinds);
/** The states an item has once handed in ('pending' is an item without a row). */
export const deliverableStateEnum = pgEnum('deliverable_state', ['handed_in', 'changes_requested', 'confirmed']);

export const deliverables = pgTable(
  'deliverables',
  {
    id: idColumn(),
    applicationId: parentIdColumn('application_id', () => applications.id),
    kind: deliverableKindEnum('kind').notNull(),
    /** Its place among the items of its kind, from 1 ('story-2'). */
    position: integer('position').notNull(),
    state: deliverableStateEnum('state').notNull(),
    /** The public address handed in last, written one way (`deliverableAddress`). */
    url: text('url').notNull(),
    /** The brand's note when it asked for a change. */
    note: text('note'),
    handedInAt: instant('handed_in_at').notNull(),
    /** The brand's last answer, and who gave it. */
    reviewedAt: instant('reviewed_at'),
    reviewedBy: uuid('reviewed_by').references(() => brandMembers.id),
    confirmedAt: instant('confirmed_at'),
  },
  (table) => [
    uniqueIndex('deliverables_item_unique').on(table.applicationId, table.kind, table.position),
    check('deliverables_position_positive', sql`${table.position} >= 1`),
  ],
);

export type DeliverableRow = typeof deliverables.$inferSelect;
