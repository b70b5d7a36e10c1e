-- A decision's notice is a job of its own now, queued in the brand's decision transaction to
-- start once the change settles (brand-list/decision-notice.ts): no minute sweep, no due column.
-- Each decision still waiting gets its job here, at the time it settles (none is doubled: one
-- waits per application); the minute schedule and its waiting rounds go.
DO $$
BEGIN
  IF to_regclass('pgboss.job') IS NOT NULL THEN
    INSERT INTO pgboss.job (name, data, singleton_key, start_after, policy, retry_limit, retry_delay, retry_backoff, expire_in)
    SELECT q.name, jsonb_build_object('applicationId', a.id), a.id::text, a.decision_tell_at, q.policy, q.retry_limit, q.retry_delay,
      q.retry_backoff, COALESCE(q.expire_seconds, 900) * interval '1 second'
    FROM applications a JOIN pgboss.queue q ON q.name = 'brand-decision-notices'
    WHERE a.decision_tell_at IS NOT NULL
    ON CONFLICT DO NOTHING;
    DELETE FROM pgboss.job WHERE name = 'brand-decision-notices' AND singleton_key IS NULL AND state < 'active';
    DELETE FROM pgboss.schedule WHERE name = 'brand-decision-notices';
  END IF;
END $$;--> statement-breakpoint
DROP INDEX "applications_decision_tell_idx";--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "decision_tell_at";
