/** The provider has let go of a start: `later` for the status that arrives before it does. */
export type LetGo = (later?: boolean) => void;

/**
 * ConversationProvider (@elevenlabs/react 1.15.2, ConversationProvider.js) drops a `startSession` without
 * a word while an earlier start still holds its lock, and a start the visitor cancelled while it was
 * connecting holds it until its socket opens (the provider then hangs it up) or fails: in a full agent's
 * queue, up to a minute. So a new start waits for the provider to let go of the last one. It lets go as
 * it reports the start's onConnect, onDisconnect or onError, or just after its "disconnected" status (in
 * the rejection handler that follows, so that one ends the wait a task later). A start the provider
 * dropped reports nothing: the wait then ends after `capMs`, so no later start is stuck behind it.
 */
export function createProviderGate() {
  /** The last start, until the provider lets go of it; null when it holds none. */
  let held: Promise<void> | null = null;
  return {
    /** Runs `open` once the provider has let go of the last start: at once (same task) when it holds none. */
    whenFree(open: () => void): void {
      if (held) void held.then(open);
      else open();
    },
    /**
     * A start is being handed to the provider: the returned function says it has let go of it, now, or a task
     * later for the "disconnected" status, which comes before the provider's rejection handler frees it.
     */
    hold(capMs: number): LetGo {
      let release = () => {};
      const start = new Promise<void>((resolve) => {
        release = () => {
          clearTimeout(cap);
          if (held === start) held = null;
          resolve();
        };
      });
      held = start;
      const cap = setTimeout(release, capMs);
      return (later) => void (later ? setTimeout(release, 0) : release());
    },
  };
}
