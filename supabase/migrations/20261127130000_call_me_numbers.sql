-- "Call me" (issue 40): the agent phones a visitor. A public "call this number" form is a tool for toll
-- fraud and harassment, so every dial is counted in one call, public.spend_and_count_call:
--   1. the captcha spend and the per-address and per-network counts of public.spend_captcha_and_count
--      (bucket 'voice-call-me', limits in supabase/functions/_shared/http/limits.ts);
--   2. the destination number: at most p_per_day calls in 24 hours and p_per_30_days in 30 days
--      (site.yaml callMe), calls to one number serialised by an advisory lock on its hash;
--   3. the voice budget shared with the browser demos (site.yaml voiceBudget): the same 'budget:hour' and
--      'budget:day' rows as voice-signed-url's starts (p_budget_bucket), so one cap bounds both.
-- All three in one subtransaction: a refusal at any step leaves the captcha unspent and adds 0 to every
-- counter and to the number's history, so a refused call costs the visitor nothing and every dial counts.
--
-- The number itself is never stored: a keyed hash, sha256(key || E.164), whose key is 32 random bytes made
-- here and kept in a private table no API reaches. (pgcrypto's hmac() would be the textbook choice; the
-- local stack's Postgres in WebAssembly has no pgcrypto, and for a lookup key of fixed-length input the
-- length-extension weakness of key-prefix hashing, which matters for message authentication, does not.)
-- Rows older than 30 days are deleted by each call (bounded) and by public.delete_expired_call_numbers.
--
-- splinter, read by hand: 0011 search_path = '' everywhere; 0013 the tables are in schema private, RLS on;
-- 0008 a restrictive deny policy on each; 0028/0029 execute for service_role only.

create table private.call_me_key (
  id boolean primary key default true check (id),
  key bytea not null
);
insert into private.call_me_key (key)
values (pg_catalog.sha256(pg_catalog.convert_to(pg_catalog.gen_random_uuid()::text || pg_catalog.gen_random_uuid()::text, 'UTF8')));

alter table private.call_me_key enable row level security;
revoke all on table private.call_me_key from public;
create policy "No direct access" on private.call_me_key as restrictive
  for all to public using (false) with check (false);

create table private.call_me_numbers (
  number_hash bytea not null,
  called_at timestamptz not null default pg_catalog.now()
);
create index call_me_numbers_hash on private.call_me_numbers (number_hash, called_at);
create index call_me_numbers_called_at on private.call_me_numbers (called_at);

alter table private.call_me_numbers enable row level security;
revoke all on table private.call_me_numbers from public;
create policy "No direct access" on private.call_me_numbers as restrictive
  for all to public using (false) with check (false);

comment on table private.call_me_numbers is
  'One row per call placed by voice-call-me: a keyed hash of the number, never the number. Kept 30 days.';

-- The keyed hash of a number, from its digits as E.164 ('+61 412 345 678' and '+61412345678' are one).
create or replace function private.call_number_hash(p_number text)
returns bytea
language sql
stable
set search_path = ''
as $$
  select pg_catalog.sha256(k.key || pg_catalog.convert_to('+' || pg_catalog.regexp_replace(p_number, '[^0-9]', '', 'g'), 'UTF8'))
  from private.call_me_key as k;
$$;

revoke all on function private.call_number_hash(text) from public;

-- {"outcome": "counted", "global": n} | {"outcome": "reused"} | {"outcome": "rate_limited", "wait": s} |
-- {"outcome": "number_limited", "wait": s} | {"outcome": "over_budget", "wait": s, "window": "hour" | "day"}.
create or replace function public.spend_and_count_call(
  p_signature text,
  p_expires_at timestamptz,
  p_bucket text,
  p_client text,
  p_network text,
  p_per_client integer,
  p_per_network integer,
  p_global integer,
  p_window_seconds integer,
  p_budget_bucket text,
  p_budget_per_hour integer,
  p_budget_per_day integer,
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

comment on function public.spend_and_count_call(
  text, timestamptz, text, text, text, integer, integer, integer, integer, text, integer, integer, text, integer, integer
) is
  'voice-call-me: spends the captcha and counts the dial per address, per number and against the shared voice budget; a refusal changes nothing.';
revoke all on function public.spend_and_count_call(
  text, timestamptz, text, text, text, integer, integer, integer, integer, text, integer, integer, text, integer, integer
) from public, anon, authenticated;
grant execute on function public.spend_and_count_call(
  text, timestamptz, text, text, text, integer, integer, integer, integer, text, integer, integer, text, integer, integer
) to service_role;

-- The retention job's part (pg_cron, DEPLOY.md): every call row older than 30 days. Returns the count.
create or replace function public.delete_expired_call_numbers()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_deleted integer;
begin
  delete from private.call_me_numbers where called_at < pg_catalog.now() - interval '30 days';
  get diagnostics v_deleted = row_count;
  return v_deleted;
end;
$$;

revoke all on function public.delete_expired_call_numbers() from public, anon, authenticated;
grant execute on function public.delete_expired_call_numbers() to service_role;

-- Erasure (public.forget_person): the calls to these numbers (any format; matched as E.164 digits).
-- Returns how many rows match; deletes them unless p_dry_run.
create or replace function public.forget_call_numbers(p_phones text[], p_dry_run boolean)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
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

revoke all on function public.forget_call_numbers(text[], boolean) from public, anon, authenticated;
grant execute on function public.forget_call_numbers(text[], boolean) to service_role;
