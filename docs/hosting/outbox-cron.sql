-- The e-mail outbox's scheduled drain on Supabase (DEPLOY.md, "The e-mail outbox and its scheduled drain").
-- Run once in the SQL editor, after replacing the two values in angle brackets.
--
-- pg_cron schedules the job and pg_net makes its HTTP call: "In combination with the pg_net extension,
-- this allows us to invoke Edge Functions periodically" (https://supabase.com/docs/guides/functions/schedule-functions).
-- Both must be enabled; the dashboard's Integrations, Cron does it too.
create extension if not exists pg_cron;
create extension if not exists pg_net;

-- The project URL and OUTBOX_DRAIN_SECRET (the same value as the function secret) live in Vault.
select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
select vault.create_secret('<the OUTBOX_DRAIN_SECRET value>', 'outbox_drain_secret');

-- Every minute. drain-email-outbox is deployed with verify_jwt = false (supabase/config.toml): the bearer
-- is the drain secret, not a JWT, and the function checks it itself.
select cron.schedule('drain-email-outbox', '* * * * *', $$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
           || '/functions/v1/drain-email-outbox',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' ||
        (select decrypted_secret from vault.decrypted_secrets where name = 'outbox_drain_secret')
    ),
    body := '{}'::jsonb
  );
$$);
