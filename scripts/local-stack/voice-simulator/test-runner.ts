/**
 * Runs one simulation test against a stored agent, offline. Without a language model the simulator
 * cannot judge a free-text condition, so it plays the test as a script and checks what has a
 * structure: the greeting (the agent's first message with the test's variables), the caller's
 * scripted lines within the turn limit, and the tool a line asks for. Every other condition is
 * reported as "unknown", saying plainly that ElevenLabs must judge it.
 */
import { scriptedTurns, toolInCondition } from '../../../schemas/agent-test-scenario.ts';
import { agentSettings, type SimAgent } from './agents.ts';
import { replyToUserMessage, substituteVariables } from './script.ts';

type Json = Record<string, unknown>;

export const NEEDS_ELEVENLABS = 'needs ElevenLabs: a free-text condition is judged by its language model';

interface Check {
  ok: boolean | null;
  message: string;
}

/** The names of the agent's client tools, as agents:push put them in its prompt. */
export function agentToolNames(agent: SimAgent): string[] {
  const agentConfig = (agent.conversation_config.agent ?? {}) as Json;
  const prompt = (agentConfig.prompt ?? {}) as Json;
  const tools = Array.isArray(prompt.tools) ? (prompt.tools as Json[]) : [];
  return tools.map((tool) => tool.name).filter((name): name is string => typeof name === 'string');
}

/** The transcript and the per-condition verdicts of one offline run, in the service's wire shape. */
export function runSimulationTest(agent: SimAgent, test: Json): Json {
  if (test.type !== 'simulation') {
    return verdict([{ ok: null, message: `${String(test.type)} tests: ${NEEDS_ELEVENLABS}` }], []);
  }
  const settings = agentSettings(agent);
  const variables = (test.dynamic_variables ?? {}) as Json;
  const tools = agentToolNames(agent);
  const turns = scriptedTurns(typeof test.simulation_scenario === 'string' ? test.simulation_scenario : '');
  const maxTurns = typeof test.simulation_max_turns === 'number' ? test.simulation_max_turns : 10;
  const conditions = Array.isArray(test.success_conditions) ? (test.success_conditions as string[]) : [];

  const greeting = substituteVariables(settings.firstMessage, variables);
  const transcript: Json[] = [{ role: 'agent', message: greeting, time_in_call_secs: 0 }];
  const called: string[] = [];
  turns.slice(0, maxTurns).forEach((turn, i) => {
    const at = (i + 1) * 5;
    transcript.push({ role: 'user', message: turn.say, time_in_call_secs: at });
    if (turn.asks && tools.includes(turn.asks)) {
      called.push(turn.asks);
      transcript.push({
        role: 'agent',
        message: `(simulated) Calling ${turn.asks}.`,
        time_in_call_secs: at + 2,
        tool_calls: [
          {
            type: 'client',
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
    } else if (!tools.includes(tool)) {
      const has = tools.length > 0 ? `its tools are ${tools.join(', ')}` : 'it has no tools';
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
  const mark = (check: Check) => (check.ok === true ? 'pass' : check.ok === false ? 'FAIL' : 'needs ElevenLabs');
  return {
    status: failed > 0 ? 'failed' : 'passed',
    agent_responses: transcript,
    condition_result: {
      result: failed > 0 ? 'failure' : open > 0 ? 'unknown' : 'success',
      rationale: {
        summary: `local simulator: ${checks.length - failed - open} passed, ${failed} failed, ${open} need ElevenLabs`,
        messages: checks.map((check) => `[${mark(check)}] ${check.message}`),
      },
    },
  };
}
