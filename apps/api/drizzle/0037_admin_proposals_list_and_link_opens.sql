ALTER TABLE "proposal_links" ADD COLUMN "first_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proposal_links" ADD COLUMN "last_opened_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "proposals_newest_idx" ON "proposals" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "proposals_brand_newest_idx" ON "proposals" USING btree ("brand_name","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);