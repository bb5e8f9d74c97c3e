import type { SessionCallbacks } from './session/sdkSession.ts';
import type { TranscriptAction } from './transcript.ts';
import type { AgentActivity, VoiceStateWriter } from './types.ts';

/** How long "Done" stays after a tool finished, unless the next activity replaces it sooner. */
export const TOOL_DONE_SHOW_MS = 3_000;

/** The service's own tools (end_call, language_detection, transfer_to_agent, skip_turn) are no news to the visitor. */
const isSystemTool = (toolType: string) => toolType === 'system';

/**
 * The activity after a turn: the visitor spoke, so the agent is thinking (unless a tool already
 * runs); the agent answered, so it no longer is. A finished tool's "Done" stays until its timer ends.
 */
export function activityAfterTurn(activity: AgentActivity | null, action: TranscriptAction): AgentActivity | null {
  if (action.type !== 'add') return activity;
  if (action.role === 'visitor') return activity?.kind === 'tool' && !activity.done ? activity : { kind: 'thinking' };
  return activity?.kind === 'thinking' ? null : activity;
}

/** Once the agent speaks it is no longer thinking. */
export const activityAfterMode = (activity: AgentActivity | null, mode: 'speaking' | 'listening') =>
  mode === 'speaking' && activity?.kind === 'thinking' ? null : activity;

/**
 * The SDK's tool events as activity: a server tool runs ("Checking availability…"), then is done
 * ("Done", for a few seconds). Events of a superseded call are ignored (`isCurrent`).
 */
export function activityCallbacks(
  store: VoiceStateWriter,
  isCurrent: () => boolean,
): Pick<SessionCallbacks, 'onAgentToolRequest' | 'onAgentToolResponse'> {
  let doneTimer: ReturnType<typeof setTimeout> | undefined;
  const show = (activity: AgentActivity) => {
    clearTimeout(doneTimer);
    store.set({ activity });
  };
  return {
    onAgentToolRequest: ({ tool_name, tool_type }) => {
      if (isCurrent() && !isSystemTool(tool_type)) show({ kind: 'tool', toolName: tool_name, done: false });
    },
    onAgentToolResponse: ({ tool_name, tool_type }) => {
      if (!isCurrent() || isSystemTool(tool_type)) return;
      show({ kind: 'tool', toolName: tool_name, done: true });
      doneTimer = setTimeout(() => {
        const { activity } = store.get();
        if (isCurrent() && activity?.kind === 'tool' && activity.done) store.set({ activity: null });
      }, TOOL_DONE_SHOW_MS);
    },
  };
}
