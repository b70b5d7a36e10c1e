CREATE TYPE "public"."deliverable_kind" AS ENUM('post', 'story', 'reel', 'video');--> statement-breakpoint
CREATE TYPE "public"."deliverable_state" AS ENUM('handed_in', 'changes_requested', 'confirmed');--> statement-breakpoint
CREATE TABLE "deliverables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" "deliverable_kind" NOT NULL,
	"position" integer NOT NULL,
	"state" "deliverable_state" NOT NULL,
	"url" text NOT NULL,
	"note" text,
	"handed_in_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "deliverables_position_positive" CHECK ("deliverables"."position" >= 1)
);
--> statement-breakpoint
ALTER TABLE "deliverables" ADD CONSTRAINT "deliverables_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverables" ADD CONSTRAINT "deliverables_reviewed_by_brand_members_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."brand_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deliverables_item_unique" ON "deliverables" USING btree ("application_id","kind","position");