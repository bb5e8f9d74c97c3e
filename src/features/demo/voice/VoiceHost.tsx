import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useHydrated } from '../useHydrated.ts';
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

interface VoiceHostProps {
  /** Agent id, dynamic variables and event handlers. */
  config: VoiceConfig;
  /** Receives the live session once the SDK has loaded, and every change after. */
  onSession(session: VoiceSession): void;
  /** Called when the SDK chunk cannot be loaded. */
  onUnavailable(error: unknown): void;
}

/**
 * Mounts the voice runtime as soon as the page is hydrated, so the SDK downloads while the visitor
 * fills in the form. It renders nothing and sits beside the screens, never around them, so its
 * arrival cannot remount the form the visitor is typing in.
 */
export function VoiceHost({ config, onSession, onUnavailable }: VoiceHostProps) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <RuntimeBoundary onError={onUnavailable}>
      <Suspense fallback={null}>
        <VoiceRuntime config={config} onSession={onSession} />
      </Suspense>
    </RuntimeBoundary>
  );
}
