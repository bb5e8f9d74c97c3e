// What the voice-booking handler is given: the tools' secret, the sessions, Cal.com, the settings, a clock.
import type { BookingConfig } from './booking-config.ts';
import type { CalcomClient } from './calcom.ts';
import type { Logger } from '../http/log.ts';
import type { BookingStore } from './voice-booking-store.ts';

export interface VoiceBookingDeps {
  /** VOICE_BOOKING_SECRET; null answers 503 so a missing secret is noticed, never skipped. */
  secret: string | null;
  store: BookingStore;
  /** Cal.com (CALCOM_API_URL, CALCOM_API_KEY); null when not configured. */
  calcom: CalcomClient | null;
  config: BookingConfig;
  now(): number;
  log: Logger;
}
