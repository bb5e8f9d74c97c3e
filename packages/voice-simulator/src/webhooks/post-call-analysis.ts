/**
 * The `analysis` results of the simulator's post-call webhook, shaped like the service's (SDK 2.73
 * ConversationHistoryEvaluationCriteriaResultCommonModel and DataCollectionResultCommonModel; see
 * research/platform-facts.md question 5), for the criteria and fields the agent was pushed with.
 * Without a language model nothing is judged: every criterion is "unknown", saying so, and a field has
 * a value only when the visitor named it in a typed or spoken turn, e.g. "need: after-hours bookings"
 * or "size is 3" (README.md, "Qualified leads"), so a local demo can end in a qualified lead on purpose.
 */
import type { SimAgent } from '../rest-api/agent-store.ts';
import { isObject, type Json } from '../rest-api/json-object.ts';

export interface SimAnalysisResults {
  evaluation_criteria_results: Record<string, Json>;
  data_collection_results: Record<string, Json>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the visitor said for a field: "<key>: <value>" or "<key> is <value>", key words with spaces or _. */
function spokenValue(key: string, turns: readonly string[]): string | null {
  const name = escapeRegExp(key).replace(/_/g, '[ _]');
  const pattern = new RegExp(`(?:^|[.;,!?]\\s*)${name}\\s*(?::|=|\\bis\\b)\\s*([^.;!?]+)`, 'i');
  for (const turn of [...turns].reverse()) {
    const match = pattern.exec(turn);
    if (match?.[1]?.trim()) return match[1].trim();
  }
  return null;
}

function typed(type: unknown, text: string): string | number | boolean | null {
  if (type === 'boolean')
    return /^(yes|yeah|sure|true|ok(ay)?|please)\b/i.test(text)
      ? true
      : /^(no|false|nope)\b/i.test(text)
        ? false
        : null;
  if (type === 'integer' || type === 'number') {
    const number = /-?\d+(\.\d+)?/.exec(text.replace(/,/g, ''));
    return number ? (type === 'integer' ? Math.round(Number(number[0])) : Number(number[0])) : null;
  }
  return text;
}

/** Null when the agent was pushed without criteria and fields (an agent from before, or a test's). */
export function simulatedAnalysis(
  agent: SimAgent | undefined,
  userTurns: readonly string[],
): SimAnalysisResults | null {
  const platform = agent?.platform_settings ?? {};
  const evaluation = isObject(platform.evaluation) ? platform.evaluation : {};
  const criteria = Array.isArray(evaluation.criteria) ? evaluation.criteria.filter(isObject) : [];
  const fields = isObject(platform.data_collection) ? platform.data_collection : {};
  if (criteria.length === 0 && Object.keys(fields).length === 0) return null;
  const evaluation_criteria_results = Object.fromEntries(
    criteria.map((criterion) => {
      const id = String(criterion.id);
      const rationale = `The local simulator has no language model; ElevenLabs judges "${String(criterion.conversation_goal_prompt ?? criterion.name ?? id)}" on a real call.`;
      return [id, { criteria_id: id, result: 'unknown', rationale }];
    }),
  );
  const data_collection_results = Object.fromEntries(
    Object.entries(fields).map(([id, field]) => {
      const schema = isObject(field) ? field : {};
      const said = spokenValue(id, userTurns);
      const value = said === null ? null : typed(schema.type, said);
      return [
        id,
        {
          data_collection_id: id,
          value,
          json_schema: { type: schema.type ?? 'string', description: schema.description ?? '' },
          rationale:
            said === null
              ? `The visitor did not say "${id}: ..." (local simulator).`
              : `The visitor said "${id}: ${said}".`,
        },
      ];
    }),
  );
  return { evaluation_criteria_results, data_collection_results };
}
