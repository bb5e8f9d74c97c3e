-- Delivering CRM events (20261128300000) from the outbox drain, each to every destination exactly once:
-- a delivery row per event and destination (its primary key), taken for one attempt by a compare-and-set
-- on its attempt count, so two drains never send it twice. Times come from the caller, so the drain's
-- backoff and pause are one module (supabase/functions/_shared/crm/drain.ts) and testable with a clock.

-- Registers the destinations, gives every event its delivery rows, and lists what is due: pending rows
-- whose next attempt has come, and of a paused destination only its oldest once its pause is over. A
-- destination new to the list also gets the events of the day before it was first seen, so the leads of
-- the day it is deployed are not missed.
-- p_destinations is a JSON array of names: PostgREST (and its local emulation) passes JSON arrays as they are.
create or replace function public.crm_due_deliveries(p_destinations jsonb, p_now timestamptz, p_limit integer)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_names text[] := array(select pg_catalog.jsonb_array_elements_text(p_destinations));
  v_due jsonb;
begin
  insert into public.crm_destinations (name) select pg_catalog.unnest(v_names) on conflict (name) do nothing;
  -- Due since the event was queued (not since now(): the caller's clock decides what is due).
  insert into public.crm_deliveries (event_id, destination, next_attempt_at)
    select e.id, d.name, e.created_at
    from public.crm_events as e
    join public.crm_destinations as d on d.name = any (v_names)
    where e.created_at >= d.added_at - interval '1 day'
      and not exists (select 1 from public.crm_deliveries as x where x.event_id = e.id and x.destination = d.name)
    on conflict do nothing;

  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
      'event_id', q.event_id, 'destination', q.destination, 'attempts', q.attempts, 'type', e.type,
      'created_at', e.created_at, 'snapshot', e.snapshot, 'payload', e.payload
    ) order by q.next_attempt_at), '[]')
  into v_due
  from (
    select x.*, d.paused_since,
           pg_catalog.row_number() over (partition by x.destination order by x.next_attempt_at) as n
    from public.crm_deliveries as x
    join public.crm_destinations as d on d.name = x.destination
    where x.status = 'pending' and x.next_attempt_at <= p_now and x.destination = any (v_names)
      and (d.paused_until is null or d.paused_until <= p_now)
  ) as q
  join public.crm_events as e on e.id = q.event_id
  where q.paused_since is null or q.n = 1
  limit greatest(p_limit, 0);
  return v_due;
end;
$$;

-- Takes a delivery for one attempt while its attempt count is still p_attempts; true when this caller got it.
create or replace function public.crm_claim_delivery(p_event_id uuid, p_destination text, p_attempts integer, p_lease_until timestamptz)
returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_claimed integer;
begin
  update public.crm_deliveries
    set attempts = attempts + 1, next_attempt_at = p_lease_until
    where event_id = p_event_id and destination = p_destination and status = 'pending' and attempts = p_attempts;
  get diagnostics v_claimed = row_count;
  return v_claimed = 1;
end;
$$;

-- The payload every destination gets: the first drain's, kept for all later attempts and destinations.
create or replace function public.crm_set_payload(p_event_id uuid, p_payload jsonb)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  update public.crm_events set payload = coalesce(payload, p_payload) where id = p_event_id returning payload;
$$;

-- Records one attempt's result on the delivery and on its destination. p_retry_at null on a failure gives
-- the delivery up ('failed'); p_skipped marks an event the destination does not take. A destination with
-- p_pause_after failures in a row is paused until p_pause_until; a success ends the pause.
create or replace function public.crm_record_attempt(
  p_event_id uuid,
  p_destination text,
  p_outcome text,
  p_status integer,
  p_error text,
  p_at timestamptz,
  p_retry_at timestamptz,
  p_pause_after integer,
  p_pause_until timestamptz
)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if p_outcome in ('sent', 'skipped') then
    update public.crm_deliveries
      set status = p_outcome, sent_at = case p_outcome when 'sent' then p_at end, last_status = p_status, last_error = null
      where event_id = p_event_id and destination = p_destination;
    if p_outcome = 'sent' then
      update public.crm_destinations
        set consecutive_failures = 0, paused_since = null, paused_until = null, last_error = null
        where name = p_destination;
    end if;
    return;
  end if;
  update public.crm_deliveries
    set status = case when p_retry_at is null then 'failed' else 'pending' end,
        next_attempt_at = coalesce(p_retry_at, next_attempt_at), last_status = p_status, last_error = p_error
    where event_id = p_event_id and destination = p_destination;
  update public.crm_destinations
    set consecutive_failures = consecutive_failures + 1, last_error = p_error,
        paused_since = case when consecutive_failures + 1 >= p_pause_after then coalesce(paused_since, p_at) end,
        paused_until = case when consecutive_failures + 1 >= p_pause_after then p_pause_until end
    where name = p_destination;
end;
$$;

-- The paused destinations, for the team's e-mail.
create or replace function public.crm_paused_destinations()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
      'name', d.name, 'paused_since', d.paused_since, 'failures', d.consecutive_failures, 'last_error', d.last_error
    ) order by d.name), '[]')
  from public.crm_destinations as d where d.paused_since is not null;
$$;

-- Each lead's deliveries, for npm run leads.
create or replace function public.crm_lead_deliveries()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
      'event_id', e.id, 'type', e.type, 'lead_key', e.lead_key, 'destination', x.destination,
      'status', x.status, 'attempts', x.attempts, 'sent_at', x.sent_at, 'last_status', x.last_status,
      'last_error', x.last_error
    ) order by e.created_at, x.destination), '[]')
  from public.crm_events as e join public.crm_deliveries as x on x.event_id = e.id;
$$;

revoke all on function public.crm_due_deliveries(jsonb, timestamptz, integer) from public, anon, authenticated;
revoke all on function public.crm_claim_delivery(uuid, text, integer, timestamptz) from public, anon, authenticated;
revoke all on function public.crm_set_payload(uuid, jsonb) from public, anon, authenticated;
revoke all on function public.crm_record_attempt(uuid, text, text, integer, text, timestamptz, timestamptz, integer, timestamptz)
  from public, anon, authenticated;
revoke all on function public.crm_paused_destinations() from public, anon, authenticated;
revoke all on function public.crm_lead_deliveries() from public, anon, authenticated;
grant execute on function public.crm_due_deliveries(jsonb, timestamptz, integer) to service_role;
grant execute on function public.crm_claim_delivery(uuid, text, integer, timestamptz) to service_role;
grant execute on function public.crm_set_payload(uuid, jsonb) to service_role;
grant execute on function public.crm_record_attempt(uuid, text, text, integer, text, timestamptz, timestamptz, integer, timestamptz)
  to service_role;
grant execute on function public.crm_paused_destinations() to service_role;
grant execute on function public.crm_lead_deliveries() to service_role;
