import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { VoiceConfig, VoiceSession } from './types.ts';

/** The SDK chunk. Importing it only here keeps the SDK out of every other bundle. */
const VoiceRuntime = lazy(() => import('./VoiceRuntime.tsx'));

class RuntimeBoundary extends Component<{ onError(error: unknown): void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** What a visitor does before using the demo: touch, click, type, tab, move the mouse or scroll. */
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

/**
 * False until the visitor first interacts with the page (or `now` is set), then true for good. Before
 * that the page only has to show itself; fetching and compiling the SDK then would compete with that.
 */
function useVisitorIntent(now: boolean): boolean {
  const [intent, setIntent] = useState(false);
  useEffect(() => {
    if (intent) return;
    const controller = new AbortController();
    const arm = () => {
      controller.abort();
      setIntent(true);
    };
    for (const type of INTENT_EVENTS)
      window.addEventListener(type, arm, { capture: true, passive: true, signal: controller.signal });
    return () => controller.abort();
  }, [intent]);
  return intent || now;
}

interface VoiceHostProps {
  /** Agent id, dynamic variables and event handlers. */
  config: VoiceConfig;
  /** Receives the live session once the SDK has loaded, and every change after. */
  onSession(session: VoiceSession): void;
  /** Called when the SDK chunk cannot be loaded. */
  onUnavailable(error: unknown): void;
  /** Load the SDK now, whatever the visitor has done (a start is waiting for it). */
  needed: boolean;
}

/**
 * Mounts the voice runtime on the visitor's first interaction with the page, so the SDK downloads
 * while they fill in the form but not while the page is still loading. It renders nothing and sits
 * beside the screens, never around them, so its arrival cannot remount the form being typed in.
 */
export function VoiceHost({ config, onSession, onUnavailable, needed }: VoiceHostProps) {
  const wanted = useVisitorIntent(needed);
  if (!wanted) return null;
  return (
    <RuntimeBoundary onError={onUnavailable}>
      <Suspense fallback={null}>
        <VoiceRuntime config={config} onSession={onSession} />
      </Suspense>
    </RuntimeBoundary>
  );
}
