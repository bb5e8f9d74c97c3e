-- Spend, then count (issue 38, item 3), and a hard budget for voice starts (item 4): one database call
-- per protected request, public.spend_captcha_and_count.
--
-- Before, the functions counted a verified call (public.hit_client_limits) and then spent its captcha
-- (public.spend_captcha). A replayed payload was refused as reused, but only after it had been counted:
-- about 100 replays pushed the global count past its alarm (a 5x harder captcha for every visitor), and a
-- few addresses in one /24 filled that network's allowance. And the global figure of voice-signed-url
-- was an alarm only, so nothing bounded what the voice demos cost.
--
-- The semantics, in order:
--   1. A payload already in the spent list: 'reused', and nothing is written. A replay, from any number
--      of addresses, adds 0 to every counter.
--   2. Otherwise, in one subtransaction: spend the payload, then count the client, its neighbourhood,
--      the global total and, when the caller gives a budget, the budget's hour and day. Each count is an
--      upsert that returns the new total, so the row lock orders concurrent calls: two calls can never
--      both take the last slot (not check-then-act).
--   3. A count past its limit raises, and the whole subtransaction is rolled back: the refused call
--      leaves its payload unspent and adds 0 to every counter. A visitor refused for a limit (429) may
--      send the same payload again once the window allows, for as long as the payload has not expired;
--      a client at its limit stays at it, so it stays refused until the window ends.
--   4. 'counted', with the global total: past its alarm level the captcha challenge gets harder
--      (captcha-load.ts). The global total refuses nobody; the budget does.
-- The budget's windows are the UTC clock hour and the UTC day; its rows live in
-- private.rate_limit_hits beside the other counts (client 'budget:hour' and 'budget:day'), so the same
-- bounded pruning removes them.
--
-- splinter, read by hand: 0011 search_path = '' everywhere; 0028/0029 execute revoked from public, anon
-- and authenticated (service_role only). private.add_hit is not reachable through PostgREST.

-- Adds one hit to a counter and returns its new total.
create or replace function private.add_hit(p_bucket text, p_client text, p_window_start timestamptz)
returns integer
language sql
set search_path = ''
as $$
  insert into private.rate_limit_hits as h (bucket, client, window_start, hits)
  values (p_bucket, p_client, p_window_start, 1)
  on conflict (bucket, client, window_start) do update set hits = h.hits + 1
  returning h.hits;
$$;

revoke all on function private.add_hit(text, text, timestamptz) from public;

-- Whole seconds from now to `p_until`, at least 1 (a Retry-After).
create or replace function private.seconds_until(p_until timestamptz)
returns integer
language sql
stable
set search_path = ''
as $$
  select greatest(1, pg_catalog.ceil(extract(epoch from (p_until - pg_catalog.clock_timestamp())))::integer);
$$;

revoke all on function private.seconds_until(timestamptz) from public;

-- Returns {"outcome": "counted", "global": n} | {"outcome": "reused"} |
-- {"outcome": "rate_limited", "wait": s} | {"outcome": "over_budget", "wait": s, "window": "hour" | "day"};
-- wait is the seconds until the refusing window ends (Retry-After).
create or replace function public.spend_captcha_and_count(
  p_signature text,
  p_expires_at timestamptz,
  p_bucket text,
  p_client text,
  p_network text,
  p_per_client integer,
  p_per_network integer,
  p_global integer,
  p_window_seconds integer,
  p_budget_per_hour integer default null,
  p_budget_per_day integer default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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

comment on function public.spend_captcha_and_count(
  text, timestamptz, text, text, text, integer, integer, integer, integer, integer, integer
) is
  'Spends a captcha payload and counts the call only when the spend is fresh and every limit and budget allows; a refusal changes nothing. Limits: supabase/functions/_shared/http/limits.ts.';
revoke all on function public.spend_captcha_and_count(
  text, timestamptz, text, text, text, integer, integer, integer, integer, integer, integer
) from public, anon, authenticated;
grant execute on function public.spend_captcha_and_count(
  text, timestamptz, text, text, text, integer, integer, integer, integer, integer, integer
) to service_role;

-- A budget's use: {"hour": n, "day": n} for the current UTC hour and day (npm run check:live).
create or replace function public.call_budget_use(p_bucket text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'hour', coalesce((select hits from private.rate_limit_hits
      where bucket = p_bucket and client = 'budget:hour'
        and window_start = pg_catalog.date_trunc('hour', pg_catalog.now(), 'UTC')), 0),
    'day', coalesce((select hits from private.rate_limit_hits
      where bucket = p_bucket and client = 'budget:day'
        and window_start = pg_catalog.date_trunc('day', pg_catalog.now(), 'UTC')), 0)
  );
$$;

revoke all on function public.call_budget_use(text) from public, anon, authenticated;
grant execute on function public.call_budget_use(text) to service_role;

-- Every counter of the last day, {"<bucket> <client> <window start>": hits}: what an operator (and
-- npm run abuse, which proves a replay changes none of them) reads to see who is counted.
create or replace function public.rate_limit_counters()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_object_agg(bucket || ' ' || client || ' ' || window_start::text, hits), '{}'::jsonb)
  from private.rate_limit_hits
  where window_start >= pg_catalog.now() - interval '1 day';
$$;

revoke all on function public.rate_limit_counters() from public, anon, authenticated;
grant execute on function public.rate_limit_counters() to service_role;

-- The two calls it replaces stay for the contact insert's trigger (hit_client_limits) and for functions
-- deployed before this migration (spend_captcha), which keep working until they are redeployed.
comment on function public.spend_captcha(text, timestamptz) is
  'Superseded by public.spend_captcha_and_count (spend, then count); kept for functions deployed before it.';
