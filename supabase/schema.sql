-- The database schema as supabase/migrations/ leave it, dumped by PGlite's pg_dump. Written by
-- `npm run schema`: never edit it by hand, and never apply it (Supabase runs the migrations). A unit
-- test (tests/unit/scripts/local-stack/supabase/schema-dump.test.ts) fails when it differs from them.
--
-- PostgreSQL database dump
--

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET transaction_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: private; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA private;

--
-- Name: add_hit(text, text, timestamp with time zone); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.add_hit(p_bucket text, p_client text, p_window_start timestamp with time zone) RETURNS integer
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  insert into private.rate_limit_hits as h (bucket, client, window_start, hits)
  values (p_bucket, p_client, p_window_start, 1)
  on conflict (bucket, client, window_start) do update set hits = h.hits + 1
  returning h.hits;
$$;

--
-- Name: call_number_hash(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.call_number_hash(p_number text) RETURNS bytea
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select pg_catalog.sha256(k.key || pg_catalog.convert_to('+' || pg_catalog.regexp_replace(p_number, '[^0-9]', '', 'g'), 'UTF8'))
  from private.call_me_key as k;
$$;

--
-- Name: client_address(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.client_address() RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select case
    when ip is null then 'unknown'
    when pg_catalog.family(ip) = 4 then pg_catalog.host(ip)
    else pg_catalog.network(pg_catalog.set_masklen(ip, 64))::text
  end
  from (select private.client_inet() as ip) as c;
$$;

--
-- Name: client_inet(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.client_inet() RETURNS inet
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $_$
declare
  v_headers jsonb := coalesce(nullif(pg_catalog.current_setting('request.headers', true), ''), '{}')::jsonb;
  v_raw text := coalesce(
    nullif(pg_catalog.btrim(v_headers ->> 'cf-connecting-ip'), ''),
    nullif(pg_catalog.btrim(v_headers ->> 'x-real-ip'), '')
  );
  v_ip inet;
  v_mapped text;
begin
  if v_raw is null or v_raw !~ '^[0-9A-Fa-f:.]{2,45}$' then
    return null;
  end if;
  begin
    v_ip := v_raw::inet;
  exception when others then
    return null;
  end;
  -- An IPv4-mapped IPv6 address is the IPv4 client it maps.
  v_mapped := pg_catalog.substring(pg_catalog.host(v_ip), '^::ffff:([0-9]+\.[0-9]+\.[0-9]+\.[0-9]+)$');
  if v_mapped is not null then
    return v_mapped::inet;
  end if;
  return v_ip;
end;
$_$;

--
-- Name: client_network(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.client_network() RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select case
    when ip is null then 'unknown'
    when pg_catalog.family(ip) = 4 then pg_catalog.network(pg_catalog.set_masklen(ip, 24))::text
    else pg_catalog.network(pg_catalog.set_masklen(ip, 48))::text
  end
  from (select private.client_inet() as ip) as c;
$$;

--
-- Name: crm_forget_delivered_erasure(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.crm_forget_delivered_erasure() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.status in ('sent', 'skipped', 'failed')
     and exists (select 1 from public.crm_events as e where e.id = new.event_id and e.type = 'lead.forgotten')
     and not exists (select 1 from public.crm_deliveries as x where x.event_id = new.event_id and x.status = 'pending') then
    delete from public.crm_events where id = new.event_id;
  end if;
  return new;
end;
$$;

--
-- Name: delete_lead_crm_events(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.delete_lead_crm_events() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  -- As jsonb: the two tables' rows have different columns, and plpgsql resolves every field it names.
  v_row jsonb := pg_catalog.to_jsonb(old);
begin
  delete from public.crm_events
    where lead_key = case tg_table_name
      when 'voice_sessions' then 'voice_session:' || (v_row ->> 'conversation_id')
      else case v_row ->> 'source' when 'contact' then 'contact:' else 'demo_request:' end || (v_row ->> 'id')
    end;
  return old;
end;
$$;

--
-- Name: demo_requests_contact_guard(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.demo_requests_contact_guard() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_client text := private.client_address();
  v_content text;
  v_result jsonb;
begin
  if new.source <> 'contact' then
    return new;
  end if;
  -- A retry of a stored submission: skip the row quietly, so the browser sees success again.
  if exists (select 1 from public.demo_requests where id = new.id) then
    return null;
  end if;
  if v_client <> 'unknown' then
    v_result := public.hit_client_limits(
      'contact-insert', v_client, private.client_network(), 5, 20, 200, 600
    );
  else
    v_content := 'content:' || pg_catalog.md5(pg_catalog.concat_ws(
      pg_catalog.chr(31),
      pg_catalog.lower(pg_catalog.btrim(new.name)),
      pg_catalog.lower(pg_catalog.btrim(new.company)),
      pg_catalog.regexp_replace(coalesce(new.phone, ''), '[^0-9]', '', 'g'),
      pg_catalog.lower(pg_catalog.btrim(coalesce(new.email, ''))),
      new.ai_help,
      new.additional_notes
    ));
    v_result := public.hit_client_limits('contact-insert-unknown', v_content, v_content, 5, 5, 2000, 600);
    if (v_result ->> 'global')::integer = 1 then
      raise warning 'contact-insert: no cf-connecting-ip or x-real-ip reached the database; counting per content (npm run check:live, client-address row)';
    end if;
    if (v_result ->> 'global')::integer > 2000 then
      -- Retry-After: the seconds to the end of this 10-minute window, as hit_client_limits answers.
      v_result := pg_catalog.jsonb_build_object(
        'wait', greatest(1, pg_catalog.ceil(600 - pg_catalog.mod(extract(epoch from pg_catalog.now())::numeric, 600))::integer),
        'global', v_result -> 'global'
      );
    end if;
  end if;
  if (v_result ->> 'wait')::integer > 0 then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'rate_limited', 'message', 'Too many requests; try again later.')::text,
      detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', v_result ->> 'wait'))::text;
  end if;
  return new;
end;
$$;

--
-- Name: demo_requests_one_row_per_statement(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.demo_requests_one_row_per_statement() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if (select count(*) from new_rows where source = 'contact') > 1 then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'one_row_per_request', 'message', 'Send one contact request at a time.')::text,
      detail = json_build_object('status', 400, 'headers', json_build_object())::text;
  end if;
  return null;
end;
$$;

--
-- Name: demo_requests_queue_crm_event(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.demo_requests_queue_crm_event() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_key text := case new.source when 'contact' then 'contact:' else 'demo_request:' end || new.id::text;
begin
  perform private.queue_crm_event('lead.created', 'lead.created:' || v_key, v_key, pg_catalog.to_jsonb(new));
  return new;
end;
$$;

--
-- Name: email_outbox_mark_lead_sent(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.email_outbox_mark_lead_sent() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  v_kind text := pg_catalog.split_part(new.dedupe_key, ':', 1);
  v_ref text := pg_catalog.substr(new.dedupe_key, pg_catalog.length(v_kind) + 2);
begin
  if new.status <> 'sent' or old.status = 'sent' then
    return new;
  end if;
  if v_kind in ('demo_request', 'contact')
     and v_ref ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    update public.demo_requests set email_sent_at = coalesce(new.sent_at, pg_catalog.now()) where id = v_ref::uuid;
  elsif v_kind = 'voice_session' then
    update public.voice_sessions set email_sent_at = coalesce(new.sent_at, pg_catalog.now())
      where conversation_id = v_ref;
  end if;
  return new;
end;
$_$;

--
-- Name: queue_crm_event(text, text, text, jsonb); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.queue_crm_event(p_type text, p_dedupe_key text, p_lead_key text, p_snapshot jsonb) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: seconds_until(timestamp with time zone); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.seconds_until(p_until timestamp with time zone) RETURNS integer
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select greatest(1, pg_catalog.ceil(extract(epoch from (p_until - pg_catalog.clock_timestamp())))::integer);
$$;

--
-- Name: voice_sessions_queue_crm_event(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.voice_sessions_queue_crm_event() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: voice_sessions_queue_meeting_booked(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.voice_sessions_queue_meeting_booked() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform public.queue_meeting_booked(
    coalesce(new.booking ->> 'uid', new.booking ->> 'id'),
    (new.booking ->> 'start')::timestamptz,
    coalesce(new.booking ->> 'timeZone', new.time_zone),
    new.conversation_id
  );
  return null;
exception when others then
  raise warning 'crm: meeting.booked for % was not queued: %', new.conversation_id, sqlerrm;
  return null;
end;
$$;

--
-- Name: call_budget_use(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.call_budget_use(p_bucket text) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select pg_catalog.jsonb_build_object(
    'hour', coalesce((select hits from private.rate_limit_hits
      where bucket = p_bucket and client = 'budget:hour'
        and window_start = pg_catalog.date_trunc('hour', pg_catalog.now(), 'UTC')), 0),
    'day', coalesce((select hits from private.rate_limit_hits
      where bucket = p_bucket and client = 'budget:day'
        and window_start = pg_catalog.date_trunc('day', pg_catalog.now(), 'UTC')), 0)
  );
$$;

--
-- Name: call_me_placed(bigint, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.call_me_placed(p_call bigint, p_conversation_id text) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update private.call_me_numbers set conversation_id = p_conversation_id where id = p_call;
$$;

--
-- Name: call_me_poll(text, text, integer, integer, integer, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.call_me_poll(p_conversation_id text, p_client text, p_per_call integer, p_per_client integer, p_window_seconds integer, p_refresh_seconds integer) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_now timestamptz := pg_catalog.now();
  v_seconds integer := greatest(p_window_seconds, 1);
  v_window_start timestamptz := pg_catalog.to_timestamp(pg_catalog.floor(extract(epoch from v_now) / v_seconds) * v_seconds);
  v_row record;
begin
  begin
    if private.add_hit('voice-call-me-poll', 'call:' || p_conversation_id, v_window_start) > p_per_call
      or private.add_hit('voice-call-me-poll', coalesce(nullif(p_client, ''), 'unknown'), v_window_start) > p_per_client then
      raise exception using errcode = 'P0L05';
    end if;
  exception when sqlstate 'P0L05' then
    return pg_catalog.jsonb_build_object(
      'outcome', 'rate_limited',
      'wait', private.seconds_until(v_window_start + pg_catalog.make_interval(secs => v_seconds))
    );
  end;
  select state, ended, checked_at into v_row
    from private.call_me_numbers where conversation_id = p_conversation_id limit 1;
  if not found then
    return pg_catalog.jsonb_build_object('outcome', 'unknown');
  end if;
  if v_row.ended then
    return pg_catalog.jsonb_build_object('outcome', 'ended', 'state', v_row.state);
  end if;
  -- The row lock orders concurrent polls: the first claims the refresh, the others see its checked_at.
  update private.call_me_numbers set checked_at = v_now
  where conversation_id = p_conversation_id
    and (checked_at is null or checked_at <= v_now - pg_catalog.make_interval(secs => p_refresh_seconds));
  if found then
    return pg_catalog.jsonb_build_object('outcome', 'refresh', 'state', v_row.state);
  end if;
  select state into v_row from private.call_me_numbers where conversation_id = p_conversation_id limit 1;
  return pg_catalog.jsonb_build_object('outcome', 'cached', 'state', v_row.state);
end;
$$;

--
-- Name: call_me_poll_store(text, jsonb, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.call_me_poll_store(p_conversation_id text, p_state jsonb, p_ended boolean) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update private.call_me_numbers set state = p_state, ended = p_ended where conversation_id = p_conversation_id;
$$;

--
-- Name: client_address_probe(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.client_address_probe() RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_headers jsonb := coalesce(nullif(pg_catalog.current_setting('request.headers', true), ''), '{}')::jsonb;
begin
  return pg_catalog.jsonb_build_object(
    'client', private.client_address(),
    'network', private.client_network(),
    'source', case
      when private.client_inet() is null then null
      when nullif(pg_catalog.btrim(v_headers ->> 'cf-connecting-ip'), '') is not null then 'cf-connecting-ip'
      else 'x-real-ip'
    end
  );
end;
$$;

--
-- Name: FUNCTION client_address_probe(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.client_address_probe() IS 'The client address the contact insert limit sees for this request (service role only; npm run check:live).';

--
-- Name: crm_claim_delivery(uuid, text, integer, timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.crm_claim_delivery(p_event_id uuid, p_destination text, p_attempts integer, p_lease_until timestamp with time zone) RETURNS boolean
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

--
-- Name: crm_due_deliveries(jsonb, timestamp with time zone, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.crm_due_deliveries(p_destinations jsonb, p_now timestamp with time zone, p_limit integer) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

--
-- Name: crm_lead_deliveries(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.crm_lead_deliveries() RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
      'event_id', e.id, 'type', e.type, 'lead_key', e.lead_key, 'destination', x.destination,
      'status', x.status, 'attempts', x.attempts, 'sent_at', x.sent_at, 'last_status', x.last_status,
      'last_error', x.last_error
    ) order by e.created_at, x.destination), '[]')
  from public.crm_events as e join public.crm_deliveries as x on x.event_id = e.id;
$$;

--
-- Name: crm_paused_destinations(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.crm_paused_destinations() RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
      'name', d.name, 'paused_since', d.paused_since, 'failures', d.consecutive_failures, 'last_error', d.last_error
    ) order by d.name), '[]')
  from public.crm_destinations as d where d.paused_since is not null;
$$;

--
-- Name: crm_record_attempt(uuid, text, text, integer, text, timestamp with time zone, timestamp with time zone, integer, timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.crm_record_attempt(p_event_id uuid, p_destination text, p_outcome text, p_status integer, p_error text, p_at timestamp with time zone, p_retry_at timestamp with time zone, p_pause_after integer, p_pause_until timestamp with time zone) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

--
-- Name: crm_set_payload(uuid, jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.crm_set_payload(p_event_id uuid, p_payload jsonb) RETURNS jsonb
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  update public.crm_events set payload = coalesce(payload, p_payload) where id = p_event_id returning payload;
$$;

--
-- Name: delete_expired_call_numbers(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.delete_expired_call_numbers() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_deleted integer;
begin
  delete from private.call_me_numbers where called_at < pg_catalog.now() - interval '30 days';
  get diagnostics v_deleted = row_count;
  return v_deleted;
end;
$$;

--
-- Name: delete_expired_leads(integer, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.delete_expired_leads(p_request_days integer, p_outbox_days integer) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

--
-- Name: delete_expired_voice_sessions(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.delete_expired_voice_sessions(p_retention_days integer) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  deleted integer;
begin
  if p_retention_days is null or p_retention_days < 1 then
    raise exception 'retention period must be at least one day, got %', p_retention_days;
  end if;
  delete from public.voice_sessions
    where created_at < now() - make_interval(days => p_retention_days);
  get diagnostics deleted = row_count;
  return deleted;
end;
$$;

--
-- Name: forget_call_numbers(text[], boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.forget_call_numbers(p_phones text[], p_dry_run boolean) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_hashes bytea[];
  v_count integer;
begin
  select coalesce(pg_catalog.array_agg(private.call_number_hash(p.phone)), '{}')
    into v_hashes
    from pg_catalog.unnest(coalesce(p_phones, '{}')) as p (phone)
    where pg_catalog.length(pg_catalog.regexp_replace(p.phone, '[^0-9]', '', 'g')) >= 6;
  select pg_catalog.count(*) into v_count from private.call_me_numbers where number_hash = any (v_hashes);
  if not coalesce(p_dry_run, true) then
    delete from private.call_me_numbers where number_hash = any (v_hashes);
  end if;
  return v_count;
end;
$$;

--
-- Name: forget_call_rows(text[], boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.forget_call_rows(p_phones text[], p_dry_run boolean) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_hashes bytea[];
  v_result jsonb;
begin
  select coalesce(pg_catalog.array_agg(private.call_number_hash(f)), '{}') into v_hashes
    from pg_catalog.unnest(coalesce(p_phones, '{}')) as f
    where pg_catalog.length(pg_catalog.regexp_replace(f, '[^0-9]', '', 'g')) >= 6;
  select pg_catalog.jsonb_build_object(
           'calls', pg_catalog.count(*),
           'conversations', coalesce(pg_catalog.jsonb_agg(c.conversation_id) filter (where c.conversation_id is not null), '[]'))
    into v_result
    from private.call_me_numbers as c where c.number_hash = any (v_hashes);
  if not coalesce(p_dry_run, true) then
    delete from private.call_me_numbers where number_hash = any (v_hashes);
  end if;
  return v_result;
end;
$$;

--
-- Name: forget_person(text, text, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.forget_person(p_email text, p_phone text, p_dry_run boolean) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_result jsonb := public.forget_person_records(p_email, p_phone, p_dry_run);
  v_email text := pg_catalog.lower(pg_catalog.btrim(coalesce(p_email, '')));
  v_digits text := pg_catalog.regexp_replace(coalesce(p_phone, ''), '[^0-9]', '', 'g');
  v_events jsonb;
  v_ids uuid[];
  v_forgotten uuid;
begin
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', e.id, 'type', e.type, 'lead_key', e.lead_key) order by e.created_at), '[]'),
         coalesce(pg_catalog.array_agg(e.id), '{}')
    into v_events, v_ids
    from public.crm_events as e
    cross join lateral (
      select coalesce(e.snapshot -> 'session' -> 'details', e.snapshot -> 'details', e.snapshot) as person
    ) as p
    where e.type <> 'lead.forgotten'
      and ((v_email <> '' and pg_catalog.lower(p.person ->> 'email') = v_email)
        or (pg_catalog.length(v_digits) >= 6
            and pg_catalog.regexp_replace(coalesce(p.person ->> 'phone', ''), '[^0-9]', '', 'g') = v_digits));

  if not coalesce(p_dry_run, true) then
    delete from public.crm_events where id = any (v_ids);
    if pg_catalog.jsonb_array_length(v_events) > 0
       or pg_catalog.jsonb_array_length(v_result -> 'requests') > 0
       or pg_catalog.jsonb_array_length(v_result -> 'sessions') > 0 then
      -- Each erasure is a fact of its own: a random dedupe key. The caller (service role) writes the event.
      insert into public.crm_events (type, dedupe_key, snapshot)
        values (
          'lead.forgotten', 'lead.forgotten:' || pg_catalog.gen_random_uuid()::text,
          pg_catalog.jsonb_build_object('email', nullif(v_email, ''), 'phone', nullif(pg_catalog.btrim(coalesce(p_phone, '')), ''))
        )
        returning id into v_forgotten;
    end if;
  end if;
  return v_result || pg_catalog.jsonb_build_object('crm_events', v_events, 'forgotten_event', v_forgotten);
end;
$$;

--
-- Name: FUNCTION forget_person(p_email text, p_phone text, p_dry_run boolean); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.forget_person(p_email text, p_phone text, p_dry_run boolean) IS 'Erasure: lists (p_dry_run) or deletes one person''s leads, e-mails, calls and CRM events, and queues lead.forgotten. Service role only.';

--
-- Name: forget_person_by_forms(text, text[], boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.forget_person_by_forms(p_email text, p_phones text[], p_dry_run boolean) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_result jsonb := public.forget_person_by_forms_records(p_email, p_phones, p_dry_run);
  v_email text := pg_catalog.lower(pg_catalog.btrim(coalesce(p_email, '')));
  v_digits text[];
  v_phone text := nullif(pg_catalog.btrim(coalesce(p_phones[1], '')), '');
  v_events jsonb;
  v_ids uuid[];
  v_forgotten uuid;
begin
  select coalesce(pg_catalog.array_agg(distinct d), '{}') into v_digits
    from (select pg_catalog.regexp_replace(p, '[^0-9]', '', 'g') as d from pg_catalog.unnest(coalesce(p_phones, '{}')) as p) as forms
    where pg_catalog.length(d) >= 6;

  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', e.id, 'type', e.type, 'lead_key', e.lead_key) order by e.created_at), '[]'),
         coalesce(pg_catalog.array_agg(e.id), '{}')
    into v_events, v_ids
    from public.crm_events as e
    cross join lateral (
      select coalesce(e.snapshot -> 'session' -> 'details', e.snapshot -> 'details', e.snapshot) as person
    ) as p
    where e.type <> 'lead.forgotten'
      and ((v_email <> '' and pg_catalog.lower(p.person ->> 'email') = v_email)
        or pg_catalog.regexp_replace(coalesce(p.person ->> 'phone', ''), '[^0-9]', '', 'g') = any (v_digits));

  if not coalesce(p_dry_run, true) then
    delete from public.crm_events where id = any (v_ids);
    if pg_catalog.jsonb_array_length(v_events) > 0
       or pg_catalog.jsonb_array_length(v_result -> 'requests') > 0
       or pg_catalog.jsonb_array_length(v_result -> 'sessions') > 0 then
      -- Each erasure is a fact of its own: a random dedupe key.
      insert into public.crm_events (type, dedupe_key, snapshot)
        values (
          'lead.forgotten', 'lead.forgotten:' || pg_catalog.gen_random_uuid()::text,
          pg_catalog.jsonb_build_object('email', nullif(v_email, ''), 'phone', v_phone)
        )
        returning id into v_forgotten;
    end if;
  end if;
  return v_result || pg_catalog.jsonb_build_object('crm_events', v_events, 'forgotten_event', v_forgotten);
end;
$$;

--
-- Name: FUNCTION forget_person_by_forms(p_email text, p_phones text[], p_dry_run boolean); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.forget_person_by_forms(p_email text, p_phones text[], p_dry_run boolean) IS 'Erasure by every form of a number: lists (p_dry_run) or deletes one person''s requests, sessions, team e-mails, call rows and CRM events, names every voice conversation, and queues lead.forgotten. Service role only.';

--
-- Name: forget_person_by_forms_records(text, text[], boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.forget_person_by_forms_records(p_email text, p_phones text[], p_dry_run boolean) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_email text := pg_catalog.lower(pg_catalog.btrim(coalesce(p_email, '')));
  v_digits text[];
  v_requests jsonb;
  v_sessions jsonb;
  v_emails jsonb;
  v_request_ids uuid[];
  v_conversation_ids text[];
  v_keys text[];
  v_phones text[];
  v_email_ids uuid[];
  v_call_rows jsonb;
  v_call_conversations text[];
begin
  select coalesce(pg_catalog.array_agg(distinct d), '{}') into v_digits
    from (select pg_catalog.regexp_replace(p, '[^0-9]', '', 'g') as d from pg_catalog.unnest(coalesce(p_phones, '{}')) as p) as forms
    where pg_catalog.length(d) >= 6;
  if v_email = '' and pg_catalog.cardinality(v_digits) = 0 then
    raise exception 'forget_person_by_forms needs an e-mail address or a phone number of at least 6 digits';
  end if;

  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', r.id, 'source', r.source, 'created_at', r.created_at) order by r.created_at), '[]'),
         coalesce(pg_catalog.array_agg(r.id), '{}'),
         coalesce(pg_catalog.array_agg(case r.source when 'contact' then 'contact:' else 'demo_request:' end || r.id::text), '{}'),
         coalesce(pg_catalog.array_agg(r.phone) filter (where pg_catalog.length(r.phone) >= 6), '{}')
    into v_requests, v_request_ids, v_keys, v_phones
    from public.demo_requests as r
    where (v_email <> '' and pg_catalog.lower(r.email) = v_email)
       or pg_catalog.regexp_replace(r.phone, '[^0-9]', '', 'g') = any (v_digits);

  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('conversation_id', s.conversation_id, 'flow', s.flow, 'created_at', s.created_at) order by s.created_at), '[]'),
         coalesce(pg_catalog.array_agg(s.conversation_id), '{}'),
         v_keys || coalesce(pg_catalog.array_agg('voice_session:' || s.conversation_id), '{}'),
         v_phones || coalesce(pg_catalog.array_agg(s.details ->> 'phone') filter (where pg_catalog.length(s.details ->> 'phone') >= 6), '{}')
    into v_sessions, v_conversation_ids, v_keys, v_phones
    from public.voice_sessions as s
    where (v_email <> '' and pg_catalog.lower(s.details ->> 'email') = v_email)
       or pg_catalog.regexp_replace(coalesce(s.phone_e164, ''), '[^0-9]', '', 'g') = any (v_digits)
       or pg_catalog.regexp_replace(coalesce(s.details ->> 'phone', ''), '[^0-9]', '', 'g') = any (v_digits);

  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', o.id, 'dedupe_key', o.dedupe_key, 'status', o.status) order by o.dedupe_key), '[]'),
         coalesce(pg_catalog.array_agg(o.id), '{}')
    into v_emails, v_email_ids
    from public.email_outbox as o
    where o.dedupe_key = any (v_keys)
       or (v_email <> '' and (pg_catalog.lower(o.reply_to) = v_email or pg_catalog.strpos(pg_catalog.lower(o.body), v_email) > 0))
       or exists (select 1 from pg_catalog.unnest(v_phones) as p (phone) where pg_catalog.strpos(o.body, p.phone) > 0);

  v_call_rows := public.forget_call_rows(v_digits || v_phones, coalesce(p_dry_run, true));
  v_call_conversations := array(select pg_catalog.jsonb_array_elements_text(v_call_rows -> 'conversations'));

  if not coalesce(p_dry_run, true) then
    delete from public.email_outbox where id = any (v_email_ids);
    delete from public.demo_requests where id = any (v_request_ids);
    delete from public.voice_sessions where conversation_id = any (v_conversation_ids);
  end if;
  return pg_catalog.jsonb_build_object(
    'requests', v_requests, 'sessions', v_sessions, 'emails', v_emails, 'calls', (v_call_rows ->> 'calls')::integer,
    'conversations', (select coalesce(pg_catalog.jsonb_agg(distinct c), '[]') from pg_catalog.unnest(v_conversation_ids || v_call_conversations) as c)
  );
end;
$$;

--
-- Name: FUNCTION forget_person_by_forms_records(p_email text, p_phones text[], p_dry_run boolean); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.forget_person_by_forms_records(p_email text, p_phones text[], p_dry_run boolean) IS 'Erasure by every form of a number: lists (p_dry_run) or deletes one person''s requests, sessions, team e-mails and call rows, and names every voice conversation. Service role only.';

--
-- Name: forget_person_records(text, text, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.forget_person_records(p_email text, p_phone text, p_dry_run boolean) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_calls integer;
  v_email text := pg_catalog.lower(pg_catalog.btrim(coalesce(p_email, '')));
  v_digits text := pg_catalog.regexp_replace(coalesce(p_phone, ''), '[^0-9]', '', 'g');
  v_by_phone boolean := pg_catalog.length(pg_catalog.regexp_replace(coalesce(p_phone, ''), '[^0-9]', '', 'g')) >= 6;
  v_requests jsonb;
  v_sessions jsonb;
  v_emails jsonb;
  v_request_ids uuid[];
  v_conversation_ids text[];
  v_keys text[];
  v_phones text[];
  v_email_ids uuid[];
begin
  if v_email = '' and not v_by_phone then
    raise exception 'forget_person needs an e-mail address or a phone number of at least 6 digits';
  end if;

  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', r.id, 'source', r.source, 'created_at', r.created_at) order by r.created_at), '[]'),
         coalesce(pg_catalog.array_agg(r.id), '{}'),
         coalesce(pg_catalog.array_agg(case r.source when 'contact' then 'contact:' else 'demo_request:' end || r.id::text), '{}'),
         coalesce(pg_catalog.array_agg(r.phone) filter (where pg_catalog.length(r.phone) >= 6), '{}')
    into v_requests, v_request_ids, v_keys, v_phones
    from public.demo_requests as r
    where (v_email <> '' and pg_catalog.lower(r.email) = v_email)
       or (v_by_phone and pg_catalog.regexp_replace(r.phone, '[^0-9]', '', 'g') = v_digits);

  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('conversation_id', s.conversation_id, 'flow', s.flow, 'created_at', s.created_at) order by s.created_at), '[]'),
         coalesce(pg_catalog.array_agg(s.conversation_id), '{}'),
         v_keys || coalesce(pg_catalog.array_agg('voice_session:' || s.conversation_id), '{}'),
         v_phones || coalesce(pg_catalog.array_agg(s.details ->> 'phone') filter (where pg_catalog.length(s.details ->> 'phone') >= 6), '{}')
    into v_sessions, v_conversation_ids, v_keys, v_phones
    from public.voice_sessions as s
    where (v_email <> '' and pg_catalog.lower(s.details ->> 'email') = v_email)
       or (v_by_phone and pg_catalog.regexp_replace(coalesce(s.details ->> 'phone', ''), '[^0-9]', '', 'g') = v_digits);

  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', o.id, 'dedupe_key', o.dedupe_key, 'status', o.status) order by o.dedupe_key), '[]'),
         coalesce(pg_catalog.array_agg(o.id), '{}')
    into v_emails, v_email_ids
    from public.email_outbox as o
    where o.dedupe_key = any (v_keys)
       or (v_email <> '' and (pg_catalog.lower(o.reply_to) = v_email or pg_catalog.strpos(pg_catalog.lower(o.body), v_email) > 0))
       or exists (select 1 from pg_catalog.unnest(v_phones) as p (phone) where pg_catalog.strpos(o.body, p.phone) > 0);

  v_calls := public.forget_call_numbers(
    case when v_by_phone then array[p_phone] else '{}'::text[] end || v_phones, coalesce(p_dry_run, true)
  );

  if not coalesce(p_dry_run, true) then
    delete from public.email_outbox where id = any (v_email_ids);
    delete from public.demo_requests where id = any (v_request_ids);
    delete from public.voice_sessions where conversation_id = any (v_conversation_ids);
  end if;
  return pg_catalog.jsonb_build_object('requests', v_requests, 'sessions', v_sessions, 'emails', v_emails, 'calls', v_calls);
end;
$$;

--
-- Name: FUNCTION forget_person_records(p_email text, p_phone text, p_dry_run boolean); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.forget_person_records(p_email text, p_phone text, p_dry_run boolean) IS 'Erasure: lists (p_dry_run) or deletes one person''s requests, voice sessions, team e-mails and calls placed to their number. Service role only.';

--
-- Name: hit_client_limits(text, text, text, integer, integer, integer, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.hit_client_limits(p_bucket text, p_client text, p_network text, p_per_client integer, p_per_network integer, p_global integer, p_window_seconds integer) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_seconds integer := greatest(p_window_seconds, 1);
  v_window_start timestamptz := pg_catalog.to_timestamp(
    pg_catalog.floor(extract(epoch from pg_catalog.now()) / v_seconds) * v_seconds
  );
  v_wait integer := greatest(
    1,
    pg_catalog.ceil(extract(epoch from (v_window_start + make_interval(secs => v_seconds) - pg_catalog.clock_timestamp())))::integer
  );
  v_client text := coalesce(nullif(p_client, ''), 'unknown');
  v_network text := 'net:' || coalesce(nullif(p_network, ''), 'unknown');
  v_hits integer;
begin
  -- Bounded pruning: each hit adds at most three rows and removes up to 50 stale ones.
  delete from private.rate_limit_hits
  where ctid in (
    select ctid from private.rate_limit_hits
    where window_start < pg_catalog.now() - interval '1 day'
    limit 50
  );

  insert into private.rate_limit_hits as h (bucket, client, window_start, hits)
  values (p_bucket, v_client, v_window_start, 1)
  on conflict (bucket, client, window_start) do update set hits = h.hits + 1
  returning h.hits into v_hits;
  if v_hits > p_per_client then
    return pg_catalog.jsonb_build_object('wait', v_wait, 'global', null);
  end if;

  -- Unknown clients already share one bucket; a second count of it would only halve its allowance.
  if v_client <> 'unknown' then
    insert into private.rate_limit_hits as h (bucket, client, window_start, hits)
    values (p_bucket, v_network, v_window_start, 1)
    on conflict (bucket, client, window_start) do update set hits = h.hits + 1
    returning h.hits into v_hits;
    if v_hits > p_per_network then
      return pg_catalog.jsonb_build_object('wait', v_wait, 'global', null);
    end if;
  end if;

  insert into private.rate_limit_hits as h (bucket, client, window_start, hits)
  values (p_bucket, '*', v_window_start, 1)
  on conflict (bucket, client, window_start) do update set hits = h.hits + 1
  returning h.hits into v_hits;
  if v_hits = p_global + 1 then
    raise warning 'rate limit alarm: % passed its global level of % hits per % s', p_bucket, p_global, v_seconds;
  end if;
  return pg_catalog.jsonb_build_object('wait', 0, 'global', v_hits);
end;
$$;

--
-- Name: FUNCTION hit_client_limits(p_bucket text, p_client text, p_network text, p_per_client integer, p_per_network integer, p_global integer, p_window_seconds integer); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.hit_client_limits(p_bucket text, p_client text, p_network text, p_per_client integer, p_per_network integer, p_global integer, p_window_seconds integer) IS 'Counts a hit per client, per /24 (IPv6 /48) and globally; the global count is an alarm, not a wall. Limits: supabase/functions/_shared/http/limits.ts.';

--
-- Name: hit_rate_limit(text, text, integer, integer, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.hit_rate_limit(p_bucket text, p_client text, p_per_client integer, p_global integer, p_window_seconds integer) RETURNS integer
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select (public.hit_client_limits(p_bucket, p_client, p_client, p_per_client, p_per_client, p_global, p_window_seconds) ->> 'wait')::integer;
$$;

--
-- Name: FUNCTION hit_rate_limit(p_bucket text, p_client text, p_per_client integer, p_global integer, p_window_seconds integer); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.hit_rate_limit(p_bucket text, p_client text, p_per_client integer, p_global integer, p_window_seconds integer) IS 'Counts a hit; 0 = allowed, else seconds to wait. Limits live in supabase/functions/_shared/http/limits.ts.';

--
-- Name: leads_without_email(integer, integer, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.leads_without_email(p_limit integer, p_contact_grace_seconds integer, p_contact_daily_cap integer) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_limit integer := greatest(coalesce(p_limit, 0), 0);
  v_room integer;
  v_waiting integer;
  v_leads jsonb;
begin
  select greatest(p_contact_daily_cap - pg_catalog.count(*)::integer, 0) into v_room
  from public.demo_requests
  where source = 'contact' and email_queued_by = 'sweep' and notified_at > pg_catalog.now() - interval '1 day';
  select pg_catalog.count(*)::integer into v_waiting
  from public.demo_requests
  where source = 'contact' and notified_at is null
    and created_at < pg_catalog.now() - make_interval(secs => greatest(p_contact_grace_seconds, 0));

  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('key', l.key, 'lead', l.lead) order by l.at), '[]')
  into v_leads
  from (
    (select 'demo_request:' || r.id::text as key, pg_catalog.to_jsonb(r) as lead, r.created_at as at
     from public.demo_requests as r
     where r.source = 'demo_modal' and r.notified_at is null
       and r.created_at < pg_catalog.now() - interval '1 minute'
     order by r.created_at limit v_limit)
    union all
    (select 'voice_session:' || s.conversation_id, pg_catalog.to_jsonb(s) - 'transcript', s.outcome_at
     from public.voice_sessions as s
     where s.outcome_at is not null and s.email_to is not null and s.notified_at is null
       and s.outcome_at < pg_catalog.now() - interval '1 minute'
     order by s.outcome_at limit v_limit)
    union all
    (select 'contact:' || r.id::text, pg_catalog.to_jsonb(r), r.created_at
     from public.demo_requests as r
     where r.source = 'contact' and r.notified_at is null
       and r.created_at < pg_catalog.now() - make_interval(secs => greatest(p_contact_grace_seconds, 0))
     order by r.created_at limit least(v_limit, v_room))
  ) as l;

  if v_waiting > v_room then
    raise warning 'lead e-mail sweep: % contact row(s) wait past the daily cap of % swept contact e-mails',
      v_waiting - v_room, p_contact_daily_cap;
  end if;
  return pg_catalog.jsonb_build_object('leads', v_leads, 'contact_held', greatest(v_waiting - v_room, 0));
end;
$$;

--
-- Name: FUNCTION leads_without_email(p_limit integer, p_contact_grace_seconds integer, p_contact_daily_cap integer); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.leads_without_email(p_limit integer, p_contact_grace_seconds integer, p_contact_daily_cap integer) IS 'The drain''s sweep: leads of all three sources whose own state says their e-mail was never queued. Service role only.';

--
-- Name: queue_lead_email(text, text, text, text, jsonb, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.queue_lead_email(p_key text, p_subject text, p_body text, p_reply_to text, p_recipients jsonb, p_by text) RETURNS boolean
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  v_kind text := pg_catalog.split_part(p_key, ':', 1);
  v_ref text := pg_catalog.substr(p_key, pg_catalog.length(v_kind) + 2);
  v_marked integer;
  v_inserted integer;
begin
  if v_kind in ('demo_request', 'contact') then
    if v_ref !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      return false;
    end if;
    update public.demo_requests
      set notified_at = pg_catalog.now(), email_queued_by = coalesce(p_by, 'request')
      where id = v_ref::uuid
        and source = case v_kind when 'contact' then 'contact' else 'demo_modal' end
        and notified_at is null;
    get diagnostics v_marked = row_count;
    if v_marked = 0 then
      return false;
    end if;
  elsif v_kind = 'voice_session' then
    update public.voice_sessions set notified_at = pg_catalog.now()
      where conversation_id = v_ref and notified_at is null;
    get diagnostics v_marked = row_count;
    if v_marked = 0 then
      return false;
    end if;
  end if;
  insert into public.email_outbox (dedupe_key, subject, body, reply_to, recipients)
    values (
      p_key, p_subject, p_body, p_reply_to,
      case when pg_catalog.jsonb_typeof(p_recipients) = 'array'
        then array(select pg_catalog.jsonb_array_elements_text(p_recipients)) end
    )
    on conflict (dedupe_key) do nothing;
  get diagnostics v_inserted = row_count;
  return v_inserted = 1 or v_kind in ('demo_request', 'contact', 'voice_session');
end;
$_$;

--
-- Name: FUNCTION queue_lead_email(p_key text, p_subject text, p_body text, p_reply_to text, p_recipients jsonb, p_by text); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.queue_lead_email(p_key text, p_subject text, p_body text, p_reply_to text, p_recipients jsonb, p_by text) IS 'Queues a lead''s e-mail once: marks the lead (notified_at) and inserts the outbox row together. Service role only.';

--
-- Name: queue_meeting_booked(text, timestamp with time zone, text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.queue_meeting_booked(p_booking_id text, p_start timestamp with time zone, p_time_zone text, p_conversation_id text) RETURNS uuid
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION queue_meeting_booked(p_booking_id text, p_start timestamp with time zone, p_time_zone text, p_conversation_id text); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.queue_meeting_booked(p_booking_id text, p_start timestamp with time zone, p_time_zone text, p_conversation_id text) IS 'Queues meeting.booked for the team''s CRM, once per booking id. Service role only.';

--
-- Name: rate_limit_counters(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.rate_limit_counters() RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(pg_catalog.jsonb_object_agg(bucket || ' ' || client || ' ' || window_start::text, hits), '{}'::jsonb)
  from private.rate_limit_hits
  where window_start >= pg_catalog.now() - interval '1 day';
$$;

--
-- Name: rate_limit_load(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.rate_limit_load(p_window_seconds integer) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(pg_catalog.jsonb_object_agg(bucket, hits), '{}'::jsonb)
  from private.rate_limit_hits
  where client = '*'
    and window_start = pg_catalog.to_timestamp(
      pg_catalog.floor(extract(epoch from pg_catalog.now()) / greatest(p_window_seconds, 1)) * greatest(p_window_seconds, 1)
    );
$$;

--
-- Name: request_call(text, timestamp with time zone, text, text, integer, integer, integer, integer, integer, text, integer, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.request_call(p_signature text, p_expires_at timestamp with time zone, p_client text, p_network text, p_per_client integer, p_per_network integer, p_window_seconds integer, p_cap_per_hour integer, p_cap_per_day integer, p_number text, p_per_day integer, p_per_30_days integer) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_now timestamptz := pg_catalog.now();
  v_hash bytea := private.call_number_hash(p_number);
  v_client text := coalesce(nullif(p_client, ''), 'unknown');
  v_network text := coalesce(nullif(p_network, ''), 'unknown');
  v_window interval := pg_catalog.make_interval(secs => greatest(p_window_seconds, 1));
  v_hour timestamptz := pg_catalog.date_trunc('hour', v_now, 'UTC');
  v_day timestamptz := pg_catalog.date_trunc('day', v_now, 'UTC');
  v_inserted integer;
  v_count integer;
  v_oldest timestamptz;
  v_month integer;
  v_refused text;
  v_until timestamptz;
  v_call bigint;
begin
  if exists (select 1 from private.spent_captchas where signature = p_signature) then
    return pg_catalog.jsonb_build_object('outcome', 'reused');
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('call-me network ' || v_network, 41));
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('call-me client ' || v_client, 42));
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(pg_catalog.encode(v_hash, 'hex'), 40));

  delete from private.call_me_numbers
  where ctid in (select ctid from private.call_me_numbers where called_at < v_now - interval '30 days' limit 50);
  delete from private.call_me_requests
  where ctid in (select ctid from private.call_me_requests where requested_at < v_now - v_window limit 50);
  delete from private.spent_captchas
  where ctid in (select ctid from private.spent_captchas where expires_at < v_now limit 50);

  begin
    -- The address: spent and counted here, kept when only the number is refused.
    begin
      insert into private.spent_captchas (signature, expires_at)
      values (p_signature, p_expires_at)
      on conflict (signature) do nothing;
      get diagnostics v_inserted = row_count;
      if v_inserted = 0 then
        return pg_catalog.jsonb_build_object('outcome', 'reused');
      end if;
      select pg_catalog.count(*), pg_catalog.min(requested_at) into v_count, v_oldest
        from private.call_me_requests where client = v_client and requested_at > v_now - v_window;
      if v_count >= p_per_client then
        v_until := v_oldest + v_window;
        raise exception using errcode = 'P0L03';
      end if;
      if v_client <> 'unknown' then
        select pg_catalog.count(*), pg_catalog.min(requested_at) into v_count, v_oldest
          from private.call_me_requests where network = v_network and requested_at > v_now - v_window;
        if v_count >= p_per_network then
          v_until := v_oldest + v_window;
          raise exception using errcode = 'P0L03';
        end if;
      end if;
      insert into private.call_me_requests (client, network, requested_at) values (v_client, v_network, v_now);
    exception when sqlstate 'P0L03' then
      return pg_catalog.jsonb_build_object('outcome', 'rate_limited', 'wait', private.seconds_until(v_until));
    end;

    select pg_catalog.count(*) filter (where called_at > v_now - interval '1 day'), pg_catalog.count(*)
      into v_count, v_month
      from private.call_me_numbers
      where number_hash = v_hash and called_at > v_now - interval '30 days';
    if v_count >= p_per_day or v_month >= p_per_30_days then
      return pg_catalog.jsonb_build_object('outcome', 'number_limited');
    end if;

    if private.add_hit('voice-call-me', 'cap:hour', v_hour) > p_cap_per_hour then
      v_refused := 'hour';
      v_until := v_hour + interval '1 hour';
      raise exception using errcode = 'P0L04';
    end if;
    if private.add_hit('voice-call-me', 'cap:day', v_day) > p_cap_per_day then
      v_refused := 'day';
      v_until := v_day + interval '1 day';
      raise exception using errcode = 'P0L04';
    end if;
    insert into private.call_me_numbers (number_hash, called_at) values (v_hash, v_now) returning id into v_call;
  exception when sqlstate 'P0L04' then
    raise warning 'call me: refused a call, the % cap on calls is reached', v_refused;
    return pg_catalog.jsonb_build_object(
      'outcome', 'over_cap', 'wait', private.seconds_until(v_until), 'window', v_refused
    );
  end;
  return pg_catalog.jsonb_build_object('outcome', 'counted', 'call', v_call);
end;
$$;

--
-- Name: FUNCTION request_call(p_signature text, p_expires_at timestamp with time zone, p_client text, p_network text, p_per_client integer, p_per_network integer, p_window_seconds integer, p_cap_per_hour integer, p_cap_per_day integer, p_number text, p_per_day integer, p_per_30_days integer); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.request_call(p_signature text, p_expires_at timestamp with time zone, p_client text, p_network text, p_per_client integer, p_per_network integer, p_window_seconds integer, p_cap_per_hour integer, p_cap_per_day integer, p_number text, p_per_day integer, p_per_30_days integer) IS 'voice-call-me: spends the captcha, counts the address (rolling), checks the number and the call cap; a refused number costs what a call costs.';

--
-- Name: spend_and_count_call(text, timestamp with time zone, text, text, text, integer, integer, integer, integer, text, integer, integer, text, integer, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.spend_and_count_call(p_signature text, p_expires_at timestamp with time zone, p_bucket text, p_client text, p_network text, p_per_client integer, p_per_network integer, p_global integer, p_window_seconds integer, p_budget_bucket text, p_budget_per_hour integer, p_budget_per_day integer, p_number text, p_per_day integer, p_per_30_days integer) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_now timestamptz := pg_catalog.now();
  v_hash bytea := private.call_number_hash(p_number);
  v_result jsonb;
  v_refused text;
  v_until timestamptz;
  v_day_count integer;
  v_day_oldest timestamptz;
  v_month_count integer;
  v_month_oldest timestamptz;
begin
  -- Two requests for one number wait for each other, so both cannot take its last call.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(pg_catalog.encode(v_hash, 'hex'), 40));
  delete from private.call_me_numbers
  where ctid in (
    select ctid from private.call_me_numbers where called_at < v_now - interval '30 days' limit 50
  );

  begin
    v_result := public.spend_captcha_and_count(
      p_signature, p_expires_at, p_bucket, p_client, p_network,
      p_per_client, p_per_network, p_global, p_window_seconds, null, null
    );
    if v_result ->> 'outcome' <> 'counted' then
      return v_result;
    end if;

    select pg_catalog.count(*) filter (where called_at > v_now - interval '1 day'),
           pg_catalog.min(called_at) filter (where called_at > v_now - interval '1 day'),
           pg_catalog.count(*),
           pg_catalog.min(called_at)
      into v_day_count, v_day_oldest, v_month_count, v_month_oldest
      from private.call_me_numbers
      where number_hash = v_hash and called_at > v_now - interval '30 days';
    if v_day_count >= p_per_day then
      v_refused := 'number';
      v_until := v_day_oldest + interval '1 day';
      raise exception using errcode = 'P0L02';
    end if;
    if v_month_count >= p_per_30_days then
      v_refused := 'number';
      v_until := v_month_oldest + interval '30 days';
      raise exception using errcode = 'P0L02';
    end if;

    if private.add_hit(p_budget_bucket, 'budget:hour', pg_catalog.date_trunc('hour', v_now, 'UTC')) > p_budget_per_hour then
      v_refused := 'hour';
      v_until := pg_catalog.date_trunc('hour', v_now, 'UTC') + interval '1 hour';
      raise exception using errcode = 'P0L02';
    end if;
    if private.add_hit(p_budget_bucket, 'budget:day', pg_catalog.date_trunc('day', v_now, 'UTC')) > p_budget_per_day then
      v_refused := 'day';
      v_until := pg_catalog.date_trunc('day', v_now, 'UTC') + interval '1 day';
      raise exception using errcode = 'P0L02';
    end if;

    insert into private.call_me_numbers (number_hash, called_at) values (v_hash, v_now);
  exception when sqlstate 'P0L02' then
    if v_refused = 'number' then
      return pg_catalog.jsonb_build_object('outcome', 'number_limited', 'wait', private.seconds_until(v_until));
    end if;
    raise warning 'budget: % refused a call, the % budget is used up', p_bucket, v_refused;
    return pg_catalog.jsonb_build_object(
      'outcome', 'over_budget', 'wait', private.seconds_until(v_until), 'window', v_refused
    );
  end;
  return v_result;
end;
$$;

--
-- Name: FUNCTION spend_and_count_call(p_signature text, p_expires_at timestamp with time zone, p_bucket text, p_client text, p_network text, p_per_client integer, p_per_network integer, p_global integer, p_window_seconds integer, p_budget_bucket text, p_budget_per_hour integer, p_budget_per_day integer, p_number text, p_per_day integer, p_per_30_days integer); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.spend_and_count_call(p_signature text, p_expires_at timestamp with time zone, p_bucket text, p_client text, p_network text, p_per_client integer, p_per_network integer, p_global integer, p_window_seconds integer, p_budget_bucket text, p_budget_per_hour integer, p_budget_per_day integer, p_number text, p_per_day integer, p_per_30_days integer) IS 'voice-call-me: spends the captcha and counts the dial per address, per number and against the shared voice budget; a refusal changes nothing.';

--
-- Name: spend_captcha(text, timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.spend_captcha(p_signature text, p_expires_at timestamp with time zone) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_inserted integer;
begin
  delete from private.spent_captchas
  where ctid in (select ctid from private.spent_captchas where expires_at < pg_catalog.now() limit 50);
  insert into private.spent_captchas (signature, expires_at)
  values (p_signature, p_expires_at)
  on conflict (signature) do nothing;
  get diagnostics v_inserted = row_count;
  return v_inserted = 1;
end;
$$;

--
-- Name: FUNCTION spend_captcha(p_signature text, p_expires_at timestamp with time zone); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.spend_captcha(p_signature text, p_expires_at timestamp with time zone) IS 'Superseded by public.spend_captcha_and_count (spend, then count); kept for functions deployed before it.';

--
-- Name: spend_captcha_and_count(text, timestamp with time zone, text, text, text, integer, integer, integer, integer, integer, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.spend_captcha_and_count(p_signature text, p_expires_at timestamp with time zone, p_bucket text, p_client text, p_network text, p_per_client integer, p_per_network integer, p_global integer, p_window_seconds integer, p_budget_per_hour integer DEFAULT NULL::integer, p_budget_per_day integer DEFAULT NULL::integer) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_now timestamptz := pg_catalog.now();
  v_seconds integer := greatest(p_window_seconds, 1);
  v_window_start timestamptz := pg_catalog.to_timestamp(
    pg_catalog.floor(extract(epoch from v_now) / v_seconds) * v_seconds
  );
  v_hour timestamptz := pg_catalog.date_trunc('hour', v_now, 'UTC');
  v_day timestamptz := pg_catalog.date_trunc('day', v_now, 'UTC');
  v_client text := coalesce(nullif(p_client, ''), 'unknown');
  v_network text := 'net:' || coalesce(nullif(p_network, ''), 'unknown');
  v_inserted integer;
  v_global integer;
  -- Set before a refusal raises; plpgsql variables keep their values when the subtransaction rolls back.
  v_refused text;
  v_until timestamptz;
begin
  if exists (select 1 from private.spent_captchas where signature = p_signature) then
    return pg_catalog.jsonb_build_object('outcome', 'reused');
  end if;

  -- Bounded pruning, as in hit_client_limits and spend_captcha: each call removes up to 50 stale rows.
  delete from private.rate_limit_hits
  where ctid in (
    select ctid from private.rate_limit_hits where window_start < v_now - interval '1 day' limit 50
  );
  delete from private.spent_captchas
  where ctid in (select ctid from private.spent_captchas where expires_at < v_now limit 50);

  begin
    insert into private.spent_captchas (signature, expires_at)
    values (p_signature, p_expires_at)
    on conflict (signature) do nothing;
    get diagnostics v_inserted = row_count;
    -- A twin of this payload committed first (it waited on the key): a replay, nothing counted.
    if v_inserted = 0 then
      return pg_catalog.jsonb_build_object('outcome', 'reused');
    end if;

    v_until := v_window_start + make_interval(secs => v_seconds);
    if private.add_hit(p_bucket, v_client, v_window_start) > p_per_client then
      v_refused := 'rate_limited';
      raise exception using errcode = 'P0L01';
    end if;
    -- Unknown clients already share one counter; a second count of it would only halve its allowance.
    if v_client <> 'unknown' and private.add_hit(p_bucket, v_network, v_window_start) > p_per_network then
      v_refused := 'rate_limited';
      raise exception using errcode = 'P0L01';
    end if;
    v_global := private.add_hit(p_bucket, '*', v_window_start);

    if p_budget_per_hour is not null
      and private.add_hit(p_bucket, 'budget:hour', v_hour) > p_budget_per_hour then
      v_refused := 'hour';
      v_until := v_hour + interval '1 hour';
      raise exception using errcode = 'P0L01';
    end if;
    if p_budget_per_day is not null
      and private.add_hit(p_bucket, 'budget:day', v_day) > p_budget_per_day then
      v_refused := 'day';
      v_until := v_day + interval '1 day';
      raise exception using errcode = 'P0L01';
    end if;
  exception when sqlstate 'P0L01' then
    if v_refused = 'rate_limited' then
      return pg_catalog.jsonb_build_object('outcome', 'rate_limited', 'wait', private.seconds_until(v_until));
    end if;
    raise warning 'budget: % refused a start, its % budget is used up', p_bucket, v_refused;
    return pg_catalog.jsonb_build_object(
      'outcome', 'over_budget', 'wait', private.seconds_until(v_until), 'window', v_refused
    );
  end;

  if v_global = p_global + 1 then
    raise warning 'rate limit alarm: % passed its global level of % hits per % s', p_bucket, p_global, v_seconds;
  end if;
  return pg_catalog.jsonb_build_object('outcome', 'counted', 'global', v_global);
end;
$$;

--
-- Name: FUNCTION spend_captcha_and_count(p_signature text, p_expires_at timestamp with time zone, p_bucket text, p_client text, p_network text, p_per_client integer, p_per_network integer, p_global integer, p_window_seconds integer, p_budget_per_hour integer, p_budget_per_day integer); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.spend_captcha_and_count(p_signature text, p_expires_at timestamp with time zone, p_bucket text, p_client text, p_network text, p_per_client integer, p_per_network integer, p_global integer, p_window_seconds integer, p_budget_per_hour integer, p_budget_per_day integer) IS 'Spends a captcha payload and counts the call only when the spend is fresh and every limit and budget allows; a refusal changes nothing. Limits: supabase/functions/_shared/http/limits.ts.';

SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: call_me_key; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.call_me_key (
    id boolean DEFAULT true NOT NULL,
    key bytea NOT NULL,
    CONSTRAINT call_me_key_id_check CHECK (id)
);

--
-- Name: call_me_numbers; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.call_me_numbers (
    number_hash bytea NOT NULL,
    called_at timestamp with time zone DEFAULT now() NOT NULL,
    id bigint NOT NULL,
    conversation_id text,
    state jsonb,
    ended boolean DEFAULT false NOT NULL,
    checked_at timestamp with time zone
);

--
-- Name: TABLE call_me_numbers; Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON TABLE private.call_me_numbers IS 'One row per call placed by voice-call-me: a keyed hash of the number, never the number. Kept 30 days.';

--
-- Name: call_me_numbers_id_seq; Type: SEQUENCE; Schema: private; Owner: -
--

ALTER TABLE private.call_me_numbers ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME private.call_me_numbers_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: call_me_requests; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.call_me_requests (
    client text NOT NULL,
    network text NOT NULL,
    requested_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: rate_limit_hits; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.rate_limit_hits (
    bucket text NOT NULL,
    client text NOT NULL,
    window_start timestamp with time zone NOT NULL,
    hits integer DEFAULT 0 NOT NULL
);

--
-- Name: TABLE rate_limit_hits; Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON TABLE private.rate_limit_hits IS 'Hits per bucket, client address and fixed window. Written only by public.hit_rate_limit.';

--
-- Name: spent_captchas; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.spent_captchas (
    signature text NOT NULL,
    expires_at timestamp with time zone NOT NULL
);

--
-- Name: TABLE spent_captchas; Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON TABLE private.spent_captchas IS 'Captcha signatures already used, kept until they expire. Written only by public.spend_captcha.';

--
-- Name: crm_deliveries; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.crm_deliveries (
    event_id uuid NOT NULL,
    destination text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    next_attempt_at timestamp with time zone DEFAULT now() NOT NULL,
    last_status integer,
    last_error text,
    sent_at timestamp with time zone,
    CONSTRAINT crm_deliveries_status_known CHECK ((status = ANY (ARRAY['pending'::text, 'sent'::text, 'failed'::text, 'skipped'::text])))
);

--
-- Name: TABLE crm_deliveries; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.crm_deliveries IS 'One CRM event''s delivery to one destination, with its retry state. Service role only.';

--
-- Name: crm_destinations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.crm_destinations (
    name text NOT NULL,
    added_at timestamp with time zone DEFAULT now() NOT NULL,
    consecutive_failures integer DEFAULT 0 NOT NULL,
    paused_since timestamp with time zone,
    paused_until timestamp with time zone,
    last_error text
);

--
-- Name: TABLE crm_destinations; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.crm_destinations IS 'Per CRM destination: failures in a row and the pause they lead to. Service role only.';

--
-- Name: crm_events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.crm_events (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    type text NOT NULL,
    dedupe_key text NOT NULL,
    lead_key text,
    snapshot jsonb NOT NULL,
    payload jsonb,
    CONSTRAINT crm_events_snapshot_object CHECK ((jsonb_typeof(snapshot) = 'object'::text)),
    CONSTRAINT crm_events_type_known CHECK ((type = ANY (ARRAY['lead.created'::text, 'meeting.booked'::text, 'lead.forgotten'::text])))
);

--
-- Name: TABLE crm_events; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.crm_events IS 'Lead events for the team''s CRM, one per fact. Service role only: lead details.';

--
-- Name: demo_requests; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.demo_requests (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    name text NOT NULL,
    email text DEFAULT ''::text NOT NULL,
    company text NOT NULL,
    phone text DEFAULT ''::text NOT NULL,
    website text,
    ai_help text,
    additional_notes text,
    source text DEFAULT 'contact'::text NOT NULL,
    notified_at timestamp with time zone,
    email_sent_at timestamp with time zone,
    email_queued_by text,
    locale text DEFAULT 'en'::text,
    CONSTRAINT demo_requests_additional_notes_length CHECK ((char_length(additional_notes) <= 5000)),
    CONSTRAINT demo_requests_ai_help_length CHECK ((char_length(ai_help) <= 5000)),
    CONSTRAINT demo_requests_company_length CHECK (((btrim(company) <> ''::text) AND (char_length(company) <= 200))),
    CONSTRAINT demo_requests_email_queued_by_known CHECK ((email_queued_by = ANY (ARRAY['request'::text, 'sweep'::text]))),
    CONSTRAINT demo_requests_email_shape CHECK (((char_length(email) <= 320) AND ((email = ''::text) OR (email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text)))),
    CONSTRAINT demo_requests_locale_shape CHECK (((char_length(locale) <= 35) AND (locale ~ '^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$'::text))),
    CONSTRAINT demo_requests_name_length CHECK (((btrim(name) <> ''::text) AND (char_length(name) <= 200))),
    CONSTRAINT demo_requests_phone_length CHECK ((char_length(phone) <= 50)),
    CONSTRAINT demo_requests_source_known CHECK ((source = ANY (ARRAY['contact'::text, 'demo_modal'::text]))),
    CONSTRAINT demo_requests_website_length CHECK ((char_length(website) <= 500))
);

--
-- Name: TABLE demo_requests; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.demo_requests IS 'Contact and Book a Demo requests. Browser (anon) may insert contact rows only; read with the service role.';

--
-- Name: COLUMN demo_requests.notified_at; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.demo_requests.notified_at IS 'When this lead''s e-mail to the team was queued (public.queue_lead_email); null = never. Never cleared.';

--
-- Name: COLUMN demo_requests.email_sent_at; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.demo_requests.email_sent_at IS 'When the drain handed this lead''s e-mail to the provider; null = not yet (or before 20261127110000).';

--
-- Name: COLUMN demo_requests.locale; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.demo_requests.locale IS 'Language of the page the lead came from (BCP 47, e.g. es); the site''s own language when the page sent none.';

--
-- Name: email_outbox; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.email_outbox (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    dedupe_key text NOT NULL,
    subject text NOT NULL,
    body text NOT NULL,
    reply_to text,
    status text DEFAULT 'pending'::text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    next_attempt_at timestamp with time zone DEFAULT now() NOT NULL,
    last_error text,
    sent_at timestamp with time zone,
    recipients text[],
    CONSTRAINT email_outbox_recipients_count CHECK (((recipients IS NULL) OR ((cardinality(recipients) >= 1) AND (cardinality(recipients) <= 20)))),
    CONSTRAINT email_outbox_status_known CHECK ((status = ANY (ARRAY['pending'::text, 'sent'::text, 'failed'::text])))
);

--
-- Name: TABLE email_outbox; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.email_outbox IS 'Queued notification e-mails with retry state. Service role only: the text holds lead details.';

--
-- Name: voice_sessions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.voice_sessions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    conversation_id text NOT NULL,
    flow text NOT NULL,
    agent_id text NOT NULL,
    details jsonb DEFAULT '{}'::jsonb NOT NULL,
    notice_shown boolean NOT NULL,
    page text,
    outcome_at timestamp with time zone,
    duration_seconds integer,
    call_successful text,
    summary text,
    data_collection jsonb,
    transcript jsonb,
    notified_at timestamp with time zone,
    evaluation jsonb,
    email_sent_at timestamp with time zone,
    email_to jsonb,
    locale text DEFAULT 'en'::text,
    phone_e164 text,
    time_zone text,
    booking_offers jsonb,
    booking_claimed_at timestamp with time zone,
    booking jsonb,
    booked_at timestamp with time zone,
    booking_email text,
    booking_failed text,
    channel text DEFAULT 'browser'::text NOT NULL,
    CONSTRAINT voice_sessions_agent_id_shape CHECK ((agent_id ~ '^[A-Za-z0-9_-]{1,100}$'::text)),
    CONSTRAINT voice_sessions_booking_failed_length CHECK ((char_length(booking_failed) <= 100)),
    CONSTRAINT voice_sessions_booking_object CHECK (((jsonb_typeof(booking) = 'object'::text) AND (pg_column_size(booking) <= 4096))),
    CONSTRAINT voice_sessions_booking_offers_array CHECK (((jsonb_typeof(booking_offers) = 'array'::text) AND (pg_column_size(booking_offers) <= 4096))),
    CONSTRAINT voice_sessions_channel_known CHECK ((channel = ANY (ARRAY['browser'::text, 'phone'::text]))),
    CONSTRAINT voice_sessions_conversation_id_shape CHECK ((conversation_id ~ '^[A-Za-z0-9_-]{1,200}$'::text)),
    CONSTRAINT voice_sessions_data_collection_object CHECK (((jsonb_typeof(data_collection) = 'object'::text) AND (pg_column_size(data_collection) <= 32768))),
    CONSTRAINT voice_sessions_details_object CHECK (((jsonb_typeof(details) = 'object'::text) AND (pg_column_size(details) <= 4096))),
    CONSTRAINT voice_sessions_duration_range CHECK (((duration_seconds >= 0) AND (duration_seconds <= 86400))),
    CONSTRAINT voice_sessions_email_to_list CHECK (((email_to IS NULL) OR ((jsonb_typeof(email_to) = 'array'::text) AND ((jsonb_array_length(email_to) >= 1) AND (jsonb_array_length(email_to) <= 20))))),
    CONSTRAINT voice_sessions_evaluation_object CHECK (((jsonb_typeof(evaluation) = 'object'::text) AND (pg_column_size(evaluation) <= 32768))),
    CONSTRAINT voice_sessions_flow_shape CHECK ((flow ~ '^[a-z0-9-]{1,100}$'::text)),
    CONSTRAINT voice_sessions_locale_shape CHECK (((char_length(locale) <= 35) AND (locale ~ '^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$'::text))),
    CONSTRAINT voice_sessions_page_length CHECK ((char_length(page) <= 500)),
    CONSTRAINT voice_sessions_phone_e164 CHECK ((phone_e164 ~ '^\+[1-9][0-9]{5,14}$'::text)),
    CONSTRAINT voice_sessions_summary_length CHECK ((char_length(summary) <= 20000)),
    CONSTRAINT voice_sessions_time_zone_shape CHECK ((time_zone ~ '^[A-Za-z0-9_+/-]{1,64}$'::text))
);

--
-- Name: TABLE voice_sessions; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.voice_sessions IS 'Voice demo and interview sessions with their post-call outcome. Service role only.';

--
-- Name: COLUMN voice_sessions.data_collection; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.voice_sessions.data_collection IS 'The flow''s collect fields as ElevenLabs extracted them: { id: { value, rationale } }. Null until the webhook.';

--
-- Name: COLUMN voice_sessions.notified_at; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.voice_sessions.notified_at IS 'When this session''s e-mail to the team was queued (public.queue_lead_email); null = never. Never cleared.';

--
-- Name: COLUMN voice_sessions.evaluation; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.voice_sessions.evaluation IS 'ElevenLabs'' verdict per evaluation criterion of the flow: { id: { result, rationale } }. Null until the webhook.';

--
-- Name: COLUMN voice_sessions.email_to; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.voice_sessions.email_to IS 'Who the outcome''s e-mail is owed to, stored with the outcome; null = none (too short, or the flow notifies nobody).';

--
-- Name: COLUMN voice_sessions.locale; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.voice_sessions.locale IS 'Language of the page the session started on (BCP 47, e.g. es); the site''s own language when the page sent none.';

--
-- Name: COLUMN voice_sessions.time_zone; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.voice_sessions.time_zone IS 'The visitor''s IANA time zone, e.g. Europe/Madrid.';

--
-- Name: COLUMN voice_sessions.booking; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.voice_sessions.booking IS 'The meeting booked in the call: { id, uid, start, end, timeZone, rescheduleUrl, cancelUrl }.';

--
-- Name: call_me_key call_me_key_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.call_me_key
    ADD CONSTRAINT call_me_key_pkey PRIMARY KEY (id);

--
-- Name: rate_limit_hits rate_limit_hits_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.rate_limit_hits
    ADD CONSTRAINT rate_limit_hits_pkey PRIMARY KEY (bucket, client, window_start);

--
-- Name: spent_captchas spent_captchas_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.spent_captchas
    ADD CONSTRAINT spent_captchas_pkey PRIMARY KEY (signature);

--
-- Name: crm_deliveries crm_deliveries_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.crm_deliveries
    ADD CONSTRAINT crm_deliveries_pkey PRIMARY KEY (event_id, destination);

--
-- Name: crm_destinations crm_destinations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.crm_destinations
    ADD CONSTRAINT crm_destinations_pkey PRIMARY KEY (name);

--
-- Name: crm_events crm_events_dedupe_key_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.crm_events
    ADD CONSTRAINT crm_events_dedupe_key_key UNIQUE (dedupe_key);

--
-- Name: crm_events crm_events_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.crm_events
    ADD CONSTRAINT crm_events_pkey PRIMARY KEY (id);

--
-- Name: demo_requests demo_requests_no_control_characters; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.demo_requests
    ADD CONSTRAINT demo_requests_no_control_characters CHECK (((concat(name, email, company, phone, website) !~ '[\u0001-\u001F\u007F-\u009F]'::text) AND (concat(ai_help, additional_notes) !~ '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]'::text))) NOT VALID;

--
-- Name: demo_requests demo_requests_phone_shape; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.demo_requests
    ADD CONSTRAINT demo_requests_phone_shape CHECK (((phone = ''::text) OR ((phone ~ '^\+?[0-9 ()./-]+$'::text) AND ((char_length(regexp_replace(phone, '[^0-9]'::text, ''::text, 'g'::text)) >= 6) AND (char_length(regexp_replace(phone, '[^0-9]'::text, ''::text, 'g'::text)) <= 20))))) NOT VALID;

--
-- Name: demo_requests demo_requests_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.demo_requests
    ADD CONSTRAINT demo_requests_pkey PRIMARY KEY (id);

--
-- Name: demo_requests demo_requests_text_not_blank; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.demo_requests
    ADD CONSTRAINT demo_requests_text_not_blank CHECK (((regexp_replace(name, '[\t\n\v\f\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]'::text, ''::text, 'g'::text) <> ''::text) AND (regexp_replace(company, '[\t\n\v\f\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]'::text, ''::text, 'g'::text) <> ''::text))) NOT VALID;

--
-- Name: email_outbox email_outbox_dedupe_key_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.email_outbox
    ADD CONSTRAINT email_outbox_dedupe_key_key UNIQUE (dedupe_key);

--
-- Name: email_outbox email_outbox_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.email_outbox
    ADD CONSTRAINT email_outbox_pkey PRIMARY KEY (id);

--
-- Name: voice_sessions voice_sessions_conversation_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.voice_sessions
    ADD CONSTRAINT voice_sessions_conversation_id_key UNIQUE (conversation_id);

--
-- Name: voice_sessions voice_sessions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.voice_sessions
    ADD CONSTRAINT voice_sessions_pkey PRIMARY KEY (id);

--
-- Name: call_me_numbers_called_at; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX call_me_numbers_called_at ON private.call_me_numbers USING btree (called_at);

--
-- Name: call_me_numbers_conversation; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX call_me_numbers_conversation ON private.call_me_numbers USING btree (conversation_id);

--
-- Name: call_me_numbers_hash; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX call_me_numbers_hash ON private.call_me_numbers USING btree (number_hash, called_at);

--
-- Name: call_me_numbers_id; Type: INDEX; Schema: private; Owner: -
--

CREATE UNIQUE INDEX call_me_numbers_id ON private.call_me_numbers USING btree (id);

--
-- Name: call_me_requests_at; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX call_me_requests_at ON private.call_me_requests USING btree (requested_at);

--
-- Name: call_me_requests_client; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX call_me_requests_client ON private.call_me_requests USING btree (client, requested_at);

--
-- Name: call_me_requests_network; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX call_me_requests_network ON private.call_me_requests USING btree (network, requested_at);

--
-- Name: rate_limit_hits_window_start; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX rate_limit_hits_window_start ON private.rate_limit_hits USING btree (window_start);

--
-- Name: spent_captchas_expires_at; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX spent_captchas_expires_at ON private.spent_captchas USING btree (expires_at);

--
-- Name: crm_deliveries_due; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX crm_deliveries_due ON public.crm_deliveries USING btree (next_attempt_at) WHERE (status = 'pending'::text);

--
-- Name: crm_events_created_at; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX crm_events_created_at ON public.crm_events USING btree (created_at);

--
-- Name: crm_events_lead_key; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX crm_events_lead_key ON public.crm_events USING btree (lead_key);

--
-- Name: email_outbox_due; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX email_outbox_due ON public.email_outbox USING btree (next_attempt_at) WHERE (status = 'pending'::text);

--
-- Name: voice_sessions_booking_email_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX voice_sessions_booking_email_idx ON public.voice_sessions USING btree (booking_email, booked_at) WHERE (booking_email IS NOT NULL);

--
-- Name: voice_sessions_created_at; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX voice_sessions_created_at ON public.voice_sessions USING btree (created_at);

--
-- Name: voice_sessions_phone_e164; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX voice_sessions_phone_e164 ON public.voice_sessions USING btree (phone_e164);

--
-- Name: crm_deliveries crm_deliveries_forget_delivered_erasure; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER crm_deliveries_forget_delivered_erasure AFTER UPDATE OF status ON public.crm_deliveries FOR EACH ROW EXECUTE FUNCTION private.crm_forget_delivered_erasure();

--
-- Name: demo_requests demo_requests_contact_guard; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER demo_requests_contact_guard BEFORE INSERT ON public.demo_requests FOR EACH ROW EXECUTE FUNCTION private.demo_requests_contact_guard();

--
-- Name: demo_requests demo_requests_delete_crm_events; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER demo_requests_delete_crm_events AFTER DELETE ON public.demo_requests FOR EACH ROW EXECUTE FUNCTION private.delete_lead_crm_events();

--
-- Name: demo_requests demo_requests_one_row_per_statement; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER demo_requests_one_row_per_statement AFTER INSERT ON public.demo_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.demo_requests_one_row_per_statement();

--
-- Name: demo_requests demo_requests_queue_crm_event; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER demo_requests_queue_crm_event AFTER INSERT ON public.demo_requests FOR EACH ROW EXECUTE FUNCTION private.demo_requests_queue_crm_event();

--
-- Name: email_outbox email_outbox_mark_lead_sent; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER email_outbox_mark_lead_sent AFTER UPDATE OF status ON public.email_outbox FOR EACH ROW EXECUTE FUNCTION private.email_outbox_mark_lead_sent();

--
-- Name: voice_sessions voice_sessions_delete_crm_events; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER voice_sessions_delete_crm_events AFTER DELETE ON public.voice_sessions FOR EACH ROW EXECUTE FUNCTION private.delete_lead_crm_events();

--
-- Name: voice_sessions voice_sessions_queue_crm_event; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER voice_sessions_queue_crm_event AFTER INSERT OR UPDATE OF outcome_at ON public.voice_sessions FOR EACH ROW EXECUTE FUNCTION private.voice_sessions_queue_crm_event();

--
-- Name: voice_sessions voice_sessions_queue_meeting_booked; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER voice_sessions_queue_meeting_booked AFTER INSERT OR UPDATE OF booking ON public.voice_sessions FOR EACH ROW WHEN ((new.booking IS NOT NULL)) EXECUTE FUNCTION private.voice_sessions_queue_meeting_booked();

--
-- Name: crm_deliveries crm_deliveries_event_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.crm_deliveries
    ADD CONSTRAINT crm_deliveries_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.crm_events(id) ON DELETE CASCADE;

--
-- Name: call_me_key No direct access; Type: POLICY; Schema: private; Owner: -
--

CREATE POLICY "No direct access" ON private.call_me_key AS RESTRICTIVE USING (false) WITH CHECK (false);

--
-- Name: call_me_numbers No direct access; Type: POLICY; Schema: private; Owner: -
--

CREATE POLICY "No direct access" ON private.call_me_numbers AS RESTRICTIVE USING (false) WITH CHECK (false);

--
-- Name: call_me_requests No direct access; Type: POLICY; Schema: private; Owner: -
--

CREATE POLICY "No direct access" ON private.call_me_requests AS RESTRICTIVE USING (false) WITH CHECK (false);

--
-- Name: rate_limit_hits No direct access; Type: POLICY; Schema: private; Owner: -
--

CREATE POLICY "No direct access" ON private.rate_limit_hits AS RESTRICTIVE USING (false) WITH CHECK (false);

--
-- Name: spent_captchas No direct access; Type: POLICY; Schema: private; Owner: -
--

CREATE POLICY "No direct access" ON private.spent_captchas AS RESTRICTIVE USING (false) WITH CHECK (false);

--
-- Name: call_me_key; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.call_me_key ENABLE ROW LEVEL SECURITY;

--
-- Name: call_me_numbers; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.call_me_numbers ENABLE ROW LEVEL SECURITY;

--
-- Name: call_me_requests; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.call_me_requests ENABLE ROW LEVEL SECURITY;

--
-- Name: rate_limit_hits; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.rate_limit_hits ENABLE ROW LEVEL SECURITY;

--
-- Name: spent_captchas; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.spent_captchas ENABLE ROW LEVEL SECURITY;

--
-- Name: crm_deliveries No access through the API keys; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "No access through the API keys" ON public.crm_deliveries AS RESTRICTIVE USING (false) WITH CHECK (false);

--
-- Name: crm_destinations No access through the API keys; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "No access through the API keys" ON public.crm_destinations AS RESTRICTIVE USING (false) WITH CHECK (false);

--
-- Name: crm_events No access through the API keys; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "No access through the API keys" ON public.crm_events AS RESTRICTIVE USING (false) WITH CHECK (false);

--
-- Name: email_outbox No access through the API keys; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "No access through the API keys" ON public.email_outbox AS RESTRICTIVE USING (false) WITH CHECK (false);

--
-- Name: demo_requests Visitors can submit contact requests; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Visitors can submit contact requests" ON public.demo_requests FOR INSERT TO anon WITH CHECK ((source = 'contact'::text));

--
-- Name: voice_sessions Visitors never read or write voice sessions; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Visitors never read or write voice sessions" ON public.voice_sessions AS RESTRICTIVE TO anon, authenticated USING (false) WITH CHECK (false);

--
-- Name: crm_deliveries; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.crm_deliveries ENABLE ROW LEVEL SECURITY;

--
-- Name: crm_destinations; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.crm_destinations ENABLE ROW LEVEL SECURITY;

--
-- Name: crm_events; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.crm_events ENABLE ROW LEVEL SECURITY;

--
-- Name: demo_requests; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.demo_requests ENABLE ROW LEVEL SECURITY;

--
-- Name: email_outbox; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.email_outbox ENABLE ROW LEVEL SECURITY;

--
-- Name: voice_sessions; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.voice_sessions ENABLE ROW LEVEL SECURITY;

--
-- Name: FUNCTION add_hit(p_bucket text, p_client text, p_window_start timestamp with time zone); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.add_hit(p_bucket text, p_client text, p_window_start timestamp with time zone) FROM PUBLIC;

--
-- Name: FUNCTION call_number_hash(p_number text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.call_number_hash(p_number text) FROM PUBLIC;

--
-- Name: FUNCTION client_address(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.client_address() FROM PUBLIC;

--
-- Name: FUNCTION client_inet(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.client_inet() FROM PUBLIC;

--
-- Name: FUNCTION client_network(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.client_network() FROM PUBLIC;

--
-- Name: FUNCTION crm_forget_delivered_erasure(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.crm_forget_delivered_erasure() FROM PUBLIC;

--
-- Name: FUNCTION delete_lead_crm_events(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.delete_lead_crm_events() FROM PUBLIC;

--
-- Name: FUNCTION demo_requests_contact_guard(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.demo_requests_contact_guard() FROM PUBLIC;

--
-- Name: FUNCTION demo_requests_one_row_per_statement(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.demo_requests_one_row_per_statement() FROM PUBLIC;

--
-- Name: FUNCTION demo_requests_queue_crm_event(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.demo_requests_queue_crm_event() FROM PUBLIC;

--
-- Name: FUNCTION email_outbox_mark_lead_sent(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.email_outbox_mark_lead_sent() FROM PUBLIC;

--
-- Name: FUNCTION queue_crm_event(p_type text, p_dedupe_key text, p_lead_key text, p_snapshot jsonb); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.queue_crm_event(p_type text, p_dedupe_key text, p_lead_key text, p_snapshot jsonb) FROM PUBLIC;

--
-- Name: FUNCTION seconds_until(p_until timestamp with time zone); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.seconds_until(p_until timestamp with time zone) FROM PUBLIC;

--
-- Name: FUNCTION voice_sessions_queue_crm_event(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.voice_sessions_queue_crm_event() FROM PUBLIC;

--
-- Name: FUNCTION voice_sessions_queue_meeting_booked(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.voice_sessions_queue_meeting_booked() FROM PUBLIC;

--
-- Name: FUNCTION call_budget_use(p_bucket text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.call_budget_use(p_bucket text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.call_budget_use(p_bucket text) TO service_role;

--
-- Name: FUNCTION call_me_placed(p_call bigint, p_conversation_id text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.call_me_placed(p_call bigint, p_conversation_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.call_me_placed(p_call bigint, p_conversation_id text) TO service_role;

--
-- Name: FUNCTION call_me_poll(p_conversation_id text, p_client text, p_per_call integer, p_per_client integer, p_window_seconds integer, p_refresh_seconds integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.call_me_poll(p_conversation_id text, p_client text, p_per_call integer, p_per_client integer, p_window_seconds integer, p_refresh_seconds integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.call_me_poll(p_conversation_id text, p_client text, p_per_call integer, p_per_client integer, p_window_seconds integer, p_refresh_seconds integer) TO service_role;

--
-- Name: FUNCTION call_me_poll_store(p_conversation_id text, p_state jsonb, p_ended boolean); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.call_me_poll_store(p_conversation_id text, p_state jsonb, p_ended boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.call_me_poll_store(p_conversation_id text, p_state jsonb, p_ended boolean) TO service_role;

--
-- Name: FUNCTION client_address_probe(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.client_address_probe() FROM PUBLIC;
GRANT ALL ON FUNCTION public.client_address_probe() TO service_role;

--
-- Name: FUNCTION crm_claim_delivery(p_event_id uuid, p_destination text, p_attempts integer, p_lease_until timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.crm_claim_delivery(p_event_id uuid, p_destination text, p_attempts integer, p_lease_until timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.crm_claim_delivery(p_event_id uuid, p_destination text, p_attempts integer, p_lease_until timestamp with time zone) TO service_role;

--
-- Name: FUNCTION crm_due_deliveries(p_destinations jsonb, p_now timestamp with time zone, p_limit integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.crm_due_deliveries(p_destinations jsonb, p_now timestamp with time zone, p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.crm_due_deliveries(p_destinations jsonb, p_now timestamp with time zone, p_limit integer) TO service_role;

--
-- Name: FUNCTION crm_lead_deliveries(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.crm_lead_deliveries() FROM PUBLIC;
GRANT ALL ON FUNCTION public.crm_lead_deliveries() TO service_role;

--
-- Name: FUNCTION crm_paused_destinations(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.crm_paused_destinations() FROM PUBLIC;
GRANT ALL ON FUNCTION public.crm_paused_destinations() TO service_role;

--
-- Name: FUNCTION crm_record_attempt(p_event_id uuid, p_destination text, p_outcome text, p_status integer, p_error text, p_at timestamp with time zone, p_retry_at timestamp with time zone, p_pause_after integer, p_pause_until timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.crm_record_attempt(p_event_id uuid, p_destination text, p_outcome text, p_status integer, p_error text, p_at timestamp with time zone, p_retry_at timestamp with time zone, p_pause_after integer, p_pause_until timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.crm_record_attempt(p_event_id uuid, p_destination text, p_outcome text, p_status integer, p_error text, p_at timestamp with time zone, p_retry_at timestamp with time zone, p_pause_after integer, p_pause_until timestamp with time zone) TO service_role;

--
-- Name: FUNCTION crm_set_payload(p_event_id uuid, p_payload jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.crm_set_payload(p_event_id uuid, p_payload jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.crm_set_payload(p_event_id uuid, p_payload jsonb) TO service_role;

--
-- Name: FUNCTION delete_expired_call_numbers(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.delete_expired_call_numbers() FROM PUBLIC;
GRANT ALL ON FUNCTION public.delete_expired_call_numbers() TO service_role;

--
-- Name: FUNCTION delete_expired_leads(p_request_days integer, p_outbox_days integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.delete_expired_leads(p_request_days integer, p_outbox_days integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.delete_expired_leads(p_request_days integer, p_outbox_days integer) TO service_role;

--
-- Name: FUNCTION delete_expired_voice_sessions(p_retention_days integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.delete_expired_voice_sessions(p_retention_days integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.delete_expired_voice_sessions(p_retention_days integer) TO service_role;

--
-- Name: FUNCTION forget_call_numbers(p_phones text[], p_dry_run boolean); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.forget_call_numbers(p_phones text[], p_dry_run boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.forget_call_numbers(p_phones text[], p_dry_run boolean) TO service_role;

--
-- Name: FUNCTION forget_call_rows(p_phones text[], p_dry_run boolean); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.forget_call_rows(p_phones text[], p_dry_run boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.forget_call_rows(p_phones text[], p_dry_run boolean) TO service_role;

--
-- Name: FUNCTION forget_person(p_email text, p_phone text, p_dry_run boolean); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.forget_person(p_email text, p_phone text, p_dry_run boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.forget_person(p_email text, p_phone text, p_dry_run boolean) TO service_role;

--
-- Name: FUNCTION forget_person_by_forms(p_email text, p_phones text[], p_dry_run boolean); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.forget_person_by_forms(p_email text, p_phones text[], p_dry_run boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.forget_person_by_forms(p_email text, p_phones text[], p_dry_run boolean) TO service_role;

--
-- Name: FUNCTION forget_person_by_forms_records(p_email text, p_phones text[], p_dry_run boolean); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.forget_person_by_forms_records(p_email text, p_phones text[], p_dry_run boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.forget_person_by_forms_records(p_email text, p_phones text[], p_dry_run boolean) TO service_role;

--
-- Name: FUNCTION forget_person_records(p_email text, p_phone text, p_dry_run boolean); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.forget_person_records(p_email text, p_phone text, p_dry_run boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.forget_person_records(p_email text, p_phone text, p_dry_run boolean) TO service_role;

--
-- Name: FUNCTION hit_client_limits(p_bucket text, p_client text, p_network text, p_per_client integer, p_per_network integer, p_global integer, p_window_seconds integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.hit_client_limits(p_bucket text, p_client text, p_network text, p_per_client integer, p_per_network integer, p_global integer, p_window_seconds integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.hit_client_limits(p_bucket text, p_client text, p_network text, p_per_client integer, p_per_network integer, p_global integer, p_window_seconds integer) TO service_role;

--
-- Name: FUNCTION hit_rate_limit(p_bucket text, p_client text, p_per_client integer, p_global integer, p_window_seconds integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.hit_rate_limit(p_bucket text, p_client text, p_per_client integer, p_global integer, p_window_seconds integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.hit_rate_limit(p_bucket text, p_client text, p_per_client integer, p_global integer, p_window_seconds integer) TO service_role;

--
-- Name: FUNCTION leads_without_email(p_limit integer, p_contact_grace_seconds integer, p_contact_daily_cap integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.leads_without_email(p_limit integer, p_contact_grace_seconds integer, p_contact_daily_cap integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.leads_without_email(p_limit integer, p_contact_grace_seconds integer, p_contact_daily_cap integer) TO service_role;

--
-- Name: FUNCTION queue_lead_email(p_key text, p_subject text, p_body text, p_reply_to text, p_recipients jsonb, p_by text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.queue_lead_email(p_key text, p_subject text, p_body text, p_reply_to text, p_recipients jsonb, p_by text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.queue_lead_email(p_key text, p_subject text, p_body text, p_reply_to text, p_recipients jsonb, p_by text) TO service_role;

--
-- Name: FUNCTION queue_meeting_booked(p_booking_id text, p_start timestamp with time zone, p_time_zone text, p_conversation_id text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.queue_meeting_booked(p_booking_id text, p_start timestamp with time zone, p_time_zone text, p_conversation_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.queue_meeting_booked(p_booking_id text, p_start timestamp with time zone, p_time_zone text, p_conversation_id text) TO service_role;

--
-- Name: FUNCTION rate_limit_counters(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.rate_limit_counters() FROM PUBLIC;
GRANT ALL ON FUNCTION public.rate_limit_counters() TO service_role;

--
-- Name: FUNCTION rate_limit_load(p_window_seconds integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.rate_limit_load(p_window_seconds integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.rate_limit_load(p_window_seconds integer) TO service_role;

--
-- Name: FUNCTION request_call(p_signature text, p_expires_at timestamp with time zone, p_client text, p_network text, p_per_client integer, p_per_network integer, p_window_seconds integer, p_cap_per_hour integer, p_cap_per_day integer, p_number text, p_per_day integer, p_per_30_days integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.request_call(p_signature text, p_expires_at timestamp with time zone, p_client text, p_network text, p_per_client integer, p_per_network integer, p_window_seconds integer, p_cap_per_hour integer, p_cap_per_day integer, p_number text, p_per_day integer, p_per_30_days integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.request_call(p_signature text, p_expires_at timestamp with time zone, p_client text, p_network text, p_per_client integer, p_per_network integer, p_window_seconds integer, p_cap_per_hour integer, p_cap_per_day integer, p_number text, p_per_day integer, p_per_30_days integer) TO service_role;

--
-- Name: FUNCTION spend_and_count_call(p_signature text, p_expires_at timestamp with time zone, p_bucket text, p_client text, p_network text, p_per_client integer, p_per_network integer, p_global integer, p_window_seconds integer, p_budget_bucket text, p_budget_per_hour integer, p_budget_per_day integer, p_number text, p_per_day integer, p_per_30_days integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.spend_and_count_call(p_signature text, p_expires_at timestamp with time zone, p_bucket text, p_client text, p_network text, p_per_client integer, p_per_network integer, p_global integer, p_window_seconds integer, p_budget_bucket text, p_budget_per_hour integer, p_budget_per_day integer, p_number text, p_per_day integer, p_per_30_days integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.spend_and_count_call(p_signature text, p_expires_at timestamp with time zone, p_bucket text, p_client text, p_network text, p_per_client integer, p_per_network integer, p_global integer, p_window_seconds integer, p_budget_bucket text, p_budget_per_hour integer, p_budget_per_day integer, p_number text, p_per_day integer, p_per_30_days integer) TO service_role;

--
-- Name: FUNCTION spend_captcha(p_signature text, p_expires_at timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.spend_captcha(p_signature text, p_expires_at timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.spend_captcha(p_signature text, p_expires_at timestamp with time zone) TO service_role;

--
-- Name: FUNCTION spend_captcha_and_count(p_signature text, p_expires_at timestamp with time zone, p_bucket text, p_client text, p_network text, p_per_client integer, p_per_network integer, p_global integer, p_window_seconds integer, p_budget_per_hour integer, p_budget_per_day integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.spend_captcha_and_count(p_signature text, p_expires_at timestamp with time zone, p_bucket text, p_client text, p_network text, p_per_client integer, p_per_network integer, p_global integer, p_window_seconds integer, p_budget_per_hour integer, p_budget_per_day integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.spend_captcha_and_count(p_signature text, p_expires_at timestamp with time zone, p_bucket text, p_client text, p_network text, p_per_client integer, p_per_network integer, p_global integer, p_window_seconds integer, p_budget_per_hour integer, p_budget_per_day integer) TO service_role;

--
-- Name: TABLE crm_deliveries; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.crm_deliveries TO service_role;

--
-- Name: TABLE crm_destinations; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.crm_destinations TO service_role;

--
-- Name: TABLE crm_events; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.crm_events TO service_role;

--
-- Name: TABLE demo_requests; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.demo_requests TO service_role;

--
-- Name: COLUMN demo_requests.id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(id) ON TABLE public.demo_requests TO anon;

--
-- Name: COLUMN demo_requests.name; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(name) ON TABLE public.demo_requests TO anon;

--
-- Name: COLUMN demo_requests.email; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(email) ON TABLE public.demo_requests TO anon;

--
-- Name: COLUMN demo_requests.company; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(company) ON TABLE public.demo_requests TO anon;

--
-- Name: COLUMN demo_requests.phone; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(phone) ON TABLE public.demo_requests TO anon;

--
-- Name: COLUMN demo_requests.locale; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(locale) ON TABLE public.demo_requests TO anon;

--
-- Name: TABLE email_outbox; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.email_outbox TO service_role;

--
-- Name: TABLE voice_sessions; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.voice_sessions TO service_role;

--
-- PostgreSQL database dump complete
--
