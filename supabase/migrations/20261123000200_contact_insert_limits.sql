-- Hardening of public.demo_requests against scripted inserts with the anon key:
--   * idempotent leads: the browser sends the row id (a UUID made per submission); a retry with the same
--     id stores nothing new, whether it comes as INSERT … ON CONFLICT DO NOTHING or a plain INSERT;
--   * one row per statement, and at most RATE_LIMITS['contact-insert'] rows per client address and
--     window (supabase/functions/_shared/http/limits.ts; the numbers are repeated below);
--   * notified_at, so send-lead-notification e-mails the team once per stored contact row;
--   * stricter text: no control characters, not blank once Unicode whitespace is removed, a loose phone
--     pattern. The same rules are in supabase/functions/_shared/leads/lead-schemas.ts.
--
-- splinter, read by hand (lints/*.sql): 0011 every function has search_path = ''; 0028/0029 the
-- security definer function is a trigger function (returns trigger, which PostgREST cannot call as
-- RPC) and execute is revoked from public anyway; 0013/0008 demo_requests keeps RLS and its policy.
-- 0024 (rls_policy_always_true) only matches literal true/1=1, so it cannot see that the anon policy's
-- `source = 'contact'` is the only row check: the per-row limits below are what bound that policy.

alter table public.demo_requests add column notified_at timestamptz;
comment on column public.demo_requests.notified_at is
  'When send-lead-notification queued the team''s e-mail for this contact row; null = not yet.';

-- The browser picks the id so that a retry is recognisable; still no SELECT, UPDATE or DELETE.
grant insert (id) on table public.demo_requests to anon;

-- Constraints are NOT VALID so the migration never fails on rows stored before it; every new or
-- changed row is checked. Whitespace is the set JavaScript's trim() removes (zod's .trim()).
-- Single-line fields: no C0 or C1 control characters at all. Long text: tab and line breaks allowed.
alter table public.demo_requests
  add constraint demo_requests_text_not_blank check (
    regexp_replace(name, E'[\\t\\n\\v\\f\\r \\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF]', '', 'g') <> ''
    and regexp_replace(company, E'[\\t\\n\\v\\f\\r \\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF]', '', 'g') <> ''
  ) not valid,
  add constraint demo_requests_no_control_characters check (
    concat(name, email, company, phone, website) !~ E'[\\u0001-\\u001F\\u007F-\\u009F]'
    and concat(ai_help, additional_notes) !~ E'[\\u0001-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]'
  ) not valid,
  -- Digits with the usual separators, an optional leading +, and 6 to 20 digits in all.
  add constraint demo_requests_phone_shape check (
    phone = ''
    or (
      phone ~ '^\+?[0-9 ()./-]+$'
      and char_length(regexp_replace(phone, '[^0-9]', '', 'g')) between 6 and 20
    )
  ) not valid;

-- Per row, for rows from the contact form (source 'contact'; the anon policy allows nothing else).
-- Security definer: it must see existing ids and call hit_rate_limit, which anon cannot.
create or replace function private.demo_requests_contact_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_headers jsonb := coalesce(nullif(pg_catalog.current_setting('request.headers', true), ''), '{}')::jsonb;
  v_client text := nullif(pg_catalog.btrim(pg_catalog.split_part(v_headers ->> 'x-forwarded-for', ',', 1)), '');
  v_wait integer;
begin
  if new.source <> 'contact' then
    return new;
  end if;
  -- A retry of a stored submission: skip the row quietly, so the browser sees success again.
  if exists (select 1 from public.demo_requests where id = new.id) then
    return null;
  end if;
  -- RATE_LIMITS['contact-insert'] in supabase/functions/_shared/http/limits.ts.
  v_wait := public.hit_rate_limit('contact-insert', coalesce(v_client, 'unknown'), 5, 200, 600);
  if v_wait > 0 then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'rate_limited', 'message', 'Too many requests; try again later.')::text,
      detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', v_wait::text))::text;
  end if;
  return new;
end;
$$;

-- Per statement: the anon key may add one row at a time, so an array insert is refused whole.
create or replace function private.demo_requests_one_row_per_statement()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (select count(*) from new_rows where source = 'contact') > 1 then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'one_row_per_request', 'message', 'Send one contact request at a time.')::text,
      detail = json_build_object('status', 400, 'headers', json_build_object())::text;
  end if;
  return null;
end;
$$;

revoke all on function private.demo_requests_contact_guard() from public;
revoke all on function private.demo_requests_one_row_per_statement() from public;

create trigger demo_requests_contact_guard
  before insert on public.demo_requests
  for each row execute function private.demo_requests_contact_guard();

create trigger demo_requests_one_row_per_statement
  after insert on public.demo_requests
  referencing new table as new_rows
  for each statement execute function private.demo_requests_one_row_per_statement();
