CREATE TYPE "public"."commission_status" AS ENUM('pending', 'approved', 'paid', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."pix_key_type" AS ENUM('cpf', 'cnpj', 'email', 'phone', 'random');--> statement-breakpoint
CREATE TABLE "affiliate_brands" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"commission_rate_bp" integer NOT NULL,
	"cookie_days" integer DEFAULT 30 NOT NULL,
	"holding_days" integer DEFAULT 30 NOT NULL,
	"domain" text NOT NULL,
	"homepage_url" text NOT NULL,
	"webhook_secret" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_brands_rate" CHECK ("affiliate_brands"."commission_rate_bp" between 1 and 10000),
	CONSTRAINT "affiliate_brands_days" CHECK ("affiliate_brands"."cookie_days" between 1 and 365 and "affiliate_brands"."holding_days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "affiliate_clicks" (
	"id" text PRIMARY KEY NOT NULL,
	"link_id" uuid NOT NULL,
	"clicked_at" timestamp with time zone NOT NULL,
	"visitor" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"order_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"link_id" uuid,
	"click_id" text,
	"order_cents" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"commission_cents" bigint NOT NULL,
	"status" "commission_status" DEFAULT 'pending' NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"approves_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_commissions_amounts" CHECK ("affiliate_commissions"."order_cents" >= 0 and "affiliate_commissions"."commission_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "affiliate_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"brand_id" text NOT NULL,
	"destination_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"pix_key_type" "pix_key_type" NOT NULL,
	"pix_key" text NOT NULL,
	"reference" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_webhook_events" (
	"brand_id" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "affiliate_webhook_events_pk" PRIMARY KEY("brand_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "affiliates" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"document" text NOT NULL,
	"phone" text NOT NULL,
	"pix_key_type" "pix_key_type" NOT NULL,
	"pix_key" text NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_link_id_affiliate_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."affiliate_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_brand_id_affiliate_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."affiliate_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_link_id_affiliate_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."affiliate_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_payout_id_affiliate_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."affiliate_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_links" ADD CONSTRAINT "affiliate_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_links" ADD CONSTRAINT "affiliate_links_brand_id_affiliate_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."affiliate_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD CONSTRAINT "affiliate_payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_webhook_events" ADD CONSTRAINT "affiliate_webhook_events_brand_id_affiliate_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."affiliate_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_clicks_link_idx" ON "affiliate_clicks" USING btree ("link_id","clicked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_commissions_order_unique" ON "affiliate_commissions" USING btree ("brand_id","order_id");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_user_month_idx" ON "affiliate_commissions" USING btree ("user_id","ordered_at");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_due_idx" ON "affiliate_commissions" USING btree ("approves_at") WHERE "affiliate_commissions"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_links_code_unique" ON "affiliate_links" USING btree ("code");--> statement-breakpoint
CREATE INDEX "affiliate_links_user_idx" ON "affiliate_links" USING btree ("user_id","created_at");