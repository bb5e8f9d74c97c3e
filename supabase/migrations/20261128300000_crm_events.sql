-- Leads reach the sales team's CRM once each. Every lead queues a CRM event in the transaction that stores
-- it (triggers below), beside its e-mail; the outbox drain (supabase/functions/_shared/crm/) delivers each
-- event once to every destination of site.yaml `crm:` (signed webhooks, HubSpot), retried with backoff.
--
--   public.crm_events        one row per event: lead.created, meeting.booked, lead.forgotten. id is the
--                            event id every destination gets as its idempotency key (webhook-id). snapshot
--                            is the stored lead (for the payload's one builder, in TypeScript); payload is
--                            the body every destination gets, written once by the first drain.
--   public.crm_deliveries    one row per event and destination: the retry state, as email_outbox's.
--   public.crm_destinations  per destination: consecutive failures and the pause they lead to.
--
-- Rows hold personal data (the lead's details): service role only. splinter, read by hand: 0013 RLS on
-- every table; 0008 a restrictive policy denies everyone RLS applies to; 0011 search_path = '' on every
-- function; 0028/0029 execute revoked from public, anon and authenticated; trigger functions return trigger.

create table public.crm_events (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  type text not null,
  -- One event per fact, e.g. 'lead.created:contact:<row id>': a second trigger or call queues nothing.
  dedupe_key text not null unique,
  -- The lead it is about ('contact:<id>', 'demo_request:<id>', 'voice_session:<conversation id>').
  lead_key text,
  snapshot jsonb not null,
  payload jsonb,
  constraint crm_events_type_known check (type in ('lead.created', 'meeting.booked', 'lead.forgotten')),
  -- No size bound of its own: the lead's columns bound it, and a bound here could refuse the lead itself.
  constraint crm_events_snapshot_object check (jsonb_typeof(snapshot) = 'object')
);
create index crm_events_created_at on public.crm_events (created_at);
create index crm_events_lead_key on public.crm_events (lead_key);

create table public.crm_deliveries (
  event_id uuid not null references public.crm_events (id) on delete cascade,
  destination text not null,
  created_at timestamptz not null default now(),
  status text not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- The destination's answer (HTTP status) and the failure without personal data.
  last_status integer,
  last_error text,
  sent_at timestamptz,
  primary key (event_id, destination),
  constraint crm_deliveries_status_known check (status in ('pending', 'sent', 'failed', 'skipped'))
);
create index crm_deliveries_due on public.crm_deliveries (next_attempt_at) where status = 'pending';

create table public.crm_destinations (
  name text primary key,
  added_at timestamptz not null default now(),
  consecutive_failures integer not null default 0,
  -- Set once a destination keeps failing: it gets one delivery per pause until one succeeds.
  paused_since timestamptz,
  paused_until timestamptz,
  last_error text
);

comment on table public.crm_events is 'Lead events for the team''s CRM, one per fact. Service role only: lead details.';
comment on table public.crm_deliveries is 'One CRM event''s delivery to one destination, with its retry state. Service role only.';
comment on table public.crm_destinations is 'Per CRM destination: failures in a row and the pause they lead to. Service role only.';

alter table public.crm_events enable row level security;
alter table public.crm_deliveries enable row level security;
alter table public.crm_destinations enable row level security;
revoke all on table public.crm_events, public.crm_deliveries, public.crm_destinations from public, anon, authenticated;
grant all on table public.crm_events, public.crm_deliveries, public.crm_destinations to service_role;
create policy "No access through the API keys" on public.crm_events as restrictive
  for all to public using (false) with check (false);
create policy "No access through the API keys" on public.crm_deliveries as restrictive
  for all to public using (false) with check (false);
create policy "No access through the API keys" on public.crm_destinations as restrictive
  for all to public using (false) with check (false);

-- Call me sessions are phone calls: the event says so (voice-call-me stores 'phone').
alter table public.voice_sessions
  add column channel text not null default 'browser',
  add constraint voice_sessions_channel_known check (channel in ('browser', 'phone'));
