/**
 * What differs between the agent a flow's YAML derives and the agent the ElevenLabs API returns, field
 * by field. Only the fields agents:push sets are compared: the API fills in dozens of others (defaults,
 * ids, timestamps) that the site does not own. So a dashboard edit of a field the YAML sets, or a live
 * agent that a rollback of industries/ no longer matches, shows up here and is put back by the push.
 */
import type { DerivedAgentConfig } from './derive.ts';

/** One field whose live value is not the one the YAML asks for, named by its wire (snake_case) path. */
export interface FieldDifference {
  path: string;
  live: unknown;
  wanted: unknown;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The SDK speaks camelCase; the API, its docs and the dashboard's JSON view speak snake_case. */
const wireName = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Equal as JSON values: arrays element by element, objects key by key in any order. */
function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => same(item, b[i]));
  }
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => same(a[key], b[key]));
  }
  return a === b;
}

function walk(wanted: unknown, live: unknown, path: string[], out: FieldDifference[]): void {
  if (isObject(wanted)) {
    for (const [key, value] of Object.entries(wanted)) {
      if (value === undefined) continue;
      walk(value, isObject(live) ? live[key] : undefined, [...path, wireName(key)], out);
    }
    return;
  }
  if (!same(wanted, live)) out.push({ path: path.join('.'), live, wanted });
}

/**
 * The differences between the derived config and the agent as read back (`agents.get`, camelCase as the
 * SDK parses it); empty when the live agent already is what the YAML says.
 */
export function agentDifferences(wanted: DerivedAgentConfig, live: unknown): FieldDifference[] {
  const out: FieldDifference[] = [];
  walk(wanted, live, [], out);
  return out;
}

/** A value short enough for one line: a long text (a prompt) shows 40 characters from `from` and its length. */
export function shortValue(value: unknown, from = 0): string {
  if (value === undefined) return '(not set)';
  const text = JSON.stringify(value);
  if (typeof value !== 'string') return text.length <= 60 ? text : `${text.slice(0, 57)}…`;
  if (text.length <= 60) return text;
  const start = Math.max(0, Math.min(from, value.length - 40));
  const excerpt = `${start > 0 ? '…' : ''}${value.slice(start, start + 40)}${start + 40 < value.length ? '…' : ''}`;
  return `${JSON.stringify(excerpt)} (${value.length} characters)`;
}

/** Where two texts start to differ, less a little context: both excerpts of a prompt edit show the edit. */
function firstDifference(a: unknown, b: unknown): number {
  if (typeof a !== 'string' || typeof b !== 'string') return 0;
  let index = 0;
  while (index < a.length && index < b.length && a[index] === b[index]) index += 1;
  return Math.max(0, index - 10);
}

/** `conversation_config.agent.prompt.prompt: "…a hotel…" (1520 characters) → "…a motel…" (1520 characters)`. */
export function formatDifference(difference: FieldDifference): string {
  const from = firstDifference(difference.live, difference.wanted);
  return `${difference.path}: ${shortValue(difference.live, from)} → ${shortValue(difference.wanted, from)}`;
}
