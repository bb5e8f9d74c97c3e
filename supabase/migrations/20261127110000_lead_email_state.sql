-- Every lead reaches the team exactly once (issue 38). The e-mail state lives on the lead itself, not in
-- public.email_outbox, which retention empties 30 days after sending and an erasure empties at once:
--
--   demo_requests.notified_at / voice_sessions.notified_at   when the lead's e-mail was queued; null = never.
--                                                            Set only by public.queue_lead_email, in the same
--                                                            transaction as the outbox row, and never cleared.
--   *.email_sent_at                                          when the drain handed it to the provider
--                                                            (trigger on email_outbox below).
--   demo_requests.email_queued_by                            'request' (the function) or 'sweep' (the drain's
--                                                            sweep): the daily cap counts swept contact e-mails.
--   voice_sessions.email_to                                  the team the outcome's e-mail is owed to, stored
--                                                            with the outcome; null = no e-mail owed.
--
-- public.leads_without_email is the one sweep over all three sources (it replaces the Book-a-Demo-only
-- public.demo_requests_without_email of 20261125001100): it lists only leads whose own state says their
-- e-mail was never queued, so deleting outbox rows can never bring an e-mail back.
--
-- splinter, read by hand: 0011 search_path = '' everywhere; 0028/0029 execute revoked from public, anon and
-- authenticated (service_role only); the trigger function returns trigger (not callable as RPC).

alter table public.demo_requests
  add column email_sent_at timestamptz,
  add column email_queued_by text,
  add constraint demo_requests_email_queued_by_known check (email_queued_by in ('request', 'sweep'));
comment on column public.demo_requests.notified_at is
  'When this lead''s e-mail to the team was queued (public.queue_lead_email); null = never. Never cleared.';
comment on column public.demo_requests.email_sent_at is
  'When the drain handed this lead''s e-mail to the provider; null = not yet (or before 20261127110000).';

alter table public.voice_sessions
  add column email_sent_at timestamptz,
  -- jsonb, not text[]: PostgREST and its local emulation pass a JSON array to it unchanged.
  add column email_to jsonb,
  add constraint voice_sessions_email_to_list check (
    email_to is null or (jsonb_typeof(email_to) = 'array' and jsonb_array_length(email_to) between 1 and 20)
  );
comment on column public.voice_sessions.notified_at is
  'When this session''s e-mail to the team was queued (public.queue_lead_email); null = never. Never cleared.';
comment on column public.voice_sessions.email_to is
  'Who the outcome''s e-mail is owed to, stored with the outcome; null = none (too short, or the flow notifies nobody).';

-- Rows stored before this migration: a lead whose e-mail has (or had) an outbox row was queued. The old sweep
-- ran every minute, so a Book a Demo row older than a day without one was sent and its copy deleted since.
update public.demo_requests as r
set notified_at = coalesce(
  r.notified_at,
  (select o.created_at from public.email_outbox as o
   where o.dedupe_key in ('demo_request:' || r.id::text, 'contact:' || r.id::text)),
  case when r.source = 'demo_modal' and r.created_at < pg_catalog.now() - interval '1 day' then r.created_at end
);
update public.voice_sessions as s
set notified_at = coalesce(
  s.notified_at,
  (select o.created_at from public.email_outbox as o where o.dedupe_key = 'voice_session:' || s.conversation_id)
);

-- Queues one lead's e-mail: marks the lead queued and inserts the outbox row in one transaction, only when the
-- lead's state says it never was. The row lock of the update makes two concurrent callers (the function and
-- the sweep, or two deliveries) queue it once. p_key is 'demo_request:<id>', 'contact:<id>' or
-- 'voice_session:<conversation id>'; any other key is a plain outbox insert, once per key. True = queued now.
create or replace function public.queue_lead_email(
  p_key text,
  p_subject text,
  p_body text,
  p_reply_to text,
  p_recipients jsonb,
  p_by text
)
returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_kind text := pg_catalog.split_part(p_key, ':', 1);
  v_ref text := pg_catalog.substr(p_key, pg_catalog.length(v_kind) + 2);
  v_marked integer;
  v_inserted integer;
begin
  if v_kind in ('demo_request', 'contact') then
    if v_ref !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      return false;
    end if;
    update public.demo_requests
      set notified_at = pg_catalog.now(), email_queued_by = coalesce(p_by, 'request')
      where id = v_ref::uuid
        and source = case v_kind when 'contact' then 'contact' else 'demo_modal' end
        and notified_at is null;
    get diagnostics v_marked = row_count;
    if v_marked = 0 then
      return false;
    end if;
  elsif v_kind = 'voice_session' then
    update public.voice_sessions set notified_at = pg_catalog.now()
      where conversation_id = v_ref and notified_at is null;
    get diagnostics v_marked = row_count;
    if v_marked = 0 then
      return false;
    end if;
  end if;
  insert into public.email_outbox (dedupe_key, subject, body, reply_to, recipients)
    values (
      p_key, p_subject, p_body, p_reply_to,
      case when pg_catalog.jsonb_typeof(p_recipients) = 'array'
        then array(select pg_catalog.jsonb_array_elements_text(p_recipients)) end
    )
    on conflict (dedupe_key) do nothing;
  get diagnostics v_inserted = row_count;
  return v_inserted = 1 or v_kind in ('demo_request', 'contact', 'voice_session');
