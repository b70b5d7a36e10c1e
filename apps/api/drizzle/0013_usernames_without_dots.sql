-- Usernames become lowercase letters, digits and '_' only (docs/product/media-kit.md "The
-- address"): with a dot, /{username} looked like a file at the site's root, and a kit named
-- google….html or ads.txt proved the domain for whoever made it. Every live account with another
-- character gets it replaced by '_'; when that name is taken, a short suffix from its id and
-- chance makes it free. Deleted accounts keep their '~excluida-…' name, which no path reaches.
DO $$
DECLARE
  account record;
  wanted text;
  candidate text;
BEGIN
  FOR account IN
    SELECT "id", "username" FROM "users"
    WHERE "deleted_at" IS NULL AND "username" !~ '^[a-z0-9](?:[a-z0-9_]*[a-z0-9])?$'
    ORDER BY "created_at", "id"
  LOOP
    wanted := btrim(regexp_replace(lower(account."username"), '[^a-z0-9_]', '_', 'g'), '_');
    IF length(wanted) < 2 THEN
      wanted := 'criador';
    END IF;
    candidate := left(wanted, 30);
    WHILE EXISTS (SELECT 1 FROM "users" WHERE "username" = candidate) LOOP
      candidate := left(wanted, 23) || '_' || substr(md5(account."id"::text || random()::text), 1, 6);
    END LOOP;
    UPDATE "users" SET "username" = candidate WHERE "id" = account."id";
  END LOOP;
END $$;
