/**
 * Runs one simulation test against a stored agent, offline. Without a language model the simulator
 * cannot judge a free-text condition, so it plays the test as a script and checks what has a
 * structure: the greeting (the agent's first message with the test's variables), the caller's
 * scripted lines within the turn limit, and the tool a line asks for, found through the agent's
 * `tool_ids` as the service finds it. Every other condition is "not judged", never passed: a run with
 * one is not a pass (status `cancelled`, result `unknown`), and its summary says how many were judged.
 */
import { scriptedTurns, toolInCondition } from '../../../../schemas/agent-test-scenario.ts';
import { agentSettings, type SimAgent, type SimRecordStore, type SimTool } from '../rest-api/agent-store.ts';
import { replyToUserMessage, substituteVariables } from './lines.ts';

type Json = Record<string, unknown>;

export const NEEDS_ELEVENLABS = "only ElevenLabs' language model judges a plain-words condition";

interface Check {
  ok: boolean | null;
  message: string;
}

/** The transcript and the per-condition verdicts of one offline run, in the service's wire shape. */
export function runSimulationTest(agent: SimAgent, test: Json, tools: SimRecordStore<SimTool>): Json {
  if (test.type !== 'simulation') {
    return verdict([{ ok: null, message: `${String(test.type)} tests: only ElevenLabs runs them` }], []);
  }
  const settings = agentSettings(agent, tools);
  const variables = (test.dynamic_variables ?? {}) as Json;
  // Its client tools and its webhook tools (the booking tools): a simulation mocks both (tool_mock_config).
  const webhookNames = settings.webhookTools.map((tool) => String(tool.tool_config.name));
  const toolNames = [...settings.toolNames, ...webhookNames];
  const turns = scriptedTurns(typeof test.simulation_scenario === 'string' ? test.simulation_scenario : '');
  const maxTurns = typeof test.simulation_max_turns === 'number' ? test.simulation_max_turns : 10;
  const conditions = Array.isArray(test.success_conditions) ? (test.success_conditions as string[]) : [];

  const greeting = substituteVariables(settings.firstMessage, variables);
  const transcript: Json[] = [{ role: 'agent', message: greeting, time_in_call_secs: 0 }];
  const called: string[] = [];
  turns.slice(0, maxTurns).forEach((turn, i) => {
    const at = (i + 1) * 5;
    transcript.push({ role: 'user', message: turn.say, time_in_call_secs: at });
    if (turn.asks && toolNames.includes(turn.asks)) {
      called.push(turn.asks);
      transcript.push({
        role: 'agent',
        message: `(simulated) Calling ${turn.asks}.`,
        time_in_call_secs: at + 2,
        tool_calls: [
          {
            type: webhookNames.includes(turn.asks) ? 'webhook' : 'client',
            request_id: `sim_${i + 1}`,
            tool_name: turn.asks,
            params_as_json: '{}',
            tool_has_been_called: true,
          },
        ],
      });
    } else {
      transcript.push({
        role: 'agent',
        message: replyToUserMessage(turn.say, settings.language),
        time_in_call_secs: at + 2,
      });
    }
  });

  const unfilled = /\{\{\s*[\w.-]+\s*\}\}/.exec(greeting);
  const checks: Check[] = [
    greeting === ''
      ? { ok: false, message: 'greeting: the agent has no first message, so it waits for the caller' }
      : unfilled
        ? { ok: false, message: `greeting: ${unfilled[0]} is not filled by the test's variables` }
        : { ok: true, message: `greeting: "${greeting}"` },
    turns.length > maxTurns
      ? { ok: false, message: `turns: ${turns.length} scripted caller lines, but at most ${maxTurns} turns` }
      : { ok: true, message: `turns: ${turns.length} scripted caller line(s) played within ${maxTurns}` },
  ];
  for (const condition of conditions) {
    const tool = toolInCondition(condition);
    if (!tool) {
      checks.push({ ok: null, message: condition });
    } else if (!toolNames.includes(tool)) {
      const has = toolNames.length > 0 ? `its tools are ${toolNames.join(', ')}` : 'it has no tools';
      checks.push({ ok: false, message: `tool: the agent cannot call ${tool}: ${has}` });
    } else if (!turns.some((turn) => turn.asks === tool)) {
      checks.push({ ok: false, message: `tool: no scripted caller line asks for ${tool}` });
    } else {
      checks.push({ ok: called.includes(tool), message: `tool: the agent called ${tool}` });
    }
  }
  return verdict(checks, transcript);
}

function verdict(checks: Check[], transcript: Json[]): Json {
  const failed = checks.filter((check) => check.ok === false).length;
  const open = checks.filter((check) => check.ok === null).length;
  const judged = checks.length - open;
  const mark = (check: Check) => (check.ok === true ? 'pass' : check.ok === false ? 'FAIL' : 'not judged');
  return {
    // Not judged is not passed: the service has no status for it, and `cancelled` is the one that claims no verdict.
    status: failed > 0 ? 'failed' : open > 0 ? 'cancelled' : 'passed',
    agent_responses: transcript,
    condition_result: {
      result: failed > 0 ? 'failure' : open > 0 ? 'unknown' : 'success',
      rationale: {
        summary:
          `local simulator: ${judged} of ${checks.length} conditions judged (${judged - failed} passed, ${failed} failed)` +
          (open > 0 ? `, ${open} not judged: ${NEEDS_ELEVENLABS}` : ''),
        messages: checks.map((check) => `[${mark(check)}] ${check.message}`),
      },
    },
  };
}
