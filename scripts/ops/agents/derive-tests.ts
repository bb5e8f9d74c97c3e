/**
 * What a flow's `tools`, `evaluation`, `collect` and `tests` become at ElevenLabs, in the official SDK's
 * shapes (camelCase; the SDK writes the snake_case JSON): client tool records (`POST /v1/convai/tools`,
 * which the agent lists in `prompt.tool_ids`), the platform's post-call evaluation criteria and data
 * collection, and one simulation test per YAML test.
 * Shapes: research/platform-facts.md questions 5 and 6 (SDK 2.73 `PromptEvaluationCriteria`,
 * `AnalysisProperty`, `CreateSimulationTestRequest`).
 */
import type { ElevenLabs } from '@elevenlabs/elevenlabs-js';
import type { Agent } from '../../../schemas/agent.ts';
import { scenarioText, toolCondition } from '../../../schemas/agent-test-scenario.ts';
import { VISITOR_VARIABLES, type AgentTest } from '../../../schemas/agent-tests.ts';
import type { AgentFlow } from './agent-flow.ts';

type AnalysisSource = Pick<Agent, 'tools' | 'evaluation' | 'collect'>;

/**
 * The agent's client tools as tool records (the page answers them: src/features/demo/voice/sdkSession.ts).
 * Inline `prompt.tools` is refused since 2025-07-23 (elevenlabs.io/docs/agents-platform/customization/
 * tools/agent-tools-deprecation; the SDK's PromptAgentApiModelOutput: "use tool_ids instead").
 */
export function toolRequests(agent: AnalysisSource): ElevenLabs.ToolRequestModel[] {
  return agent.tools.map((tool) => ({
    toolConfig: {
      type: 'client' as const,
      name: tool.name,
      description: tool.description,
      // The page shows a button and answers at once; the agent need not wait for it to speak on.
      expectsResponse: false,
    },
  }));
}

/** `platform_settings.evaluation` and `data_collection`: judged and extracted after every real call. */
export function analysisSettings(
  agent: AnalysisSource,
): Pick<ElevenLabs.AgentPlatformSettingsRequestModel, 'evaluation' | 'dataCollection'> {
  return {
    evaluation: {
      criteria: agent.evaluation.map((criterion) => ({
        id: criterion.id,
        name: criterion.name,
        type: 'prompt' as const,
        conversationGoalPrompt: criterion.goal,
      })),
    },
    dataCollection: Object.fromEntries(
      Object.entries(agent.collect).map(([key, field]) => [key, { type: field.type, description: field.description }]),
    ),
  };
}

/** The test names of one flow share a prefix, so a push finds its own tests among the workspace's. */
export const testNamePrefix = (slug: string) => `${slug}: `;

/** The dynamic variables a test runs with: what the page would send for the visitor's details. */
export function testVariables(flow: AgentFlow, test: AgentTest): Record<string, string> {
  const byVariable = Object.fromEntries(
    Object.entries(VISITOR_VARIABLES).map(([field, variable]) => [
      variable,
      test.visitor[field as keyof AgentTest['visitor']],
    ]),
  );
  const { send, defaults } = flow.demo.variables;
  // A blank detail is sent as the flow's default or as empty text, as the page does.
  return Object.fromEntries(send.map((name) => [name, byVariable[name] ?? defaults[name] ?? '']));
}

/** The create (and update) body of one YAML test: a simulation test. */
export function testRequest(flow: AgentFlow, test: AgentTest): ElevenLabs.CreateSimulationTestRequest {
  return {
    name: `${testNamePrefix(flow.slug)}${test.name}`,
    simulationScenario: scenarioText(test),
    successConditions: [...test.success, ...(test.expectTool ? [toolCondition(test.expectTool)] : [])],
    simulationMaxTurns: test.maxTurns,
    dynamicVariables: testVariables(flow, test),
    // The site's tools are client tools: no browser answers them in a simulation, so they are mocked.
    toolMockConfig: { mockingStrategy: 'all', fallbackStrategy: 'raise_error' },
  };
}

/** Every test of a flow, in YAML order; [] for a flow without an agent. */
export function flowTestRequests(flow: AgentFlow): ElevenLabs.CreateSimulationTestRequest[] {
  return (flow.demo.agent?.tests ?? []).map((test) => testRequest(flow, test));
}
