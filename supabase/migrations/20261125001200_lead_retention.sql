-- Retention for leads and the e-mails that quote them (issue 28): demo_requests never expired, and
-- email_outbox kept lead text forever, past the voice-session retention. The periods are arguments, so
-- industries/site.yaml (leads.requestRetentionDays, leads.outboxRetentionDays) is the only place they
-- are written down; the privacy policy quotes the same values. Supabase runs it daily with pg_cron
-- (npm run generate prints the schedule SQL); the local server on its retention timer.
-- Security invoker: its callers (service_role, pg_cron's postgres) may already delete these rows.
-- Pending e-mails are kept until the request itself expires, so a long provider outage loses nothing.

create or replace function public.delete_expired_leads(p_request_days integer, p_outbox_days integer)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_requests integer;
  v_emails integer;
begin
  if p_request_days is null or p_request_days < 1 or p_outbox_days is null or p_outbox_days < 1 then
    raise exception 'retention periods must be at least one day, got % and %', p_request_days, p_outbox_days;
  end if;
  delete from public.demo_requests
    where created_at < pg_catalog.now() - make_interval(days => p_request_days);
  get diagnostics v_requests = row_count;
  delete from public.email_outbox
    where (status <> 'pending' and created_at < pg_catalog.now() - make_interval(days => p_outbox_days))
       or created_at < pg_catalog.now() - make_interval(days => p_request_days);
  get diagnostics v_emails = row_count;
  return v_requests + v_emails;
end;
$$;

revoke all on function public.delete_expired_leads(integer, integer) from public, anon, authenticated;
grant execute on function public.delete_expired_leads(integer, integer) to service_role;
