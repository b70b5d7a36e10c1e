import { kitSections, kitThemes, type RateKind } from '@ma/domain';
import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgEnum, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { userIdColumn, userKeyColumn } from './users.schema.ts';
import { instant } from './columns.ts';

export const kitThemeEnum = pgEnum('kit_theme', kitThemes);
export const kitSectionEnum = pgEnum('kit_section', kitSections);

/** One line of a rate card as stored: money in centavos (docs/architecture.md "Data"), null for 'a combinar'. */
export interface StoredRate {
  kind: RateKind;
  label: string | null;
  priceCents: number | null;
}

/**
 * The parts of a media kit beyond the account's basics (name, username, photo, bio, location
 * and niches live on `users`, where the level is computed from). No row means an empty kit
 * with the default look, at version 0.
 */
export const mediaKits = pgTable(
  'media_kits',
  {
    userId: userKeyColumn(),
    contactEmail: text('contact_email'),
    /** E.164, '+5511987654321'. */
    whatsapp: text('whatsapp'),
    rates: jsonb('rates').$type<StoredRate[]>().notNull().default([]),
    brands: text('brands')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    highlights: jsonb('highlights').$type<{ url: string; title: string }[]>().notNull().default([]),
    theme: kitThemeEnum('theme').notNull().default('claro'),
    accentColor: text('accent_color').notNull().default('#6d28d9'),
    /** The sections shown, in order. */
    sections: kitSectionEnum('sections')
      .array()
      .notNull()
      .default(sql`'{stats,rates,brands,highlights,contact}'::kit_section[]`),
    /** Bumped by every save: a save over a newer version is refused (KIT_VERSION_CONFLICT). */
    version: integer('version').notNull().default(0),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [check('media_kits_accent_color_hex', sql`${table.accentColor} ~ '^#[0-9a-f]{6}$'`)],
);

/**
 * One row per visitor per kit per day (docs/product/media-kit.md "Views"): `visitor` is a
 * keyed hash of the address and browser that changes every day, never the address itself.
 */
export const mediaKitViews = pgTable(
  'media_kit_views',
  {
    userId: userIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
  },
  // The key's prefix (user, day) also serves the owner's counts.
  (table) => [primaryKey({ name: 'media_kit_views_pk', columns: [table.userId, table.day, table.visitor] })],
);

export type MediaKitRow = typeof mediaKits.$inferSelect;
