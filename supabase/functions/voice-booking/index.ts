// Edge function entry: the agent's booking tools (webhook tools find_meeting_times and book_meeting).
// All logic lives in ../_shared/booking/voice-booking.ts. Deploy with --no-verify-jwt: ElevenLabs sends the
// tools' secret header, not a JWT.
import { voiceBookingDepsFromEnv } from '../_shared/booking/voice-booking-deps.ts';
import { handleVoiceBooking } from '../_shared/booking/voice-booking.ts';

const deps = voiceBookingDepsFromEnv((name) => Deno.env.get(name));

Deno.serve((req) => handleVoiceBooking(req, deps));
