CREATE TYPE "public"."coupon_reward_type" AS ENUM('credits');--> statement-breakpoint
CREATE TYPE "public"."credit_movement_kind" AS ENUM('grant', 'coupon', 'spend', 'refund', 'adjustment');--> statement-breakpoint
CREATE TYPE "public"."application_status" AS ENUM('pending', 'accepted', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."audience_gender" AS ENUM('female', 'male');--> statement-breakpoint
CREATE TYPE "public"."partnership_type" AS ENUM('cache', 'afilacao', 'permuta', 'recebidos');--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_coupon_user_unique" UNIQUE("coupon_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"reward_type" "coupon_reward_type" DEFAULT 'credits' NOT NULL,
	"reward_amount" integer NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_redemptions" integer,
	"redemption_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_code_normalised" CHECK ("coupons"."code" = upper(btrim("coupons"."code")) and "coupons"."code" <> ''),
	CONSTRAINT "coupons_reward_amount_positive" CHECK ("coupons"."reward_amount" > 0),
	CONSTRAINT "coupons_max_redemptions_positive" CHECK ("coupons"."max_redemptions" is null or "coupons"."max_redemptions" > 0),
	CONSTRAINT "coupons_redemption_count_within_cap" CHECK ("coupons"."redemption_count" >= 0 and ("coupons"."max_redemptions" is null or "coupons"."redemption_count" <= "coupons"."max_redemptions")),
	CONSTRAINT "coupons_validity_window" CHECK ("coupons"."valid_from" is null or "coupons"."valid_until" is null or "coupons"."valid_from" < "coupons"."valid_until")
);
--> statement-breakpoint
CREATE TABLE "credit_balances" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_balances_non_negative" CHECK ("credit_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "credit_ledger_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"kind" "credit_movement_kind" NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_reference_unique" UNIQUE("user_id","kind","reference"),
	CONSTRAINT "credit_ledger_amount_non_zero" CHECK ("credit_ledger"."amount" <> 0),
	CONSTRAINT "credit_ledger_balance_after_non_negative" CHECK ("credit_ledger"."balance_after" >= 0),
	CONSTRAINT "credit_ledger_amount_sign" CHECK (("credit_ledger"."kind" in ('grant', 'coupon', 'refund') and "credit_ledger"."amount" > 0) or ("credit_ledger"."kind" = 'spend' and "credit_ledger"."amount" < 0) or "credit_ledger"."kind" = 'adjustment')
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"total_posts" integer NOT NULL,
	"total_stories" integer NOT NULL,
	"total_reels" integer NOT NULL,
	"total_videos" integer NOT NULL,
	"observations" text DEFAULT '' NOT NULL,
	"value_cents" integer NOT NULL,
	"is_negotiable" boolean DEFAULT false NOT NULL,
	"status" "application_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_proposal_user_unique" UNIQUE("proposal_id","user_id"),
	CONSTRAINT "applications_value_non_negative" CHECK ("applications"."value_cents" >= 0),
	CONSTRAINT "applications_quantities_non_negative" CHECK ("applications"."total_posts" >= 0 and "applications"."total_stories" >= 0 and "applications"."total_reels" >= 0 and "applications"."total_videos" >= 0)
);
--> statement-breakpoint
CREATE TABLE "audience_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"states" text[],
	"min_age" integer,
	"max_age" integer,
	"gender" "audience_gender",
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"brand_name" text NOT NULL,
	"description" text,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"partnership_type" "partnership_type" NOT NULL,
	"value_cents" integer NOT NULL,
	"is_mapping_influencers" boolean DEFAULT false NOT NULL,
	"accepts_negotiations" boolean DEFAULT false NOT NULL,
	"min_followers" integer,
	"max_followers" integer,
	"locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"location_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"audience_states" text[],
	"audience_min_age" integer,
	"audience_max_age" integer,
	"audience_gender" "audience_gender",
	"is_silvers_allowed" boolean DEFAULT false NOT NULL,
	"logo_url" text,
	"valid_until" timestamp with time zone,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"search_text" text NOT NULL,
	CONSTRAINT "proposals_value_non_negative" CHECK ("proposals"."value_cents" >= 0),
	CONSTRAINT "proposals_followers_range" CHECK ("proposals"."min_followers" is null or "proposals"."max_followers" is null or "proposals"."min_followers" <= "proposals"."max_followers")
);
--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_balances" ADD CONSTRAINT "credit_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audience_profiles" ADD CONSTRAINT "audience_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_ledger_user_seq_idx" ON "credit_ledger" USING btree ("user_id","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_user_created_idx" ON "applications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "proposals_open_newest_idx" ON "proposals" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "proposals"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "proposals_open_value_idx" ON "proposals" USING btree ("value_cents" DESC NULLS LAST,"published_at" DESC NULLS LAST) WHERE "proposals"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "proposals_open_closing_idx" ON "proposals" USING btree ("valid_until","published_at" DESC NULLS LAST) WHERE "proposals"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "proposals_categories_idx" ON "proposals" USING gin ("categories");