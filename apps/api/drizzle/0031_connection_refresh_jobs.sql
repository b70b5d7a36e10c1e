-- Each connection's daily refresh is a job of its own now, on its network's queue, queued with
-- the connection and with each reading to start at next_refresh_at (connect/refresh-job.ts): no
-- minute round claiming due rows under a lease. Each active connection gets its job here, at its
-- time (none is doubled: one waits per connection), on queues made as the job runner makes them
-- (it brings their settings up to date at start); the minute schedule and its waiting rounds go.
DO $$
DECLARE
  network text;
BEGIN
  IF to_regclass('pgboss.job') IS NOT NULL THEN
    FOREACH network IN ARRAY ARRAY['instagram', 'tiktok'] LOOP
      PERFORM pgboss.create_queue('connect-refresh-' || network,
        json_build_object('policy', 'stately', 'retryLimit', 9, 'retryDelay', 300, 'retryBackoff', true, 'expireInSeconds', 900));
    END LOOP;
    INSERT INTO pgboss.job (name, data, singleton_key, start_after, policy, retry_limit, retry_delay, retry_backoff, expire_in)
    SELECT q.name, jsonb_build_object('userId', s.user_id, 'network', s.network), s.network || ':' || s.user_id, s.next_refresh_at,
      q.policy, q.retry_limit, q.retry_delay, q.retry_backoff, COALESCE(q.expire_seconds, 900) * interval '1 second'
    FROM social_accounts s JOIN pgboss.queue q ON q.name = 'connect-refresh-' || s.network
    WHERE s.status = 'active' AND s.next_refresh_at IS NOT NULL
    ON CONFLICT DO NOTHING;
    DELETE FROM pgboss.job WHERE name = 'connect-stats-refresh' AND state < 'active';
    DELETE FROM pgboss.schedule WHERE name = 'connect-stats-refresh';
  END IF;
END $$;--> statement-breakpoint
DROP INDEX "social_accounts_due_idx";
