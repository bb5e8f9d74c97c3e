// The voice budget the functions count starts against: site.yaml `voiceBudget` (generated
// voice-leads-config.ts), except off the hosted platform when LOCAL_VOICE_BUDGET is set. The local stack
// sets it only for its browser-test backend (playwright.config.ts), where some 200 tests share one
// database within the hour and start more calls than the site's real budget allows; the budget's own
// behaviour is pinned by unit tests and `npm run abuse`, on the site's numbers. On the hosted platform
// (SB_REGION set, https://supabase.com/docs/guides/functions/secrets) the variable is refused and logged,
// so a deployed project can never raise the bill's cap past what site.yaml says.
import type { VoiceLeadsConfig } from './voice-leads.ts';

type EnvReader = (name: string) => string | undefined;

/** `config` with the budget LOCAL_VOICE_BUDGET ("perHour/perDay", e.g. 1000/5000) gives, where allowed. */
export function withLocalVoiceBudget<T extends Pick<VoiceLeadsConfig, 'voiceBudget'>>(
  config: T,
  env: EnvReader,
  log: Pick<Console, 'error'> = console,
): T {
  const raw = env('LOCAL_VOICE_BUDGET')?.trim();
  if (!raw) return config;
  const match = /^(\d{1,6})\/(\d{1,7})$/.exec(raw);
  if (env('SB_REGION')?.trim() || !match) {
    log.error(
      `LOCAL_VOICE_BUDGET=${raw} ignored: ${match ? 'only the local stack may set it' : 'use perHour/perDay, e.g. 1000/5000'}.`,
    );
    return config;
  }
  return { ...config, voiceBudget: { perHour: Number(match[1]), perDay: Number(match[2]) } };
}
