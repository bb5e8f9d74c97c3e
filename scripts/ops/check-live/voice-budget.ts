// The voice budget (issue 38): the cap on voice starts for all visitors together that voice-signed-url
// enforces (site.yaml `voiceBudget`, deployed through the generated voice-leads-config.ts), and how much
// of it this hour and today have used (public.call_budget_use, service role only). Without a service key
// the row still names the budget and says how to see the use. It runs after the voice rows, so the use
// includes this run's own starts.
import { VOICE_LEADS_CONFIG } from '../../../supabase/functions/_shared/generated/voice-leads-config.ts';
import type { VoiceBudget } from '../../../supabase/functions/_shared/http/limits.ts';
import { SERVICE_KEY_NAMES, serviceKeyFromEnv } from '../../../supabase/functions/_shared/database/service-key.ts';
import { describeError, request, type HttpContext } from './http.ts';
import { row, type CheckRow } from './report.ts';

/** The share of the day's budget past which the row warns: the demos may be refused before the day ends. */
const WARN_SHARE = 0.8;

export async function checkVoiceBudget(
  context: HttpContext,
  supabaseUrl: string,
  serviceKey: string | null = serviceKeyFromEnv((name) => process.env[name]),
  budget: VoiceBudget = VOICE_LEADS_CONFIG.voiceBudget,
): Promise<CheckRow> {
  const cap = `${budget.perHour} starts an hour, ${budget.perDay} a day (UTC; site.yaml voiceBudget)`;
  if (!serviceKey)
    return row('voice budget', 'voice-signed-url', 'skip', `${cap}; set ${SERVICE_KEY_NAMES} to read today's use`);
  let use: { hour?: unknown; day?: unknown };
  try {
    const response = await request(context, `${supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/call_budget_use`, {
      method: 'POST',
      headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ p_bucket: 'voice-signed-url' }),
    });
    if (response.status === 404) {
      return row(
        'voice budget',
        'voice-signed-url',
        'FAIL',
        `${cap}; public.call_budget_use is missing: apply the migrations (supabase db push)`,
      );
    }
    if (!response.ok) throw new Error(`rpc/call_budget_use answered HTTP ${response.status}`);
    use = (await response.json()) as typeof use;
  } catch (error) {
    return row('voice budget', 'voice-signed-url', 'FAIL', `${cap}; could not read the use: ${describeError(error)}`);
  }
  const hour = Number(use.hour);
  const day = Number(use.day);
  if (!Number.isInteger(hour) || !Number.isInteger(day)) {
    return row('voice budget', 'voice-signed-url', 'FAIL', `${cap}; call_budget_use answered ${JSON.stringify(use)}`);
  }
  const detail = `${cap}; used ${hour} this hour, ${day} today`;
  if (hour >= budget.perHour || day >= budget.perDay) {
    return row(
      'voice budget',
      'voice-signed-url',
      'warn',
      `${detail}: used up, visitors' starts are refused until it resets`,
    );
  }
  if (day >= budget.perDay * WARN_SHARE) {
    return row('voice budget', 'voice-signed-url', 'warn', `${detail}: over ${WARN_SHARE * 100}% of the day's budget`);
  }
  return row('voice budget', 'voice-signed-url', 'ok', detail);
}
