// How a YAML test travels to ElevenLabs and back: the simulated caller and the scripted lines become
// the test's `simulation_scenario` (the platform's simulated user reads it as its persona), and the
// expected tool becomes one more success condition. The local simulator, which holds only what the
// API was sent, reads the same text back to play the lines; so writer and reader live together here.
import type { AgentTest, CallerTurn } from './agent-tests.ts';

const SCRIPT_HEADING = 'Say these lines in order, adapting the wording to what the agent says:';
const ASKS_SUFFIX = ' (with this line, ask the agent to use its ';
const LINE = /^(\d+)\. ("(?:[^"\\]|\\.)*")(?: \(with this line, ask the agent to use its ([a-z_]+) tool\))?$/;
const TOOL_CONDITION = /^The agent calls its ([a-z_]+) tool\.$/;

/** The condition a test with `expectTool` adds to its success conditions. */
export function toolCondition(tool: string): string {
  return `The agent calls its ${tool} tool.`;
}

/** The tool a success condition asks for, when it is one written by toolCondition. */
export function toolInCondition(condition: string): string | null {
  return TOOL_CONDITION.exec(condition)?.[1] ?? null;
}

/** The simulated user's persona and script, as one text. */
export function scenarioText(test: Pick<AgentTest, 'caller' | 'turns'>): string {
  const lines = [
    `Who you are: ${test.caller.who}`,
    `What you want: ${test.caller.wants}`,
    `How you behave: ${test.caller.behaves}`,
  ];
  if (test.turns.length > 0) {
    lines.push(SCRIPT_HEADING);
    test.turns.forEach((turn, i) => {
      const say = typeof turn === 'string' ? turn : turn.say;
      const asks = typeof turn === 'string' ? '' : `${ASKS_SUFFIX}${turn.asks} tool)`;
      lines.push(`${i + 1}. ${JSON.stringify(say)}${asks}`);
    });
  }
  return lines.join('\n');
}

/** The scripted lines of a scenario text, with the tool each asks for; [] for a text without a script. */
export function scriptedTurns(scenario: string): Array<{ say: string; asks: string | null }> {
  const start = scenario.split('\n').indexOf(SCRIPT_HEADING);
  if (start < 0) return [];
  const turns: Array<{ say: string; asks: string | null }> = [];
  for (const line of scenario.split('\n').slice(start + 1)) {
    const match = LINE.exec(line);
    if (!match) break;
    turns.push({ say: JSON.parse(match[2]!) as string, asks: match[3] ?? null });
  }
  return turns;
}

/** A turn's text, whichever way the YAML wrote it. */
export const turnText = (turn: CallerTurn): string => (typeof turn === 'string' ? turn : turn.say);
