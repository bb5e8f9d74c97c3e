/**
 * Local stand-in for ElevenLabs: the ConvAI WebSocket service the real `@elevenlabs/client` SDK holds a
 * conversation with, the REST APIs `@elevenlabs/elevenlabs-js` and the operators' tools speak, the phone
 * that outbound calls ring, and the signed post-call webhook. This file is the package's only entry:
 * nothing outside the package imports a file under src/ by path (.dependency-cruiser.js). README.md
 * describes the routes and switches.
 */
export { createVoiceSimulator, type VoiceSimulator, type VoiceSimulatorOptions } from './simulator.ts';
export { ELEVENLABS_API_PREFIX } from './rest-api/agents-api.ts';
export { PHONE_PAGE_PATH } from './phone/page/page-routes.ts';
export { LOCAL_PHONE_NUMBER_ID } from './phone/phone-number-store.ts';
export {
  createFileAgentStore,
  createMemoryAgentStore,
  type SimAgentStore,
  type SimTool,
} from './rest-api/agent-store.ts';
export type { SimSecret } from './rest-api/secret-record.ts';
export type { AgentWebhookTools } from './agent/booking-dialogue.ts';
export { signedUrlFor } from './conversation/signed-url.ts';
export { refusedBody } from './contract/sdk-bodies.ts';
export { signPostCallWebhook, POST_CALL_SIGNATURE_HEADER } from './webhooks/signature.ts';
export type { SimBehaviour, SimTiming } from './conversation/behaviour.ts';
export type { SimSessionRecord } from './conversation/session-record.ts';
export type { ServerMessage } from './conversation/wire-messages.ts';
