-- Accounts that exist with an e-mail and no password were made by 'Entrar com Google', which
-- vouched for the address: they count as proven. Rows with a password stay unproven (whoever
-- registered never showed they hold the address); Instagram-made rows have no e-mail.
UPDATE "users" SET "email_verified_at" = "created_at"
WHERE "password_hash" IS NULL AND "email" IS NOT NULL AND "deleted_at" IS NULL AND "email_verified_at" IS NULL;
