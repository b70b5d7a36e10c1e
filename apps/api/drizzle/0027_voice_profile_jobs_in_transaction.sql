-- A profile's job is queued with its row now (voice/profile-job.ts): no lease, no sweep. Each
-- profile still on its way gets its job here (none is doubled: one waits per profile). pg-boss's
-- tables exist wherever a profile was made: the API that takes the request runs the job runner.
DO $$
BEGIN
  IF to_regclass('pgboss.job') IS NOT NULL THEN
    INSERT INTO pgboss.job (name, data, singleton_key, policy, retry_limit, retry_delay, retry_backoff, expire_in)
    SELECT q.name, jsonb_build_object('profileId', p.id), p.id::text, q.policy, q.retry_limit, q.retry_delay, q.retry_backoff,
      COALESCE(q.expire_seconds, 900) * interval '1 second'
    FROM voice_profiles p JOIN pgboss.queue q ON q.name = 'voice-profile'
    WHERE p.status IN ('queued', 'processing')
    ON CONFLICT DO NOTHING;
  END IF;
END $$;--> statement-breakpoint
DROP INDEX "voice_profiles_due_idx";--> statement-breakpoint
ALTER TABLE "voice_profiles" DROP COLUMN "next_attempt_at";
