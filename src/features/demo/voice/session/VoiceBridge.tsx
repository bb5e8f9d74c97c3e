import { useConversationClientTool, useConversationControls, useConversationFeedback } from '@elevenlabs/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { VoiceRuntime, VoiceRuntimeHost } from '../types.ts';
import { createVoiceRuntime } from './runtime.ts';
import type { ProviderSdk } from './sdkSession.ts';

/** What the agent hears back when it shows the booking button. */
const BOOKING_LINK_SHOWN = 'The visitor now sees a button to the booking page.';

/**
 * Renders nothing: it hands ConversationProvider's controls to the page's voice store (so a start from
 * the details form, outside the provider, still reaches the SDK) and registers the agent's client tool.
 * Mounted once the session chunk is here, at one place in the page, for as long as the page is shown:
 * the provider's unmount would end the call.
 */
export function VoiceBridge({ host }: { host: VoiceRuntimeHost }) {
  const controls = useConversationControls();
  const { sendFeedback } = useConversationFeedback();
  // The SDK documents these as stable; read through a ref anyway, so no re-render can detach (end) a call.
  const sdk = useRef<ProviderSdk>({ ...controls, sendFeedback });
  useLayoutEffect(() => {
    sdk.current = { ...controls, sendFeedback };
  });
  const runtime = useRef<VoiceRuntime | null>(null);

  useEffect(() => {
    const provider: ProviderSdk = {
      startSession: (options) => sdk.current.startSession(options),
      endSession: () => sdk.current.endSession(),
      sendUserMessage: (text) => sdk.current.sendUserMessage(text),
      sendFeedback: (like, eventId) => sdk.current.sendFeedback(like, eventId),
      changeInputDevice: (config) => sdk.current.changeInputDevice(config),
      changeOutputDevice: (config) => sdk.current.changeOutputDevice(config),
    };
    const detach = host.attach((store) => (runtime.current = createVoiceRuntime(store, provider)));
    return () => {
      runtime.current = null;
      detach();
    };
  }, [host]);

  useConversationClientTool('show_booking_link', () => {
    runtime.current?.showBookingLink();
    return BOOKING_LINK_SHOWN;
  });
  return null;
}
