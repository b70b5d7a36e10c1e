ALTER TABLE "users" ADD COLUMN "applications_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every writer of applications (the API, the demo seed, the CLI, an account's erasure) bumps its
-- users' version, once per statement: a process that keeps what a creator applied to compares
-- this number with the one her request read, and never shows a card as not applied after she did.
CREATE FUNCTION "bump_applications_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE "users" SET "applications_version" = "applications_version" + 1
		WHERE "id" IN (SELECT DISTINCT "user_id" FROM "added_applications");
	ELSE
		UPDATE "users" SET "applications_version" = "applications_version" + 1
		WHERE "id" IN (SELECT DISTINCT "user_id" FROM "removed_applications");
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "applications_inserted_bump_version" AFTER INSERT ON "applications"
	REFERENCING NEW TABLE AS "added_applications" FOR EACH STATEMENT EXECUTE FUNCTION "bump_applications_version"();--> statement-breakpoint
CREATE TRIGGER "applications_deleted_bump_version" AFTER DELETE ON "applications"
	REFERENCING OLD TABLE AS "removed_applications" FOR EACH STATEMENT EXECUTE FUNCTION "bump_applications_version"();
