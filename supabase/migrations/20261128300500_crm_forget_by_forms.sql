-- Erasure by every form of a number reaches the CRM too: npm run leads -- forget calls
-- public.forget_person_by_forms (20261128100000), kept here as public.forget_person_by_forms_records, so the
-- wrapper below also deletes the person's CRM events with their deliveries and queues one lead.forgotten
-- event, as public.forget_person does (20261128300300). A CRM event's person matches the e-mail address or
-- any of the number's forms, compared by digits. The event holds the e-mail address and the number's first
-- form (the E.164 one when the number could be read), which a destination needs to find the person.
-- The result gains "crm_events" (the events listed or deleted) and "forgotten_event" (the queued event's id).
--
-- splinter, read by hand: 0011 search_path = ''; 0028/0029 execute for service_role only (security invoker).

alter function public.forget_person_by_forms(text, text[], boolean) rename to forget_person_by_forms_records;

create or replace function public.forget_person_by_forms(p_email text, p_phones text[], p_dry_run boolean)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
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

comment on function public.forget_person_by_forms(text, text[], boolean) is
  'Erasure by every form of a number: lists (p_dry_run) or deletes one person''s requests, sessions, team e-mails, call rows and CRM events, names every voice conversation, and queues lead.forgotten. Service role only.';
revoke all on function public.forget_person_by_forms(text, text[], boolean) from public, anon, authenticated;
grant execute on function public.forget_person_by_forms(text, text[], boolean) to service_role;
revoke all on function public.forget_person_by_forms_records(text, text[], boolean) from public, anon, authenticated;
grant execute on function public.forget_person_by_forms_records(text, text[], boolean) to service_role;
