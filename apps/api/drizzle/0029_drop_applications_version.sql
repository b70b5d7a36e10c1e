-- Nothing reads the version since the list reads what a creator applied to on every request
-- (decision 032): the triggers of 0020 go first, so that no write of an application bumps a
-- column that is gone.
DROP TRIGGER "applications_inserted_bump_version" ON "applications";--> statement-breakpoint
DROP TRIGGER "applications_deleted_bump_version" ON "applications";--> statement-breakpoint
DROP FUNCTION "bump_applications_version"();--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "applications_version";
