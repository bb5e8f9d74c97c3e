-- "Call me", hardened: one database call per request, public.request_call, replaces
-- public.spend_and_count_call (kept for functions deployed before this migration), with these rules:
--   1. A payload already spent: 'reused', nothing written.
--   2. The captcha is spent and the request counted against its address and network in rolling windows
--      (the last p_window_seconds, not a calendar day, so no address gets two days' worth around
--      midnight); past a limit, 'rate_limited' and nothing is spent or counted.
--   3. The number's own limit (p_per_day in 24 hours, p_per_30_days in 30 days): past it,
--      'number_limited' with no time, and the spend and the address count stay. A refused number costs
--      what a placed call costs, so a captcha cannot test many numbers, and the answer says nothing about
--      when the number was called.
--   4. The site-wide cap on calls (site.yaml callMe.perHour / perDay), counted apart from the browser
--      demos' voice budget so Call me can never make the browser demos unavailable: past it 'over_cap'
--      and nothing at all is written (a visitor keeps their allowance and may use the browser demo).
--   5. 'counted' with the id of the call's row, which the function fills with the conversation id
--      (public.call_me_placed) the moment ElevenLabs answers, before anything else can fail: erasure finds
--      every conversation of a number from these rows, even when the session row was never stored.
-- Address, network and number are serialised by advisory locks taken in that order (every request takes
-- one of each in the same order, so they cannot deadlock): two requests cannot both take a last slot.
--
-- The status poll (GET voice-call-me?call=) reads and fills a cache on the same row, public.call_me_poll:
-- at most one request per p_refresh_seconds asks ElevenLabs, the others get the stored state, and an ended
-- call is answered from its stored outcome for good. Polls are counted per call and per address.
--
-- voice_sessions gains phone_e164: the number as E.164 beside what the visitor typed, for erasure.
--
-- splinter, read by hand: 0011 search_path = '' everywhere; 0013 new tables in schema private, RLS on;
-- 0008 a restrictive deny policy on each; 0028/0029 execute for service_role only.

alter table private.call_me_numbers
  add column id bigint generated always as identity,
  add column conversation_id text,
  add column state jsonb,
  add column ended boolean not null default false,
  add column checked_at timestamptz;
create unique index call_me_numbers_id on private.call_me_numbers (id);
create index call_me_numbers_conversation on private.call_me_numbers (conversation_id);

alter table public.voice_sessions add column phone_e164 text
  constraint voice_sessions_phone_e164 check (phone_e164 ~ '^\+[1-9][0-9]{5,14}$');
create index voice_sessions_phone_e164 on public.voice_sessions (phone_e164);

-- One row per counted Call me request (a placed call or a refused number): the rolling per-address counts.
create table private.call_me_requests (
  client text not null,
  network text not null,
  requested_at timestamptz not null default pg_catalog.now()
);
create index call_me_requests_client on private.call_me_requests (client, requested_at);
create index call_me_requests_network on private.call_me_requests (network, requested_at);
create index call_me_requests_at on private.call_me_requests (requested_at);

alter table private.call_me_requests enable row level security;
revoke all on table private.call_me_requests from public;
create policy "No direct access" on private.call_me_requests as restrictive
  for all to public using (false) with check (false);

-- {"outcome": "counted", "call": id} | {"outcome": "reused"} | {"outcome": "rate_limited", "wait": s} |
-- {"outcome": "number_limited"} | {"outcome": "over_cap", "wait": s, "window": "hour" | "day"}.
create or replace function public.request_call(
  p_signature text,
  p_expires_at timestamptz,
  p_client text,
  p_network text,
  p_per_client integer,
  p_per_network integer,
  p_window_seconds integer,
  p_cap_per_hour integer,
  p_cap_per_day integer,
  p_number text,
  p_per_day integer,
  p_per_30_days integer
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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

comment on function public.request_call(
  text, timestamptz, text, text, integer, integer, integer, integer, integer, text, integer, integer
) is
  'voice-call-me: spends the captcha, counts the address (rolling), checks the number and the call cap; a refused number costs what a call costs.';
revoke all on function public.request_call(
  text, timestamptz, text, text, integer, integer, integer, integer, integer, text, integer, integer
) from public, anon, authenticated;
grant execute on function public.request_call(
  text, timestamptz, text, text, integer, integer, integer, integer, integer, text, integer, integer
) to service_role;

-- The conversation id of a counted call, written the moment ElevenLabs accepted it.
create or replace function public.call_me_placed(p_call bigint, p_conversation_id text)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.call_me_numbers set conversation_id = p_conversation_id where id = p_call;
$$;

revoke all on function public.call_me_placed(bigint, text) from public, anon, authenticated;
grant execute on function public.call_me_placed(bigint, text) to service_role;

-- One poll of a call's state: {"outcome": "rate_limited", "wait": s} past p_per_call polls of this call or
-- p_per_client of this address in p_window_seconds (a refused poll is not counted);
-- {"outcome": "ended" | "cached", "state": ...} from the row; {"outcome": "refresh", "state": ...}: this
-- request asks ElevenLabs (no other did in p_refresh_seconds) and stores the answer with
-- public.call_me_poll_store; {"outcome": "unknown"} when no row holds the conversation.
create or replace function public.call_me_poll(
  p_conversation_id text,
  p_client text,
  p_per_call integer,
  p_per_client integer,
  p_window_seconds integer,
  p_refresh_seconds integer
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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

revoke all on function public.call_me_poll(text, text, integer, integer, integer, integer) from public, anon, authenticated;
grant execute on function public.call_me_poll(text, text, integer, integer, integer, integer) to service_role;

create or replace function public.call_me_poll_store(p_conversation_id text, p_state jsonb, p_ended boolean)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.call_me_numbers set state = p_state, ended = p_ended where conversation_id = p_conversation_id;
$$;

revoke all on function public.call_me_poll_store(text, jsonb, boolean) from public, anon, authenticated;
grant execute on function public.call_me_poll_store(text, jsonb, boolean) to service_role;

-- The call rows of a number, by any of its forms (hashed as E.164 digits, as private.call_number_hash
-- does): {"calls": n, "conversations": [...]}; deleted unless p_dry_run. Rows whose session was never stored
-- still name their conversation.
create or replace function public.forget_call_rows(p_phones text[], p_dry_run boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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

revoke all on function public.forget_call_rows(text[], boolean) from public, anon, authenticated;
grant execute on function public.forget_call_rows(text[], boolean) to service_role;

-- Erasure by every form of one number: p_phones holds the forms the operator's tool made with
-- libphonenumber-js (E.164 and the national form), so a number stored as '+61 412 399 001' is found by
-- '0412 399 001' and the other way round. Lists (p_dry_run) or deletes the person's requests, sessions,
-- team e-mails and call rows; "conversations" are every ElevenLabs conversation of the person: the
-- sessions' and the call rows', including a call whose session row was never stored.
create or replace function public.forget_person_by_forms(p_email text, p_phones text[], p_dry_run boolean)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
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

comment on function public.forget_person_by_forms(text, text[], boolean) is
  'Erasure by every form of a number: lists (p_dry_run) or deletes one person''s requests, sessions, team e-mails and call rows, and names every voice conversation. Service role only.';
revoke all on function public.forget_person_by_forms(text, text[], boolean) from public, anon, authenticated;
grant execute on function public.forget_person_by_forms(text, text[], boolean) to service_role;
