-- Limits keyed on the address the platform saw, never on one the caller wrote (issue 28).
--
-- Hosted Supabase sits behind Cloudflare: cf-connecting-ip is overwritten with the connecting address,
-- while the FIRST X-Forwarded-For entry is whatever the caller sent (the platform appends the real one).
-- Sources: https://developers.cloudflare.com/fundamentals/reference/http-headers/ ;
-- https://github.com/orgs/supabase/discussions/34647 ; https://github.com/supabase/auth/pull/2295 .
-- private.client_address() is the SQL twin of supabase/functions/_shared/http/client-address.ts:
-- cf-connecting-ip, else x-real-ip, else 'unknown'; IPv4 per address, IPv6 per /64, and a looser
-- neighbourhood key (IPv4 /24, IPv6 /48). tests/unit/backend/client-address.test.ts checks both agree.
--
-- Counting: public.hit_client_limits counts the client, then its neighbourhood, then the global total.
-- The global total is an alarm (returned, and a WARNING in the log), never a wall: a flood from many
-- addresses must not refuse a real visitor. Every call deletes a bounded batch of stale rows, so the
-- table cannot grow faster than it is pruned (the old 1-in-100 chance let junk pile up).
--
-- splinter, read by hand: 0011 search_path = '' everywhere; 0028/0029 execute revoked from public,
-- anon, authenticated (service_role only; the trigger function is not callable as RPC).

-- The platform's address for this PostgREST request, or null.
create or replace function private.client_inet()
returns inet
language plpgsql
stable
set search_path = ''
as $$
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
$$;

-- The per-client key: an IPv4 address, an IPv6 /64, or 'unknown'.
create or replace function private.client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when ip is null then 'unknown'
    when pg_catalog.family(ip) = 4 then pg_catalog.host(ip)
    else pg_catalog.network(pg_catalog.set_masklen(ip, 64))::text
  end
  from (select private.client_inet() as ip) as c;
$$;

-- The neighbourhood key: an IPv4 /24, an IPv6 /48, or 'unknown'.
create or replace function private.client_network()
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when ip is null then 'unknown'
    when pg_catalog.family(ip) = 4 then pg_catalog.network(pg_catalog.set_masklen(ip, 24))::text
    else pg_catalog.network(pg_catalog.set_masklen(ip, 48))::text
  end
  from (select private.client_inet() as ip) as c;
$$;

revoke all on function private.client_inet() from public;
revoke all on function private.client_address() from public;
revoke all on function private.client_network() from public;

-- Counts one hit of a client. Returns {"wait": seconds, "global": hits}: wait 0 = allowed, else the
-- seconds to the window's end (Retry-After); global = all clients' allowed hits in this window.
create or replace function public.hit_client_limits(
  p_bucket text,
  p_client text,
  p_network text,
  p_per_client integer,
  p_per_network integer,
  p_global integer,
  p_window_seconds integer
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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

comment on function public.hit_client_limits(text, text, text, integer, integer, integer, integer) is
  'Counts a hit per client, per /24 (IPv6 /48) and globally; the global count is an alarm, not a wall. Limits: supabase/functions/_shared/http/limits.ts.';
revoke all on function public.hit_client_limits(text, text, text, integer, integer, integer, integer) from public, anon, authenticated;
grant execute on function public.hit_client_limits(text, text, text, integer, integer, integer, integer) to service_role;

-- The current window's global hits per bucket: the captcha challenge raises its difficulty from it.
create or replace function public.rate_limit_load(p_window_seconds integer)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_object_agg(bucket, hits), '{}'::jsonb)
  from private.rate_limit_hits
  where client = '*'
    and window_start = pg_catalog.to_timestamp(
      pg_catalog.floor(extract(epoch from pg_catalog.now()) / greatest(p_window_seconds, 1)) * greatest(p_window_seconds, 1)
    );
$$;

revoke all on function public.rate_limit_load(integer) from public, anon, authenticated;
grant execute on function public.rate_limit_load(integer) to service_role;

-- The contact insert: the same rule, on the real address. RATE_LIMITS['contact-insert'] in
-- supabase/functions/_shared/http/limits.ts (numbers repeated: SQL cannot import them; a test compares).
create or replace function private.demo_requests_contact_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_result jsonb;
begin
  if new.source <> 'contact' then
    return new;
  end if;
  -- A retry of a stored submission: skip the row quietly, so the browser sees success again.
  if exists (select 1 from public.demo_requests where id = new.id) then
    return null;
  end if;
  v_result := public.hit_client_limits(
    'contact-insert', private.client_address(), private.client_network(), 5, 20, 200, 600
  );
  if (v_result ->> 'wait')::integer > 0 then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'rate_limited', 'message', 'Too many requests; try again later.')::text,
      detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', v_result ->> 'wait'))::text;
  end if;
  return new;
end;
$$;

revoke all on function private.demo_requests_contact_guard() from public;

-- The spent list keeps each payload until its own expiry (set by the caller); expired rows go in
-- bounded batches on every spend instead of by a 1-in-100 chance.
create or replace function public.spend_captcha(p_signature text, p_expires_at timestamptz)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
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

-- The old counter is no longer called; it keeps its grants but prunes in bounded batches too.
create or replace function public.hit_rate_limit(
  p_bucket text,
  p_client text,
  p_per_client integer,
  p_global integer,
  p_window_seconds integer
)
returns integer
language sql
security definer
set search_path = ''
as $$
  select (public.hit_client_limits(p_bucket, p_client, p_client, p_per_client, p_per_client, p_global, p_window_seconds) ->> 'wait')::integer;
$$;
