-- A paid request's expiry and a commission's approval are jobs of their own now, queued in the
-- transaction that charges the request (credits/paid-request.ts claimPaid) or records the
-- commission (affiliate/conversions.ts): no refund when an abandoned request is read, no minute
-- round of approvals. Each request still generating gets its expiry job, due 15 minutes after it
-- was made, and each pending commission its approval job, due at its approval date, on queues
-- made as the job runner makes them (it brings their settings up to date at start); the
-- approvals' minute schedule and its waiting rounds go.
DO $$
DECLARE
  queue text;
BEGIN
  IF to_regclass('pgboss.job') IS NOT NULL THEN
    FOREACH queue IN ARRAY ARRAY['paid-request-expiry-ideas', 'paid-request-expiry-ugc_script', 'paid-request-expiry-voice_over',
      'affiliate-commission-approvals'] LOOP
      IF NOT EXISTS (SELECT 1 FROM pgboss.queue q WHERE q.name = queue) THEN
        PERFORM pgboss.create_queue(queue,
          json_build_object('policy', 'standard', 'retryLimit', 8, 'retryDelay', 30, 'retryBackoff', true, 'expireInSeconds', 60));
      END IF;
    END LOOP;
    INSERT INTO pgboss.job (name, data, start_after, policy, retry_limit, retry_delay, retry_backoff, expire_in)
    SELECT q.name, jsonb_build_object('id', r.id, 'userId', r.user_id), r.created_at + interval '15 minutes',
      q.policy, q.retry_limit, q.retry_delay, q.retry_backoff, COALESCE(q.expire_seconds, 60) * interval '1 second'
    FROM (
      SELECT 'ideas' AS product, id, user_id, created_at FROM idea_generations WHERE status = 'generating'
      UNION ALL SELECT 'ugc_script', id, user_id, created_at FROM ugc_scripts WHERE status = 'generating'
      UNION ALL SELECT 'voice_over', id, user_id, created_at FROM voice_overs WHERE status = 'generating'
    ) r JOIN pgboss.queue q ON q.name = 'paid-request-expiry-' || r.product;
    INSERT INTO pgboss.job (name, data, start_after, policy, retry_limit, retry_delay, retry_backoff, expire_in)
    SELECT q.name, jsonb_build_object('commissionId', c.id), c.approves_at,
      q.policy, q.retry_limit, q.retry_delay, q.retry_backoff, COALESCE(q.expire_seconds, 60) * interval '1 second'
    FROM affiliate_commissions c JOIN pgboss.queue q ON q.name = 'affiliate-commission-approvals'
    WHERE c.status = 'pending';
    DELETE FROM pgboss.job WHERE name = 'affiliate-approvals' AND state < 'active';
    DELETE FROM pgboss.schedule WHERE name = 'affiliate-approvals';
  END IF;
END $$;
