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
/** One text (a rationale, a collected value) at most, in UTF-8 bytes. */
const MAX_TEXT_BYTES = 1000;
/**
 * What the columns hold: pg_column_size(evaluation) and (data_collection) at most 32,768 bytes
 * (20261125130000_voice_session_analysis.sql). The texts of one column share this budget, which leaves
 * room for the keys and jsonb's headers (a few dozen bytes an entry), so a stored outcome never fails
 * its check constraint, whatever ElevenLabs sends.
 */
const COLUMN_TEXT_BYTES = 24 * 1024;
const KEY = /^[A-Za-z0-9_-]{1,64}$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const utf8 = new TextEncoder();

/** `text` cut to at most `maxBytes` of UTF-8, between characters, with an ellipsis when cut. */
export function cutToBytes(text: string, maxBytes: number): string {
  if (utf8.encode(text).length <= maxBytes) return text;
  let bytes = 3; // the ellipsis
  let cut = '';
  for (const character of text) {
    bytes += utf8.encode(character).length;
    if (bytes > maxBytes) break;
    cut += character;
  }
  return `${cut}…`;
}

/** `text` cut to at most `max` characters (code points, as Postgres' char_length counts), never mid-character. */
export function cutToCharacters(text: string, max: number): string {
  if (text.length <= max) return text;
  const characters = Array.from(text);
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join('')}…`;
}

function entries(results: unknown): Array<[string, Json]> {
  if (!isObject(results)) return [];
  return Object.entries(results)
    .filter((entry): entry is [string, Json] => KEY.test(entry[0]) && isObject(entry[1]))
    .slice(0, MAX_ENTRIES);
}

/** Each entry's two texts share the column's budget equally. */
const textBudget = (count: number) => Math.min(MAX_TEXT_BYTES, Math.floor(COLUMN_TEXT_BYTES / Math.max(1, 2 * count)));

function valueOf(value: unknown, maxBytes: number): CollectedValue['value'] {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return cutToBytes(typeof value === 'string' ? value : JSON.stringify(value), maxBytes);
}

/** The evaluation and collected fields of a webhook's `analysis`; null for each part it does not carry. */
export function readVoiceAnalysis(analysis: unknown): VoiceAnalysis {
  const source = isObject(analysis) ? analysis : {};
  const criteriaEntries = entries(source.evaluation_criteria_results);
  const fieldEntries = entries(source.data_collection_results);
  const [criterionBytes, fieldBytes] = [textBudget(criteriaEntries.length), textBudget(fieldEntries.length)];
  const textOf = (value: unknown, maxBytes: number) => (typeof value === 'string' ? cutToBytes(value, maxBytes) : '');
  const criteria = criteriaEntries.map(([id, item]): [string, CriterionResult] => {
    const result = item.result === 'success' || item.result === 'failure' ? item.result : 'unknown';
    return [id, { result, rationale: textOf(item.rationale, criterionBytes) }];
  });
  const fields = fieldEntries.map(([id, item]): [string, CollectedValue] => [
    id,
    { value: valueOf(item.value, fieldBytes), rationale: textOf(item.rationale, fieldBytes) },
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
