import { Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef, type RefObject } from 'react';
import { COPY } from '../copy.ts';
import { useVoice, useVoiceStore } from '../voice/useVoice.ts';
import classes from './Visualizer.module.css';

const BARS = 5;
/** Each bar reacts a little differently, so the meter looks like a voice rather than one block. */
const BAR_WEIGHTS = [0.55, 0.85, 1, 0.8, 0.6];

/**
 * Who is speaking, as two small level meters (agent and visitor) and a caption. Bars are moved in a
 * requestAnimationFrame loop straight on the DOM, so audio levels never re-render React; with reduced
 * motion there is no loop, only a steady mark on the active side.
 */
export function Visualizer() {
  const { levels } = useVoiceStore();
  const connected = useVoice((state) => state.status === 'connected');
  const textOnly = useVoice((state) => state.textOnly);
  const mode = useVoice((state) => state.mode);
  const reducedMotion = useReducedMotion();
  const agentBars = useRef<Array<HTMLSpanElement | null>>([]);
  const visitorBars = useRef<Array<HTMLSpanElement | null>>([]);
  const live = connected && !textOnly;
  const animate = live && !reducedMotion;

  useEffect(() => {
    if (!animate) return;
    let frame = 0;
    const draw = () => {
      const { input, output } = levels();
      paint(agentBars.current, output);
      paint(visitorBars.current, input);
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    const bars = [...agentBars.current, ...visitorBars.current];
    return () => {
      cancelAnimationFrame(frame);
      for (const bar of bars) bar?.style.removeProperty('transform');
    };
  }, [animate, levels]);

  const speaking = live && mode === 'speaking';
  const caption = !live
    ? connected
      ? COPY.textMode
      : COPY.notConnected
    : speaking
      ? COPY.agentSpeaking
      : COPY.listening;
  return (
    <Stack gap="xs" align="center">
      <div className={classes.root} data-static={reducedMotion || undefined} aria-hidden>
        <Meter who="agent" label={COPY.agent} active={speaking} bars={agentBars} />
        <Meter who="visitor" label={COPY.visitor} active={live && !speaking} bars={visitorBars} />
      </div>
      <Text size="sm" fw={600} data-mode={live ? mode : 'idle'}>
        {caption}
      </Text>
    </Stack>
  );
}

function Meter({
  who,
  label,
  active,
  bars,
}: {
  who: string;
  label: string;
  active: boolean;
  bars: RefObject<Array<HTMLSpanElement | null>>;
}) {
  return (
    <div className={classes.speaker} data-who={who} data-active={active || undefined}>
      <div className={classes.bars}>
        {Array.from({ length: BARS }, (_, index) => (
          <span
            key={index}
            className={classes.bar}
            ref={(element) => {
              bars.current[index] = element;
            }}
          />
        ))}
      </div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </div>
  );
}

function paint(bars: Array<HTMLSpanElement | null>, level: number) {
  const clamped = Math.min(1, Math.max(0, level * 2.5));
  bars.forEach((bar, index) => {
    if (bar) bar.style.transform = `scaleY(${Math.max(0.12, clamped * (BAR_WEIGHTS[index] ?? 1))})`;
  });
}
