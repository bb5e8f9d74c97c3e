-- meeting.booked goes with the booking: when the voice-booking function stores the meeting a call booked
-- (voice_sessions.booking, 20261128200000), this trigger queues the event through
-- public.queue_meeting_booked (20261128300100) in the same transaction, once per booking (its dedupe key is
-- the booking's uid). As with lead.created, a failure to queue is a warning, never a refused booking.
--
-- splinter, read by hand: 0011 search_path = ''; the trigger function runs as its owner (security definer)
-- and takes nothing from the caller but the row being stored; no execute grant to anon or authenticated.

create or replace function private.voice_sessions_queue_meeting_booked()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.queue_meeting_booked(
    coalesce(new.booking ->> 'uid', new.booking ->> 'id'),
    (new.booking ->> 'start')::timestamptz,
    coalesce(new.booking ->> 'timeZone', new.time_zone),
    new.conversation_id
  );
  return null;
exception when others then
  raise warning 'crm: meeting.booked for % was not queued: %', new.conversation_id, sqlerrm;
  return null;
end;
$$;
revoke all on function private.voice_sessions_queue_meeting_booked() from public;

create trigger voice_sessions_queue_meeting_booked
  after insert or update of booking on public.voice_sessions
  for each row
  when (new.booking is not null)
  execute function private.voice_sessions_queue_meeting_booked();
