-- Single use for captcha payloads: each accepted ALTCHA signature is recorded until it expires, and a
-- second use is refused. Same pattern as hit_rate_limit (20261123000000_rate_limits.sql), with the same
-- splinter checks: private schema, RLS on with a restrictive deny policy, search_path = '', execute for
-- service_role only.

create table private.spent_captchas (
  signature text primary key,
  expires_at timestamptz not null
);
create index spent_captchas_expires_at on private.spent_captchas (expires_at);

alter table private.spent_captchas enable row level security;
revoke all on table private.spent_captchas from public;
create policy "No direct access" on private.spent_captchas as restrictive
  for all to public using (false) with check (false);

comment on table private.spent_captchas is
  'Captcha signatures already used, kept until they expire. Written only by public.spend_captcha.';

-- Records a signature as used. Returns true the first time, false when it was spent before.
create or replace function public.spend_captcha(p_signature text, p_expires_at timestamptz)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_inserted integer;
begin
  insert into private.spent_captchas (signature, expires_at)
  values (p_signature, p_expires_at)
  on conflict (signature) do nothing;
  get diagnostics v_inserted = row_count;
  -- Expired payloads are refused before they get here, so their rows can go.
  if pg_catalog.random() < 0.01 then
    delete from private.spent_captchas where expires_at < pg_catalog.now();
  end if;
  return v_inserted = 1;
end;
$$;

comment on function public.spend_captcha(text, timestamptz) is
  'Marks a captcha signature as used; false when it already was. Called by the functions (service role).';

revoke all on function public.spend_captcha(text, timestamptz) from public, anon, authenticated;
grant execute on function public.spend_captcha(text, timestamptz) to service_role;
