// What makes a voice session a qualified lead, for npm run leads and its CSV: ElevenLabs' verdict per
// evaluation criterion and the fields it collected (voice_sessions.evaluation and data_collection).
import { goalsMet, shownValue } from '../../../supabase/functions/_shared/voice/voice-analysis.ts';

type Row = Record<string, unknown>;
const isObject = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

/** "booked_service: success; stayed_in_role: failure", or '' without an evaluation. */
export function evaluationText(row: Row): string {
  if (!isObject(row.evaluation)) return '';
  return Object.entries(row.evaluation)
    .map(([id, item]) => `${id}: ${isObject(item) && typeof item.result === 'string' ? item.result : 'unknown'}`)
    .join('; ');
}

/** "need: after-hours bookings; size: 3; follow_up_consent: yes", or '' when nothing was collected. */
export function collectedText(row: Row): string {
  if (!isObject(row.data_collection)) return '';
  return Object.entries(row.data_collection)
    .map(([id, value]) => `${id}: ${oneLine(shownValue(value))}`)
    .join('; ');
}

/** "1 of 2 goals met", or ''. */
export const goalsText = (row: Row): string => goalsMet(row.evaluation) ?? '';

/** The lines under a session's row in the terminal table; none for a session without analysis. */
export function analysisLines(row: Row): string[] {
  const lines: string[] = [];
  const goals = goalsText(row);
  if (goals) lines.push(`    Goals: ${goals} (${evaluationText(row)})`);
  const collected = collectedText(row);
  if (collected) lines.push(`    Collected: ${collected}`);
  return lines;
}
