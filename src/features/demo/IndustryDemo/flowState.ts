/** form → session → complete (when the flow has a completion screen); form → phone for Call me. */
export type Stage = 'form' | 'session' | 'complete' | 'phone';

/** How the last call attempt ended, for the reconnect hint. */
export type Outcome = 'ended' | 'dropped' | 'failed' | null;

export interface FlowState {
  stage: Stage;
  /** The form button is busy: the delay behaviour, or a start-session call connecting. */
  pending: boolean;
  /** The microphone was refused or missing: offer typing instead. */
  micBlocked: boolean;
  /** A call has connected on this visit, so a new start is a reconnect. */
  hasConnected: boolean;
  outcome: Outcome;
}

export type FlowAction =
  | { type: 'submit-pending' }
  | { type: 'show-session' }
  | { type: 'connected' }
  | { type: 'mic-blocked' }
  | { type: 'start-failed' }
  | { type: 'cancelled' }
  | { type: 'ended'; complete: boolean }
  | { type: 'dropped' }
  | { type: 'back-to-form' }
  | { type: 'phone-call' };

export const INITIAL_FLOW: FlowState = {
  stage: 'form',
  pending: false,
  micBlocked: false,
  hasConnected: false,
  outcome: null,
};

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'submit-pending':
      return { ...state, pending: true };
    case 'show-session':
      return { ...state, stage: 'session', pending: false };
    case 'connected':
      return { ...state, stage: 'session', pending: false, micBlocked: false, hasConnected: true, outcome: null };
    case 'mic-blocked':
      return { ...state, pending: false, micBlocked: true };
    case 'start-failed':
      return { ...state, pending: false, outcome: 'failed' };
    case 'cancelled':
      return { ...state, pending: false };
    case 'ended':
      return action.complete && state.stage === 'session'
        ? { ...state, stage: 'complete', outcome: 'ended' }
        : { ...state, outcome: 'ended' };
    case 'dropped':
      return { ...state, outcome: 'dropped' };
    case 'phone-call':
      return { ...state, stage: 'phone', pending: false };
    case 'back-to-form':
      return { ...state, stage: 'form', pending: false, micBlocked: false, outcome: null };
  }
}
