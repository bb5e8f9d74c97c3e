-- No silent loss (issue 28): send-demo-request stores the row, then queues its e-mail. If the queueing
-- fails (the function answers 200: the lead is stored), the drain's sweep finds the row here and queues
-- its e-mail from the stored row (supabase/functions/_shared/email/outbox-sweep.ts). A minute's grace lets
-- the function's own queueing finish first; the outbox's dedupe key makes a race harmless.
-- splinter, read by hand: 0011 search_path = ''; 0028/0029 execute for service_role only.

create or replace function public.demo_requests_without_email(p_limit integer)
returns setof public.demo_requests
language sql
stable
security invoker
set search_path = ''
as $$
  select r.*
  from public.demo_requests as r
  where r.source = 'demo_modal'
    and r.created_at < pg_catalog.now() - interval '1 minute'
    and not exists (
      select 1 from public.email_outbox as o where o.dedupe_key = 'demo_request:' || r.id::text
    )
  order by r.created_at
  limit greatest(p_limit, 0);
$$;

revoke all on function public.demo_requests_without_email(integer) from public, anon, authenticated;
grant execute on function public.demo_requests_without_email(integer) to service_role;
