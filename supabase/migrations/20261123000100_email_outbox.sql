-- E-mails waiting to be sent. A function stores the lead first, then queues its notification here;
-- a drain (the local server's timer, or a scheduled invocation in production: DEPLOY.md) sends it
-- and retries with backoff, so a provider outage delays an e-mail instead of losing it or failing the
-- visitor's request. Rows hold personal data (the lead's details are in the text): service role only.
--
-- splinter, read by hand: 0013 RLS is on; 0008 a policy exists (restrictive, denies everyone RLS
-- applies to; service_role bypasses RLS); 0024 only flags permissive policies; no functions here.

create table public.email_outbox (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  -- One e-mail per event, e.g. 'demo_request:<row id>': queuing the same key again does nothing, so
  -- a retried request never sends the team a second copy.
  dedupe_key text not null unique,
  subject text not null,
  body text not null,
  reply_to text,
  status text not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- The failure without personal data (see supabase/functions/_shared/email/outbox.ts).
  last_error text,
  sent_at timestamptz,
  constraint email_outbox_status_known check (status in ('pending', 'sent', 'failed'))
);
create index email_outbox_due on public.email_outbox (next_attempt_at) where status = 'pending';

comment on table public.email_outbox is
  'Queued notification e-mails with retry state. Service role only: the text holds lead details.';

alter table public.email_outbox enable row level security;
revoke all on table public.email_outbox from public, anon, authenticated;
grant all on table public.email_outbox to service_role;

create policy "No access through the API keys" on public.email_outbox as restrictive
  for all to public using (false) with check (false);
