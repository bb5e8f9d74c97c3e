-- Erasure forgets "Call me" too (issue 40): public.forget_person as in 20261127110100, plus the calls placed to
-- the person's number (private.call_me_numbers, 20261127130000), which hold only a keyed hash of it. The
-- number is matched as E.164 digits: the number given, and the phones of the person's requests and
-- sessions, so give it in international form (+61 412 345 678) when the person has no other record. The
-- result gains "calls", the count of such rows (listed or deleted as the rest).
--
-- splinter, read by hand: as 20261127110100; public.forget_call_numbers is service_role only.

create or replace function public.forget_person(p_email text, p_phone text, p_dry_run boolean)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_calls integer;
  v_email text := pg_catalog.lower(pg_catalog.btrim(coalesce(p_email, '')));
  v_digits text := pg_catalog.regexp_replace(coalesce(p_phone, ''), '[^0-9]', '', 'g');
  v_by_phone boolean := pg_catalog.length(pg_catalog.regexp_replace(coalesce(p_phone, ''), '[^0-9]', '', 'g')) >= 6;
  v_requests jsonb;
  v_sessions jsonb;
  v_emails jsonb;
  v_request_ids uuid[];
  v_conversation_ids text[];
  v_keys text[];
  v_phones text[];
  v_email_ids uuid[];
begin
  if v_email = '' and not v_by_phone then
    raise exception 'forget_person needs an e-mail address or a phone number of at least 6 digits';
  end if;

  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', r.id, 'source', r.source, 'created_at', r.created_at) order by r.created_at), '[]'),
         coalesce(pg_catalog.array_agg(r.id), '{}'),
         coalesce(pg_catalog.array_agg(case r.source when 'contact' then 'contact:' else 'demo_request:' end || r.id::text), '{}'),
         coalesce(pg_catalog.array_agg(r.phone) filter (where pg_catalog.length(r.phone) >= 6), '{}')
    into v_requests, v_request_ids, v_keys, v_phones
    from public.demo_requests as r
    where (v_email <> '' and pg_catalog.lower(r.email) = v_email)
       or (v_by_phone and pg_catalog.regexp_replace(r.phone, '[^0-9]', '', 'g') = v_digits);

  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('conversation_id', s.conversation_id, 'flow', s.flow, 'created_at', s.created_at) order by s.created_at), '[]'),
         coalesce(pg_catalog.array_agg(s.conversation_id), '{}'),
         v_keys || coalesce(pg_catalog.array_agg('voice_session:' || s.conversation_id), '{}'),
         v_phones || coalesce(pg_catalog.array_agg(s.details ->> 'phone') filter (where pg_catalog.length(s.details ->> 'phone') >= 6), '{}')
    into v_sessions, v_conversation_ids, v_keys, v_phones
    from public.voice_sessions as s
    where (v_email <> '' and pg_catalog.lower(s.details ->> 'email') = v_email)
       or (v_by_phone and pg_catalog.regexp_replace(coalesce(s.details ->> 'phone', ''), '[^0-9]', '', 'g') = v_digits);

  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', o.id, 'dedupe_key', o.dedupe_key, 'status', o.status) order by o.dedupe_key), '[]'),
         coalesce(pg_catalog.array_agg(o.id), '{}')
    into v_emails, v_email_ids
    from public.email_outbox as o
    where o.dedupe_key = any (v_keys)
       or (v_email <> '' and (pg_catalog.lower(o.reply_to) = v_email or pg_catalog.strpos(pg_catalog.lower(o.body), v_email) > 0))
       or exists (select 1 from pg_catalog.unnest(v_phones) as p (phone) where pg_catalog.strpos(o.body, p.phone) > 0);

  v_calls := public.forget_call_numbers(
    case when v_by_phone then array[p_phone] else '{}'::text[] end || v_phones, coalesce(p_dry_run, true)
  );

  if not coalesce(p_dry_run, true) then
    delete from public.email_outbox where id = any (v_email_ids);
    delete from public.demo_requests where id = any (v_request_ids);
    delete from public.voice_sessions where conversation_id = any (v_conversation_ids);
  end if;
  return pg_catalog.jsonb_build_object('requests', v_requests, 'sessions', v_sessions, 'emails', v_emails, 'calls', v_calls);
end;
$$;

comment on function public.forget_person(text, text, boolean) is
  'Erasure: lists (p_dry_run) or deletes one person''s requests, voice sessions, team e-mails and calls placed to their number. Service role only.';
revoke all on function public.forget_person(text, text, boolean) from public, anon, authenticated;
grant execute on function public.forget_person(text, text, boolean) to service_role;
