/**
 * What differs between what a flow's YAML derives and what the ElevenLabs API returns, field by field.
 * Both sides are compared as the API's JSON (snake_case, through the SDK's own serialisers), and only
 * what agents:push owns counts: the fields it sends, item by item in a list, and every key of a map it
 * names in full (data collection, language presets, variable placeholders). The API fills defaults into
 * what it stores (an evaluation criterion comes back with `use_knowledge_base`) and adds ids and
 * timestamps; none of that is a difference, so a second push is quiet. A dashboard edit of a field the
 * YAML sets, or a live agent that a rollback of industries/ no longer matches, shows up and is put back.
 */
import * as serialization from '@elevenlabs/elevenlabs-js/serialization/index.js';
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

interface Serialiser {
  jsonOrThrow(value: unknown, opts: object): unknown;
}
const S = serialization as unknown as Record<string, Serialiser> & { conversationalAi: Record<string, Serialiser> };
/** The SDK's parsed (camelCase) value as the API's JSON; keys the SDK does not know pass as they are. */
const LENIENT = {
  unrecognizedObjectKeys: 'passthrough',
  allowUnrecognizedUnionMembers: true,
  allowUnrecognizedEnumValues: true,
  skipValidation: true,
};
export const wire = {
  agentRequest: (value: DerivedAgentConfig) => S.conversationalAi.UpdateAgentRequest!.jsonOrThrow(value, LENIENT),
  agent: (value: unknown) => S.GetAgentResponseModel!.jsonOrThrow(value, LENIENT),
  toolRequest: (value: unknown) => S.ToolRequestModel!.jsonOrThrow(value, LENIENT),
  tool: (value: unknown) => S.ToolResponseModel!.jsonOrThrow(value, LENIENT),
};

/** Maps whose keys the YAML names in full: a key only the live agent has is a difference too. */
const OWNED_MAPS = new Set([
  'conversation_config.language_presets',
  'conversation_config.agent.dynamic_variables.dynamic_variable_placeholders',
  'platform_settings.data_collection',
]);

function walk(wanted: unknown, live: unknown, path: string[], out: FieldDifference[]): void {
  const at = path.join('.');
  if (isObject(wanted)) {
    const liveObject = isObject(live) ? live : {};
    for (const [key, value] of Object.entries(wanted)) {
      if (value !== undefined) walk(value, liveObject[key], [...path, key], out);
    }
    if (OWNED_MAPS.has(at)) {
      for (const key of Object.keys(liveObject).filter((name) => !(name in wanted))) {
        out.push({ path: `${at}.${key}`, live: liveObject[key], wanted: undefined });
      }
    }
    return;
  }
  if (Array.isArray(wanted)) {
    // Item by item, so an item the API returns with its defaults filled in still matches.
    const same =
      Array.isArray(live) &&
      live.length === wanted.length &&
      wanted.every((item, index) => wireDifferences(item, live[index]).length === 0);
    if (!same) out.push({ path: at, live, wanted });
    return;
  }
  if (JSON.stringify(wanted) !== JSON.stringify(live)) out.push({ path: at, live, wanted });
}

/** The differences between two values in the API's JSON, limited to what `wanted` sets. */
export function wireDifferences(wanted: unknown, live: unknown): FieldDifference[] {
  const out: FieldDifference[] = [];
  walk(wanted, live, [], out);
  return out;
}

/**
 * The differences between the derived config and the agent as read back (`agents.get`, camelCase as the
 * SDK parses it); empty when the live agent already is what the YAML says.
 */
export function agentDifferences(wanted: DerivedAgentConfig, live: unknown): FieldDifference[] {
  return wireDifferences(wire.agentRequest(wanted), wire.agent(live));
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
