-- Each mail and push has its job queued with it now (notifications/record.ts): no due time, no
-- sweep. The ones still waiting are given back to a first attempt and get their job here (none is
-- doubled: one waits per row), where pg-boss's queue exists: the API that records them runs the
-- job runner. Once older than their channel's limit, the job gives them up as before.
UPDATE "notification_mails" SET "status" = 'pending' WHERE "status" = 'sending';--> statement-breakpoint
UPDATE "notification_pushes" SET "status" = 'pending' WHERE "status" = 'sending';--> statement-breakpoint
DO $$
BEGIN
  IF to_regclass('pgboss.job') IS NOT NULL THEN
    INSERT INTO pgboss.job (name, data, singleton_key, policy, retry_limit, retry_delay, retry_backoff, expire_in)
    SELECT q.name, jsonb_build_object('id', m.id), m.id::text, q.policy, q.retry_limit, q.retry_delay, q.retry_backoff,
      COALESCE(q.expire_seconds, 900) * interval '1 second'
    FROM notification_mails m JOIN pgboss.queue q ON q.name = 'notification-mail'
    WHERE m.status = 'pending'
    ON CONFLICT DO NOTHING;
    INSERT INTO pgboss.job (name, data, singleton_key, policy, retry_limit, retry_delay, retry_backoff, expire_in)
    SELECT q.name, jsonb_build_object('id', p.id), p.id::text, q.policy, q.retry_limit, q.retry_delay, q.retry_backoff,
      COALESCE(q.expire_seconds, 900) * interval '1 second'
    FROM notification_pushes p JOIN pgboss.queue q ON q.name = 'notification-push'
    WHERE p.status = 'pending'
    ON CONFLICT DO NOTHING;
  END IF;
END $$;--> statement-breakpoint
DROP INDEX "notification_mails_due_idx";--> statement-breakpoint
DROP INDEX "notification_pushes_due_idx";--> statement-breakpoint
ALTER TABLE "notification_mails" DROP COLUMN "due_at";--> statement-breakpoint
ALTER TABLE "notification_pushes" DROP COLUMN "due_at";
