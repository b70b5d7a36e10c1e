CREATE TYPE "public"."kit_section" AS ENUM('stats', 'rates', 'brands', 'highlights', 'contact');--> statement-breakpoint
CREATE TYPE "public"."kit_theme" AS ENUM('claro', 'escuro', 'areia', 'oceano', 'rosa');--> statement-breakpoint
CREATE TABLE "media_kit_views" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "media_kit_views_pk" PRIMARY KEY("user_id","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "media_kits" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"contact_email" text,
	"whatsapp" text,
	"rates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"brands" text[] DEFAULT '{}'::text[] NOT NULL,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"theme" "kit_theme" DEFAULT 'claro' NOT NULL,
	"accent_color" text DEFAULT '#6d28d9' NOT NULL,
	"sections" "kit_section"[] DEFAULT '{stats,rates,brands,highlights,contact}'::kit_section[] NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_kits_accent_color_hex" CHECK ("media_kits"."accent_color" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
ALTER TABLE "media_kit_views" ADD CONSTRAINT "media_kit_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_kits" ADD CONSTRAINT "media_kits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;