-- Rate limits counted in Postgres, so every function instance (and the contact insert trigger) shares
-- one count. Fixed windows: a client's hits are counted per (bucket, client, window start).
--
-- Checked by hand against supabase/splinter's lint SQL (lints/*.sql; summary in DEPLOY.md):
--   0011 function_search_path_mutable: search_path is fixed to '' and every name is schema-qualified.
--   0013 rls_disabled_in_public: the table lives in schema private, which PostgREST does not expose,
--        and RLS is on anyway.
--   0008 rls_enabled_no_policy (checks every schema, private included): a restrictive deny policy.
--   0024 rls_policy_always_true: only looks at permissive policies; ours is restrictive and false.
--   0028/0029 anon/authenticated_security_definer_function_executable: execute is revoked from
--        public, anon and authenticated; only service_role may call hit_rate_limit.

create schema if not exists private;
revoke all on schema private from public;

create table private.rate_limit_hits (
  bucket text not null,
  -- A client address, or '*' for the bucket's global count.
  client text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (bucket, client, window_start)
);
create index rate_limit_hits_window_start on private.rate_limit_hits (window_start);

alter table private.rate_limit_hits enable row level security;
revoke all on table private.rate_limit_hits from public;
-- Only hit_rate_limit (running as the owner, which RLS does not apply to) touches the counts.
create policy "No direct access" on private.rate_limit_hits as restrictive
  for all to public using (false) with check (false);

comment on table private.rate_limit_hits is
  'Hits per bucket, client address and fixed window. Written only by public.hit_rate_limit.';

-- Counts one hit. Returns 0 when it is allowed, else the seconds until the window ends (Retry-After).
-- A hit refused per client does not count towards the global cap, so one flooding address cannot
-- use up the global allowance that real visitors from other addresses share.
create or replace function public.hit_rate_limit(
  p_bucket text,
  p_client text,
  p_per_client integer,
  p_global integer,
  p_window_seconds integer
)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_window interval := make_interval(secs => greatest(p_window_seconds, 1));
  v_window_start timestamptz := pg_catalog.to_timestamp(
    pg_catalog.floor(extract(epoch from pg_catalog.now()) / greatest(p_window_seconds, 1)) * greatest(p_window_seconds, 1)
  );
  v_wait integer := greatest(
    1,
    pg_catalog.ceil(extract(epoch from (v_window_start + v_window - pg_catalog.clock_timestamp())))::integer
  );
  v_hits integer;
begin
  insert into private.rate_limit_hits as h (bucket, client, window_start, hits)
  values (p_bucket, coalesce(nullif(p_client, ''), 'unknown'), v_window_start, 1)
  on conflict (bucket, client, window_start) do update set hits = h.hits + 1
  returning h.hits into v_hits;
  if v_hits > p_per_client then
    return v_wait;
  end if;

  insert into private.rate_limit_hits as h (bucket, client, window_start, hits)
  values (p_bucket, '*', v_window_start, 1)
  on conflict (bucket, client, window_start) do update set hits = h.hits + 1
  returning h.hits into v_hits;
  if v_hits > p_global then
    return v_wait;
  end if;

  -- Old windows are worthless; prune now and then rather than on every hit.
  if pg_catalog.random() < 0.01 then
    delete from private.rate_limit_hits where window_start < pg_catalog.now() - interval '1 day';
  end if;
  return 0;
end;
$$;

comment on function public.hit_rate_limit(text, text, integer, integer, integer) is
  'Counts a hit; 0 = allowed, else seconds to wait. Limits live in supabase/functions/_shared/http/limits.ts.';

revoke all on function public.hit_rate_limit(text, text, integer, integer, integer) from public, anon, authenticated;
grant execute on function public.hit_rate_limit(text, text, integer, integer, integer) to service_role;
