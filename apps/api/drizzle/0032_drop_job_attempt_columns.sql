-- pg-boss's attempt number decides what a job's attempt takes (lib/jobs `claimableStates`): the rows
-- keep their state only. A first attempt takes a waiting row only, so a profile an earlier process
-- gave back (left processing, with a new job) waits again as queued; one whose job is in retry is
-- taken from queued as well.
UPDATE "voice_profiles" SET "status" = 'queued' WHERE "status" = 'processing';--> statement-breakpoint
ALTER TABLE "voice_profiles" DROP COLUMN "attempts";--> statement-breakpoint
ALTER TABLE "notification_mails" DROP COLUMN "attempts";--> statement-breakpoint
ALTER TABLE "notification_pushes" DROP COLUMN "attempts";
