/** Who or what ended a call: the visitor's End button, the agent, leaving the screen, or an error. */
export type EndedBy = 'visitor' | 'agent' | 'left' | 'error';

/** The funnel events of a voice demo, as pushed to `window.dataLayer`. */
export type DemoEvent =
  | { event: 'form_submitted' }
  | { event: 'mic_granted' }
  | { event: 'mic_denied' }
  | { event: 'connected'; mode: 'voice' | 'text' }
  | { event: 'ended'; duration_ms: number; ended_by: EndedBy }
  | { event: 'feedback'; score: 'like' | 'dislike' }
  | { event: 'call_me_requested' }
  | { event: 'call_me_refused'; code: string }
  | { event: 'phone_call_ended'; reason: string };

/** What actually lands in the data layer: the event plus the flow it came from. */
export type DemoDataLayerEntry = DemoEvent & { demo: string };

declare global {
  interface Window {
    /** Google Tag Manager's queue; created on first use. */
    dataLayer?: unknown[];
  }
}

/** Pushes one funnel event for the flow `demo` (its slug). Never throws; a no-op on the server. */
export function track(demo: string, event: DemoEvent): void {
  if (typeof window === 'undefined') return;
  const entry: DemoDataLayerEntry = { ...event, demo };
  (window.dataLayer ??= []).push(entry);
}
