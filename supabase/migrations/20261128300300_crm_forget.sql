-- Erasure reaches the CRM: public.forget_person (20261127130100, kept as public.forget_person_records) also
-- deletes the person's CRM events with their deliveries, and queues one lead.forgotten event, which each
-- destination gets like any other (HubSpot deletes the contact through its GDPR delete). The event holds
-- only the e-mail address and phone number given, since a destination needs them to find the person.
-- The result gains "crm_events" (the events listed or deleted) and "forgotten_event" (the queued event's id).
--
-- splinter, read by hand: 0011 search_path = ''; 0028/0029 execute for service_role only (security invoker).

alter function public.forget_person(text, text, boolean) rename to forget_person_records;

create or replace function public.forget_person(p_email text, p_phone text, p_dry_run boolean)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
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

comment on function public.forget_person(text, text, boolean) is
  'Erasure: lists (p_dry_run) or deletes one person''s leads, e-mails, calls and CRM events, and queues lead.forgotten. Service role only.';
revoke all on function public.forget_person(text, text, boolean) from public, anon, authenticated;
grant execute on function public.forget_person(text, text, boolean) to service_role;
revoke all on function public.forget_person_records(text, text, boolean) from public, anon, authenticated;
grant execute on function public.forget_person_records(text, text, boolean) to service_role;
