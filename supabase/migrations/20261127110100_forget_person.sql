-- Erasure on request (issue 38): npm run leads -- forget <email or phone> removes one person's contact and
-- demo requests, voice sessions and the team e-mails that quote them. A lead's e-mail state is on its own
-- row (20261127110000), so deleting its outbox copy can never queue the e-mail again, and deleting the row
-- leaves nothing for the sweep to find.
--
-- Matching: an e-mail address case-insensitively; a phone number by its digits (at least 6, as the
-- phone check of 20261123000200 requires), so '+61 400 000 000' and '+61400000000' are one number.
-- E-mails: those keyed to a matched lead, those whose Reply-To is the address, and those whose text quotes
-- the address or a matched lead's phone as stored. p_dry_run lists what would go and deletes nothing.
--
-- splinter, read by hand: 0011 search_path = ''; 0028/0029 execute for service_role only (security invoker:
-- the caller must be allowed to delete these rows anyway).

create or replace function public.forget_person(p_email text, p_phone text, p_dry_run boolean)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
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

  if not coalesce(p_dry_run, true) then
    delete from public.email_outbox where id = any (v_email_ids);
    delete from public.demo_requests where id = any (v_request_ids);
    delete from public.voice_sessions where conversation_id = any (v_conversation_ids);
  end if;
  return pg_catalog.jsonb_build_object('requests', v_requests, 'sessions', v_sessions, 'emails', v_emails);
end;
$$;

comment on function public.forget_person(text, text, boolean) is
  'Erasure: lists (p_dry_run) or deletes one person''s requests, voice sessions and team e-mails. Service role only.';
revoke all on function public.forget_person(text, text, boolean) from public, anon, authenticated;
grant execute on function public.forget_person(text, text, boolean) to service_role;
