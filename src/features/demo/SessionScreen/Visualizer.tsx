import { useConversationControls, useConversationMode, useConversationStatus } from '@elevenlabs/react';
import { Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef, type RefObject } from 'react';
import { useScreenTexts } from '../screenTexts.ts';
import { useVoice } from '../voice/useVoice.ts';
import { createSpectrumPainter } from './spectrumPainter.ts';
import classes from './Visualizer.module.css';

/**
 * Who is talking: the agent's and the visitor's sound as two spectra, the talking side bright, and a
 * caption. One requestAnimationFrame loop draws both canvases from the SDK's frequency data, so audio
 * never re-renders React. With reduced motion nothing moves: a steady mark on the talking side.
 */
export function Visualizer() {
  const texts = useScreenTexts();
  const { getInputByteFrequencyData, getOutputByteFrequencyData } = useConversationControls();
  const connected = useConversationStatus().status === 'connected';
  const textOnly = useVoice((state) => state.textOnly);
  const { mode } = useConversationMode();
  const reducedMotion = useReducedMotion();
  const agentCanvas = useRef<HTMLCanvasElement>(null);
  const visitorCanvas = useRef<HTMLCanvasElement>(null);
  const live = connected && !textOnly;

  useEffect(() => {
    const agent = agentCanvas.current;
    const visitor = visitorCanvas.current;
    if (reducedMotion || !agent || !visitor) return;
    const agentPainter = createSpectrumPainter(agent);
    const visitorPainter = createSpectrumPainter(visitor);
    let frame = 0;
    const draw = () => {
      agentPainter.draw(live ? getOutputByteFrequencyData() : null);
      visitorPainter.draw(live ? getInputByteFrequencyData() : null);
    };
    // Resizing clears a canvas: draw again at once (the loop would, but not when idle).
    const observer = new ResizeObserver(() => {
      agentPainter.resize();
      visitorPainter.resize();
      draw();
    });
    observer.observe(agent);
    observer.observe(visitor);
    if (live) {
      const loop = () => {
        draw();
        frame = requestAnimationFrame(loop);
      };
      frame = requestAnimationFrame(loop);
    }
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [live, reducedMotion, getInputByteFrequencyData, getOutputByteFrequencyData]);

  const speaking = live && mode === 'speaking';
  const caption = !live
    ? connected
      ? texts.textMode
      : texts.notConnected
    : speaking
      ? texts.agentSpeaking
      : texts.listening;
  return (
    <Stack gap="xs" align="center" w="100%">
      <div className={classes.root} data-static={reducedMotion || undefined} aria-hidden>
        <Side who="agent" label={texts.agent} active={speaking} still={reducedMotion} canvas={agentCanvas} />
        <Side
          who="visitor"
          label={texts.visitor}
          active={live && !speaking}
          still={reducedMotion}
          canvas={visitorCanvas}
        />
      </div>
      <Text size="sm" fw={600} data-mode={live ? mode : 'idle'}>
        {caption}
      </Text>
    </Stack>
  );
}

interface SideProps {
  who: 'agent' | 'visitor';
  label: string;
  /** This side is talking. */
  active: boolean;
  /** Reduced motion: a steady mark instead of the moving spectrum. */
  still: boolean;
  canvas: RefObject<HTMLCanvasElement | null>;
}

function Side({ who, label, active, still, canvas }: SideProps) {
  return (
    <div className={classes.side} data-who={who} data-active={active || undefined}>
      {still ? <span className={classes.mark} /> : <canvas ref={canvas} className={classes.canvas} />}
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </div>
  );
}
