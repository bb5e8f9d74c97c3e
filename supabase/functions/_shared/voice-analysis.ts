// What a qualified lead keeps of ElevenLabs' post-call analysis: the verdict per evaluation criterion and
// the value per collected field, normalised and bounded before they reach public.voice_sessions
// (evaluation, data_collection) and the team's e-mail. The webhook's shapes (SDK 2.73
// ConversationHistoryEvaluationCriteriaResultCommonModel, DataCollectionResultCommonModel):
//   analysis.evaluation_criteria_results: { <id>: { criteria_id, result: success|failure|unknown, rationale } }
//   analysis.data_collection_results:     { <id>: { data_collection_id, value, json_schema?, rationale } }
// (research/platform-facts.md question 5). Anything else in them is dropped, never stored.

export type CriterionVerdict = 'success' | 'failure' | 'unknown';

export interface CriterionResult {
  result: CriterionVerdict;
  rationale: string;
}

export interface CollectedValue {
  /** Null when the call never said it. */
  value: string | number | boolean | null;
  rationale: string;
}

export interface VoiceAnalysis {
  evaluation: Record<string, CriterionResult> | null;
  data_collection: Record<string, CollectedValue> | null;
}

/** Flows define at most 10 criteria and 25 fields (schemas/agent-analysis.ts); a little room beyond. */
const MAX_ENTRIES = 40;
const MAX_TEXT = 1000;
const KEY = /^[A-Za-z0-9_-]{1,64}$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const bounded = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);
const textOf = (value: unknown) => (typeof value === 'string' ? bounded(value) : '');

function entries(results: unknown): Array<[string, Json]> {
  if (!isObject(results)) return [];
  return Object.entries(results)
    .filter((entry): entry is [string, Json] => KEY.test(entry[0]) && isObject(entry[1]))
    .slice(0, MAX_ENTRIES);
}

function valueOf(value: unknown): CollectedValue['value'] {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return bounded(typeof value === 'string' ? value : JSON.stringify(value));
}

/** The evaluation and collected fields of a webhook's `analysis`; null for each part it does not carry. */
export function readVoiceAnalysis(analysis: unknown): VoiceAnalysis {
  const source = isObject(analysis) ? analysis : {};
  const criteria = entries(source.evaluation_criteria_results).map(([id, item]): [string, CriterionResult] => {
    const result = item.result === 'success' || item.result === 'failure' ? item.result : 'unknown';
    return [id, { result, rationale: textOf(item.rationale) }];
  });
  const fields = entries(source.data_collection_results).map(([id, item]): [string, CollectedValue] => [
    id,
    { value: valueOf(item.value), rationale: textOf(item.rationale) },
  ]);
  return {
    evaluation: isObject(source.evaluation_criteria_results) ? Object.fromEntries(criteria) : null,
    data_collection: isObject(source.data_collection_results) ? Object.fromEntries(fields) : null,
  };
}

/** A collected value as a person reads it: yes/no for booleans, "(not said)" for none. */
export function shownValue(value: unknown): string {
  const inner = isObject(value) && 'value' in value ? value.value : value;
  if (inner === null || inner === undefined || inner === '') return '(not said)';
  if (typeof inner === 'boolean') return inner ? 'yes' : 'no';
  return typeof inner === 'string' ? inner : JSON.stringify(inner);
}

/** "2 of 3 goals met" (", 1 not judged" when the verdict is unknown), or null without an evaluation. */
export function goalsMet(evaluation: unknown): string | null {
  if (!isObject(evaluation)) return null;
  const results = Object.values(evaluation).map((item) => (isObject(item) ? item.result : undefined));
  if (results.length === 0) return null;
  const met = results.filter((result) => result === 'success').length;
  const open = results.filter((result) => result !== 'success' && result !== 'failure').length;
  return `${met} of ${results.length} goals met${open > 0 ? `, ${open} not judged` : ''}`;
}