end;
$$;

comment on function public.queue_lead_email(text, text, text, text, jsonb, text) is
  'Queues a lead''s e-mail once: marks the lead (notified_at) and inserts the outbox row together. Service role only.';
revoke all on function public.queue_lead_email(text, text, text, text, jsonb, text) from public, anon, authenticated;
grant execute on function public.queue_lead_email(text, text, text, text, jsonb, text) to service_role;

-- The sweep: every lead whose e-mail was never queued, as { leads: [{ key, lead }], contact_held }.
--   * Book a Demo rows a minute old (the function queues its own first);
--   * voice sessions whose outcome is stored and owes an e-mail, a minute after the outcome;
--   * contact rows p_contact_grace_seconds old whose browser notification never arrived, at most
--     p_contact_daily_cap swept in 24 hours (the anonymous insert carries no captcha: the cap bounds what a
--     script can send to the team; each row already passed the per-address insert limits). contact_held
--     counts the rows the cap held back, and a WARNING goes to the log.
create or replace function public.leads_without_email(
  p_limit integer,
  p_contact_grace_seconds integer,
  p_contact_daily_cap integer
)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_limit integer := greatest(coalesce(p_limit, 0), 0);
  v_room integer;
  v_waiting integer;
  v_leads jsonb;
begin
  select greatest(p_contact_daily_cap - pg_catalog.count(*)::integer, 0) into v_room
  from public.demo_requests
  where source = 'contact' and email_queued_by = 'sweep' and notified_at > pg_catalog.now() - interval '1 day';
  select pg_catalog.count(*)::integer into v_waiting
  from public.demo_requests
  where source = 'contact' and notified_at is null
    and created_at < pg_catalog.now() - make_interval(secs => greatest(p_contact_grace_seconds, 0));

  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('key', l.key, 'lead', l.lead) order by l.at), '[]')
  into v_leads
  from (
    (select 'demo_request:' || r.id::text as key, pg_catalog.to_jsonb(r) as lead, r.created_at as at
     from public.demo_requests as r
     where r.source = 'demo_modal' and r.notified_at is null
       and r.created_at < pg_catalog.now() - interval '1 minute'
     order by r.created_at limit v_limit)
    union all
    (select 'voice_session:' || s.conversation_id, pg_catalog.to_jsonb(s) - 'transcript', s.outcome_at
     from public.voice_sessions as s
     where s.outcome_at is not null and s.email_to is not null and s.notified_at is null
       and s.outcome_at < pg_catalog.now() - interval '1 minute'
     order by s.outcome_at limit v_limit)
    union all
    (select 'contact:' || r.id::text, pg_catalog.to_jsonb(r), r.created_at
     from public.demo_requests as r
     where r.source = 'contact' and r.notified_at is null
       and r.created_at < pg_catalog.now() - make_interval(secs => greatest(p_contact_grace_seconds, 0))
     order by r.created_at limit least(v_limit, v_room))
  ) as l;

  if v_waiting > v_room then
    raise warning 'lead e-mail sweep: % contact row(s) wait past the daily cap of % swept contact e-mails',
      v_waiting - v_room, p_contact_daily_cap;
  end if;
  return pg_catalog.jsonb_build_object('leads', v_leads, 'contact_held', greatest(v_waiting - v_room, 0));
end;
$$;

comment on function public.leads_without_email(integer, integer, integer) is
  'The drain''s sweep: leads of all three sources whose own state says their e-mail was never queued. Service role only.';
revoke all on function public.leads_without_email(integer, integer, integer) from public, anon, authenticated;
grant execute on function public.leads_without_email(integer, integer, integer) to service_role;

-- The per-source sweep it replaces looked for a missing outbox row, which retention deletes.
drop function if exists public.demo_requests_without_email(integer);

-- email_sent_at on the lead when the drain marks its outbox row sent.
create or replace function private.email_outbox_mark_lead_sent()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_kind text := pg_catalog.split_part(new.dedupe_key, ':', 1);
  v_ref text := pg_catalog.substr(new.dedupe_key, pg_catalog.length(v_kind) + 2);
begin
  if new.status <> 'sent' or old.status = 'sent' then
    return new;
  end if;
  if v_kind in ('demo_request', 'contact')
     and v_ref ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    update public.demo_requests set email_sent_at = coalesce(new.sent_at, pg_catalog.now()) where id = v_ref::uuid;
  elsif v_kind = 'voice_session' then
    update public.voice_sessions set email_sent_at = coalesce(new.sent_at, pg_catalog.now())
      where conversation_id = v_ref;
  end if;
  return new;
end;
$$;
revoke all on function private.email_outbox_mark_lead_sent() from public;

create trigger email_outbox_mark_lead_sent
  after update of status on public.email_outbox
  for each row execute function private.email_outbox_mark_lead_sent();
