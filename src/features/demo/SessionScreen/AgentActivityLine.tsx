import { useConversationStatus } from '@elevenlabs/react';
import { Loader, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { CallTexts } from '../../../../schemas/demo-call.ts';
import type { AgentActivity } from '../voice/types.ts';
import { useVoice } from '../voice/useVoice.ts';

/** The line for an activity: "Thinking…", the tool's own label (or the generic one), or "Done". */
export function activityText(activity: AgentActivity, texts: CallTexts): string {
  if (activity.kind === 'thinking') return texts.thinking;
  if (activity.done) return texts.toolDone;
  return texts.toolLabels[activity.toolName] ?? texts.toolWorking;
}

/**
 * What the agent is doing between turns, from the SDK's events. The polite live region is always
 * there, so a screen reader hears each change after the agent's current sentence, and nothing in it
 * takes focus.
 */
export function AgentActivityLine({ texts }: { texts: CallTexts }) {
  const live = useConversationStatus().status === 'connected';
  const activity = useVoice((state) => (live ? state.activity : null));
  return (
    <div aria-live="polite">
      {activity && (
        <Text size="sm" c="dimmed" data-activity-kind={activity.kind} style={{ display: 'inline-flex', gap: 6 }}>
          {activity.kind === 'tool' && activity.done ? (
            <IconCheck size={16} aria-hidden />
          ) : (
            <Loader size={14} type="dots" aria-hidden />
          )}
          {activityText(activity, texts)}
        </Text>
      )}
    </div>
  );
}
