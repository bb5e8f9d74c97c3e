// Edge function entry: the meeting booked during a call, for the page's post-call panel. All logic lives
// in ../_shared/booking/voice-meeting.ts.
import { voiceMeetingDepsFromEnv } from '../_shared/booking/voice-booking-deps.ts';
import { handleVoiceMeeting } from '../_shared/booking/voice-meeting.ts';

const deps = voiceMeetingDepsFromEnv((name) => Deno.env.get(name));

Deno.serve((req) => handleVoiceMeeting(req, deps));
