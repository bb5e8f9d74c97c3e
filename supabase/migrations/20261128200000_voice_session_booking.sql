-- The meeting a voice session booked during the call (the voice-booking function, Cal.com API v2).
--
--   time_zone           the visitor's IANA zone: the browser's Intl zone sent at start, or for Call me the
--                       number's zone; the meeting is booked and spoken in it
--   booking_offers      the slot starts (ISO, UTC) the function offered in this conversation; only one of
--                       them can be booked
--   booking_claimed_at  set while one booking call runs, so a retried or concurrent call cannot book twice
--   booking             { id, uid, start, end, timeZone, rescheduleUrl, cancelUrl } once booked
--   booked_at           when it was booked; with booking_email it counts the bookings per address per week
--   booking_email       the address booked with, lower case
--   booking_failed      why the last booking attempt failed (calendar_timeout, calendar_refused, …); null when none
--
-- Row-level security is unchanged: voice_sessions stays service-role only. splinter, read by hand: no new
-- function, view or policy.

alter table public.voice_sessions
  add column time_zone text,
  add column booking_offers jsonb,
  add column booking_claimed_at timestamptz,
  add column booking jsonb,
  add column booked_at timestamptz,
  add column booking_email text,
  add column booking_failed text,
  add constraint voice_sessions_time_zone_shape check (time_zone ~ '^[A-Za-z0-9_+/-]{1,64}$'),
  add constraint voice_sessions_booking_offers_array check (
    jsonb_typeof(booking_offers) = 'array' and pg_column_size(booking_offers) <= 4096
  ),
  add constraint voice_sessions_booking_object check (
    jsonb_typeof(booking) = 'object' and pg_column_size(booking) <= 4096
  ),
  add constraint voice_sessions_booking_failed_length check (char_length(booking_failed) <= 100);

comment on column public.voice_sessions.time_zone is 'The visitor''s IANA time zone, e.g. Europe/Madrid.';
comment on column public.voice_sessions.booking is
  'The meeting booked in the call: { id, uid, start, end, timeZone, rescheduleUrl, cancelUrl }.';

create index voice_sessions_booking_email_idx on public.voice_sessions (booking_email, booked_at)
  where booking_email is not null;
