ALTER TABLE "applications" ADD COLUMN "decision_told" "application_status";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decision_tell_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "applications_decision_tell_idx" ON "applications" USING btree ("decision_tell_at") WHERE "applications"."decision_tell_at" is not null;--> statement-breakpoint
-- A decision made before this was told at once, in its own transaction: that is what she knows.
UPDATE "applications" SET "decision_told" = "status" WHERE "status" <> 'pending';
