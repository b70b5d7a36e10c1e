CREATE TYPE "public"."brand_proposal_state" AS ENUM('draft', 'submitted', 'returned', 'published');--> statement-breakpoint
CREATE TABLE "brand_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"author_id" uuid,
	"fields" jsonb NOT NULL,
	"state" "brand_proposal_state" DEFAULT 'draft' NOT NULL,
	"return_reason" text,
	"submitted_at" timestamp with time zone,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"proposal_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_proposals" ADD CONSTRAINT "brand_proposals_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_proposals" ADD CONSTRAINT "brand_proposals_author_id_brand_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."brand_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_proposals" ADD CONSTRAINT "brand_proposals_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_proposals" ADD CONSTRAINT "brand_proposals_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_proposals_brand_idx" ON "brand_proposals" USING btree ("brand_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "brand_proposals_review_idx" ON "brand_proposals" USING btree ("state","submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "brand_proposals_proposal_unique" ON "brand_proposals" USING btree ("proposal_id");