-- Qualified demo leads: ElevenLabs judges every real call by the flow's evaluation criteria and extracts
-- the flow's collect fields (YAML agent.evaluation and agent.collect, pushed by npm run agents:push).
-- voice-post-call stores both, normalised by supabase/functions/_shared/voice/voice-analysis.ts:
--   evaluation      { <criterion id>: { result: success|failure|unknown, rationale } }
--   data_collection { <field id>: { value: text|number|boolean|null, rationale } } (column since 20261123000300)
-- The columns live on public.voice_sessions, so its RLS (on, one restrictive policy that denies anon and
-- authenticated everything, service role only), its grants and its retention job cover them unchanged.

alter table public.voice_sessions
  add column evaluation jsonb;

comment on column public.voice_sessions.evaluation is
  'ElevenLabs'' verdict per evaluation criterion of the flow: { id: { result, rationale } }. Null until the webhook.';
comment on column public.voice_sessions.data_collection is
  'The flow''s collect fields as ElevenLabs extracted them: { id: { value, rationale } }. Null until the webhook.';

-- Bounded like the other visitor-driven columns: the values are a language model's reading of a call.
alter table public.voice_sessions
  add constraint voice_sessions_evaluation_object
    check (jsonb_typeof(evaluation) = 'object' and pg_column_size(evaluation) <= 32768),
  add constraint voice_sessions_data_collection_object
    check (jsonb_typeof(data_collection) = 'object' and pg_column_size(data_collection) <= 32768);
