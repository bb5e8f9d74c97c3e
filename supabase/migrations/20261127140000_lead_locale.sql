-- Leads in their language (issue 41): every lead stores the language of the page it came from, as a
-- BCP 47 tag (`es`, `de-AT`), so sales knows which language to answer in.
--
--   demo_requests.locale    contact rows from the browser (anon insert) and Book a Demo rows (the function);
--   voice_sessions.locale   stored by voice-signed-url (and voice-call-me) with the session record.
--
-- The default is the site's own language (industries/site.yaml sourceLocale; SOURCE_LOCALE in
-- supabase/functions/_shared/leads/lead-fields.ts): its pages send no locale, so their request bodies stay the
-- SPEC's, and every row stored before this migration came from an English page. Null is allowed for a row
-- whose page is not known (a session stored from the post-call webhook alone may say so).
-- The shape matches isLeadLocale in lead-fields.ts: a language of 2 or 3 letters, then subtags of 1 to 8
-- letters or digits, at most 35 characters (RFC 5646 §4.4.1).
--
-- Row-level security is unchanged: demo_requests keeps its anon insert policy (source 'contact') and
-- gains one insertable column; voice_sessions stays service-role only. splinter, read by hand: no new
-- function, view or policy.

alter table public.demo_requests
  add column locale text default 'en',
  add constraint demo_requests_locale_shape check (
    char_length(locale) <= 35 and locale ~ '^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$'
  );
comment on column public.demo_requests.locale is
  'Language of the page the lead came from (BCP 47, e.g. es); the site''s own language when the page sent none.';

-- The contact form inserts straight from the browser with the anon key, its locale with it.
grant insert (locale) on table public.demo_requests to anon;

alter table public.voice_sessions
  add column locale text default 'en',
  add constraint voice_sessions_locale_shape check (
    char_length(locale) <= 35 and locale ~ '^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$'
  );
comment on column public.voice_sessions.locale is
  'Language of the page the session started on (BCP 47, e.g. es); the site''s own language when the page sent none.';
