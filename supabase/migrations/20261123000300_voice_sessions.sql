-- One record per signed voice session (demos and interviews), stored by voice-signed-url with the
-- service role, completed by the voice-post-call webhook, and deleted after the retention period in
-- industries/site.yaml (leads.retentionDays) by public.delete_expired_voice_sessions.
-- Visitors get nothing: no grants to anon or authenticated, RLS on, and one policy that denies them
-- everything (it states the intent, and keeps splinter's 0008 rls_enabled_no_policy quiet).

create table public.voice_sessions (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  -- ElevenLabs' conversation id for a single-use signed link; the webhook finds the record by it.
  conversation_id text not null unique,
  flow text not null,
  agent_id text not null,
  -- The visitor's details as submitted: { name, email, phone, company }, only the fields asked.
  details jsonb not null default '{}'::jsonb,
  notice_shown boolean not null,
  page text,

  -- Outcome, from the post-call webhook; all null until it arrives.
  outcome_at timestamptz,
  duration_seconds integer,
  call_successful text,
  summary text,
  data_collection jsonb,
  -- Only for flows whose YAML says keepTranscript.
  transcript jsonb,
  notified_at timestamptz,

  constraint voice_sessions_conversation_id_shape check (conversation_id ~ '^[A-Za-z0-9_-]{1,200}$'),
  constraint voice_sessions_flow_shape check (flow ~ '^[a-z0-9-]{1,100}$'),
  constraint voice_sessions_agent_id_shape check (agent_id ~ '^[A-Za-z0-9_-]{1,100}$'),
  constraint voice_sessions_details_object check (jsonb_typeof(details) = 'object' and pg_column_size(details) <= 4096),
  constraint voice_sessions_page_length check (char_length(page) <= 500),
  constraint voice_sessions_duration_range check (duration_seconds between 0 and 86400),
  constraint voice_sessions_summary_length check (char_length(summary) <= 20000)
);

create index voice_sessions_created_at on public.voice_sessions (created_at);

comment on table public.voice_sessions is
  'Voice demo and interview sessions with their post-call outcome. Service role only.';

alter table public.voice_sessions enable row level security;

-- Supabase's default privileges give anon and authenticated everything on new tables; take it back.
revoke all on table public.voice_sessions from anon, authenticated;
grant all on table public.voice_sessions to service_role;

create policy "Visitors never read or write voice sessions"
  on public.voice_sessions
  as restrictive
  for all
  to anon, authenticated
  using (false)
  with check (false);

-- The retention job. Supabase runs it daily with pg_cron (see DEPLOY.md); the local server on a timer.
-- The period is an argument so the one value in site.yaml is the only place it is written down.
-- Security invoker: its callers (service_role, pg_cron's postgres) may already delete these rows.
create function public.delete_expired_voice_sessions(p_retention_days integer)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  deleted integer;
begin
  if p_retention_days is null or p_retention_days < 1 then
    raise exception 'retention period must be at least one day, got %', p_retention_days;
  end if;
  delete from public.voice_sessions
    where created_at < now() - make_interval(days => p_retention_days);
  get diagnostics deleted = row_count;
  return deleted;
end;
$$;

revoke all on function public.delete_expired_voice_sessions(integer) from public, anon, authenticated;
grant execute on function public.delete_expired_voice_sessions(integer) to service_role;
