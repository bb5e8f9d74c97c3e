-- Queueing CRM events in the transaction that stores the lead (public.crm_events, 20261128300000):
--   * a contact or Book a Demo row: lead.created when it is inserted (the contact form inserts straight
--     from the browser, so a trigger is the only code in that transaction);
--   * a voice session (browser or Call me): lead.created when its outcome is stored, with the outcome;
--   * a meeting: public.queue_meeting_booked, for the in-call booking to call in its own transaction.
-- Queueing never waits for a destination: it is one insert; the outbox drain delivers.
-- The trigger functions and the queueing run as their owner (security definer): the contact form's anon
-- insert fires them, and anon may neither see the private schema nor write public.crm_events. They take
-- nothing from the caller but the row being stored. splinter, read by hand: 0011 search_path = '' on all.

create or replace function private.queue_crm_event(p_type text, p_dedupe_key text, p_lead_key text, p_snapshot jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  insert into public.crm_events (type, dedupe_key, lead_key, snapshot)
    values (p_type, p_dedupe_key, p_lead_key, p_snapshot)
    on conflict (dedupe_key) do nothing
    returning id into v_id;
  return v_id;
exception when others then
  -- The lead matters more than its CRM event: a failure here must never refuse the row being stored.
  raise warning 'crm: % for % was not queued: %', p_type, p_lead_key, sqlerrm;
  return null;
end;
$$;
revoke all on function private.queue_crm_event(text, text, text, jsonb) from public;

create or replace function private.demo_requests_queue_crm_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_key text := case new.source when 'contact' then 'contact:' else 'demo_request:' end || new.id::text;
begin
  perform private.queue_crm_event('lead.created', 'lead.created:' || v_key, v_key, pg_catalog.to_jsonb(new));
  return new;
end;
$$;
revoke all on function private.demo_requests_queue_crm_event() from public;
create trigger demo_requests_queue_crm_event
  after insert on public.demo_requests
  for each row execute function private.demo_requests_queue_crm_event();

create or replace function private.voice_sessions_queue_crm_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_key text := 'voice_session:' || new.conversation_id;
begin
  if new.outcome_at is null or (tg_op = 'UPDATE' and old.outcome_at is not null) then
    return new;
  end if;
  -- The transcript stays out: only flows that keep it store it, and none of it goes to a CRM.
  perform private.queue_crm_event('lead.created', 'lead.created:' || v_key, v_key, pg_catalog.to_jsonb(new) - 'transcript');
  return new;
end;
$$;
revoke all on function private.voice_sessions_queue_crm_event() from public;
create trigger voice_sessions_queue_crm_event
  after insert or update of outcome_at on public.voice_sessions
  for each row execute function private.voice_sessions_queue_crm_event();

-- A meeting booked during a call: the booking's id, start and time zone, and the session it came from
-- (its details give the person). Call it in the transaction that stores the booking. Returns the event id,
-- null when this booking was queued before.
create or replace function public.queue_meeting_booked(
  p_booking_id text,
  p_start timestamptz,
  p_time_zone text,
  p_conversation_id text
)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_session jsonb;
  v_id uuid;
begin
  if coalesce(p_booking_id, '') = '' or p_start is null or coalesce(p_time_zone, '') = '' then
    raise exception 'queue_meeting_booked needs the booking id, its start and its time zone';
  end if;
  select pg_catalog.to_jsonb(s) - 'transcript' into v_session
    from public.voice_sessions as s where s.conversation_id = p_conversation_id;
  -- The caller (service role) writes the event itself: it has no access to the private schema.
  insert into public.crm_events (type, dedupe_key, lead_key, snapshot)
    values (
      'meeting.booked',
      'meeting.booked:' || p_booking_id,
      case when v_session is null then null else 'voice_session:' || p_conversation_id end,
      pg_catalog.jsonb_build_object(
        'booking_id', p_booking_id, 'start', p_start, 'time_zone', p_time_zone,
        'conversation_id', p_conversation_id, 'session', v_session
      )
    )
    on conflict (dedupe_key) do nothing
    returning id into v_id;
  return v_id;
end;
$$;
comment on function public.queue_meeting_booked(text, timestamptz, text, text) is
  'Queues meeting.booked for the team''s CRM, once per booking id. Service role only.';
revoke all on function public.queue_meeting_booked(text, timestamptz, text, text) from public, anon, authenticated;
grant execute on function public.queue_meeting_booked(text, timestamptz, text, text) to service_role;
