-- Which client address the database sees, and a contact limit that fails safe without one (issue 37 item 6).
--
-- What reaches PostgREST: Supabase documents one header for the client address in `request.headers`,
-- X-Forwarded-For ("To access the IP address of the client look up the X-Forwarded-For header in the
-- request.headers setting", https://supabase.com/docs/guides/api/securing-your-api, "Accessing request
-- information"). Its first entry is what the caller wrote (https://github.com/orgs/supabase/discussions/34647:
-- a spoofed X-Forwarded-For arrives verbatim in an RPC, while cf-connecting-ip carries the real address), so
-- private.client_address() (20261125001000_client_address_limits.sql) keeps trusting only cf-connecting-ip,
-- else x-real-ip. Neither is a documented contract for the Data API: whether they arrive is confirmed per
-- project by public.client_address_probe() below, which `npm run check:live` calls with the secret key.
--
-- Without either header every contact insert would share the one 'unknown' bucket of 5 per 10 minutes, and
-- one visitor (or one script) would refuse everyone else. So when the address is unknown the guard counts
-- per CONTENT instead (the same person, company, phone, e-mail and text: only a replay fills it, never a
-- different visitor), and the global count becomes a wall ten times the alarm (2,000 per 10 minutes, far
-- above any real traffic) so a flood cannot grow the table without bound. A WARNING goes to the log on the
-- first unknown insert of each window, and check:live fails until the header reaches the database.
--
-- splinter, read by hand: 0011 search_path = '' everywhere; 0028/0029 the probe is security definer and
-- executable by service_role only; the guard is a trigger function (no RPC) with execute revoked.

-- The address the contact guard would count this request under, and which header gave it.
create or replace function public.client_address_probe()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
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

comment on function public.client_address_probe() is
  'The client address the contact insert limit sees for this request (service role only; npm run check:live).';
revoke all on function public.client_address_probe() from public, anon, authenticated;
grant execute on function public.client_address_probe() to service_role;

-- The contact insert: per address when the platform gave one, per content when it did not.
-- RATE_LIMITS['contact-insert'] in supabase/functions/_shared/http/limits.ts (numbers repeated: SQL cannot
-- import them; tests/unit/backend/contact-insert-limits.test.ts compares).
create or replace function private.demo_requests_contact_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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

revoke all on function private.demo_requests_contact_guard() from public;
