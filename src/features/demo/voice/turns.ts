import type { SessionCallbacks } from './session/sdkSession.ts';
import { activityAfterTurn } from './agentActivity.ts';
import { transcriptReducer, type TranscriptAction } from './transcript.ts';
import type { VoiceState } from './types.ts';

/** The SDK's message as a transcript turn: an agent answer keeps its event id (feedback targets it). */
export const turnOf = ({ role, message, event_id }: Parameters<SessionCallbacks['onMessage']>[0]): TranscriptAction =>
  role === 'agent'
    ? { type: 'add', role, text: message, eventId: event_id }
    : { type: 'add', role: 'visitor', text: message };

/** The transcript and the agent's activity after a turn or a correction. */
export const stateAfterTurn = (
  { transcript, activity }: VoiceState,
  action: TranscriptAction,
): Pick<VoiceState, 'transcript' | 'activity'> => ({
  transcript: transcriptReducer(transcript, action),
  activity: activityAfterTurn(activity, action),
});
