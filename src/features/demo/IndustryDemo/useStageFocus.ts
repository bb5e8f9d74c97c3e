import { useEffect, useRef } from 'react';

/**
 * Moves focus to the new screen's heading when the stage changes (not on first render), so keyboard
 * and screen-reader users land on the screen that just appeared.
 */
export function useStageFocus<T extends HTMLElement>(stage: string) {
  const rootRef = useRef<T>(null);
  const previous = useRef(stage);
  useEffect(() => {
    if (previous.current === stage) return;
    previous.current = stage;
    rootRef.current?.querySelector<HTMLElement>('[data-stage-heading]')?.focus();
  }, [stage]);
  return rootRef;
}
