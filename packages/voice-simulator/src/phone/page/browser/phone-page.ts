/**
 * The local phone's page script (`/__sim/phone/phone.js`): it lists the calls the simulator places, rings,
 * answers, declines and hangs up, and holds an answered call's conversation through the official SDK's own
 * browser build (`@elevenlabs/client` `lib.iife.js`, the global `ElevenLabsClient`), in text mode: the same
 * WebSocket protocol, signed link and events as the browser demo, with no microphone. It runs in the page
 * (DOM types); page-script.ts turns it and call-view.ts into JavaScript modules the page loads as they are.
 */
import type { Conversation, PartialOptions, TextConversation } from '@elevenlabs/client';
import { createView, render, say, type CallView, type PhoneCall, type PhoneSettings } from './call-view.ts';

/** The SDK's browser build puts its exports on `window.ElevenLabsClient`. */
const sdk = (window as unknown as { ElevenLabsClient: { Conversation: typeof Conversation } }).ElevenLabsClient;

const POLL_MS = 1000;

function byId<T extends HTMLElement>(id: string): T {
  const node = document.getElementById(id);
  if (!node) throw new Error(`The local phone's page has no #${id}.`);
  return node as T;
}
const list = byId<HTMLOListElement>('calls');
const phoneStatus = byId<HTMLElement>('phone-status');
const busy = byId<HTMLInputElement>('busy');
const ringSeconds = byId<HTMLInputElement>('ring-seconds');
const views = new Map<string, CallView>();
let polled = false;

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/__sim/phone${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(json.error || `HTTP ${response.status}`);
  return json;
}

async function answer(view: CallView): Promise<void> {
  view.answer.disabled = view.decline.disabled = true;
  try {
    const answered = await api<{ signedUrl: string }>('POST', `/calls/${view.call.conversationId}/answer`);
    view.call.state = 'connecting';
    render(view);
    const options: PartialOptions = {
      signedUrl: answered.signedUrl,
      connectionType: 'websocket',
      textOnly: true,
      onMessage: (message) => {
        if (message.role === 'agent') say(view, 'Agent', message.message);
        view.transcript.hidden = false;
      },
      onDisconnect: () => {
        view.conversation = null;
        void poll();
      },
      onError: (message: string) => console.warn('[local phone]', message),
    };
    view.conversation = (await sdk.Conversation.startSession(options)) as TextConversation;
    view.call.state = 'in-progress';
    render(view);
    view.input.focus();
  } catch (error) {
    view.state.textContent = `Could not answer: ${(error as Error).message}`;
    void poll();
  }
}

function decline(view: CallView): void {
  view.answer.disabled = view.decline.disabled = true;
  api('POST', `/calls/${view.call.conversationId}/decline`).then(poll, poll);
}

function hangUp(view: CallView): void {
  void view.conversation?.endSession();
}

function sendReply(view: CallView): void {
  const text = view.input.value.trim();
  if (!text || !view.conversation) return;
  view.conversation.sendUserMessage(text);
  say(view, 'You', text);
  view.transcript.hidden = false;
  view.input.value = '';
}

function showCall(call: PhoneCall): void {
  let view = views.get(call.conversationId);
  if (!view) {
    view = createView(call, list, { answer, decline, hangUp, sendReply });
    views.set(call.conversationId, view);
    // A call that starts ringing while the page is open takes the focus, unless something else has it.
    if (polled && call.state === 'ringing' && document.activeElement === document.body) view.answer.focus();
  }
  // The page's own conversation knows first that it connected; the server catches up on the next poll.
  if (!(view.conversation && call.state === 'connecting')) view.call = call;
  render(view);
}

async function poll(): Promise<void> {
  try {
    const calls = await api<PhoneCall[]>('GET', '/calls');
    calls.forEach(showCall);
    polled = true;
    const ringing = calls.filter((call) => call.state === 'ringing').length;
    phoneStatus.textContent =
      calls.length === 0 ? 'Waiting for calls…' : ringing > 0 ? `${ringing} call(s) ringing` : 'No call ringing';
  } catch (error) {
    phoneStatus.textContent = `The local phone lost the simulator: ${(error as Error).message}`;
  }
}

async function loadSettings(): Promise<void> {
  const settings = await api<PhoneSettings>('GET', '/settings');
  busy.checked = settings.busy;
  ringSeconds.value = String(Math.round(settings.ringTimeoutMs / 1000));
}

busy.addEventListener('change', () => void api('PUT', '/settings', { busy: busy.checked }));
ringSeconds.addEventListener('change', () => {
  const seconds = Number(ringSeconds.value);
  if (seconds >= 1 && seconds <= 120) void api('PUT', '/settings', { ringTimeoutMs: seconds * 1000 });
});

void loadSettings();
void poll();
setInterval(() => void poll(), POLL_MS);
