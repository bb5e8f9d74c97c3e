/**
 * One call on the local phone's page: its list item with the alert, the state, the buttons, the transcript and
 * the reply form, and how each state of the call shows. phone-page.ts drives it; runs in the page (DOM types).
 */
import type { TextConversation } from '@elevenlabs/client';

/** A call as `GET /__sim/phone/calls` lists it (page-routes.ts, `callView`). */
export interface PhoneCall {
  conversationId: string;
  toNumber: string;
  label: string;
  agentNumber: string;
  state: 'ringing' | 'connecting' | 'in-progress' | 'ended';
  outcome?: string;
}

export interface PhoneSettings {
  busy: boolean;
  ringTimeoutMs: number;
}

/** What the page shows of one call, and its conversation once answered. */
export interface CallView {
  call: PhoneCall;
  conversation: TextConversation | null;
  item: HTMLLIElement;
  alert: HTMLParagraphElement;
  state: HTMLParagraphElement;
  actions: HTMLDivElement;
  answer: HTMLButtonElement;
  decline: HTMLButtonElement;
  hangup: HTMLButtonElement;
  transcript: HTMLDivElement;
  lines: HTMLOListElement;
  reply: HTMLFormElement;
  input: HTMLInputElement;
}

/** What a call's buttons and reply form do. */
export interface CallActions {
  answer(view: CallView): void;
  decline(view: CallView): void;
  hangUp(view: CallView): void;
  sendReply(view: CallView): void;
}

const OUTCOME_WORDS: Record<string, string> = {
  answered: 'completed',
  no_answer: 'no answer',
  busy: 'busy',
  declined: 'declined',
  failed: 'failed',
};

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function button(className: string, text: string, onClick: () => void): HTMLButtonElement {
  const node = el('button', className, text);
  node.type = 'button';
  node.addEventListener('click', onClick);
  return node;
}

export function say(view: CallView, who: string, text: string): void {
  const line = el('li');
  line.append(el('span', 'who', `${who}: `), document.createTextNode(text));
  view.lines.append(line);
}

/** The reply form: shown while the call is connected. */
function replyForm(view: Pick<CallView, 'input'>, onSend: () => void): HTMLFormElement {
  const form = el('form', 'reply');
  const label = el('label', '', 'Your reply');
  view.input.autocomplete = 'off';
  label.append(view.input);
  const send = el('button', 'send', 'Send');
  send.type = 'submit';
  form.append(label, send);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    onSend();
  });
  return form;
}

export function createView(call: PhoneCall, list: HTMLElement, actions: CallActions): CallView {
  const transcript = el('div', 'transcript');
  // A log region around a list: each line is a list item, announced as it arrives.
  transcript.setAttribute('role', 'log');
  transcript.setAttribute('aria-label', 'Call transcript');
  const view: CallView = {
    call,
    conversation: null,
    item: el('li', 'call'),
    alert: el('p', 'alert'),
    state: el('p', 'state'),
    actions: el('div', 'actions'),
    answer: button('answer', 'Answer', () => actions.answer(view)),
    decline: button('decline', 'Decline', () => actions.decline(view)),
    hangup: button('hangup', 'Hang up', () => actions.hangUp(view)),
    transcript,
    lines: el('ol'),
    input: el('input'),
    reply: el('form'),
  };
  view.reply = replyForm(view, () => actions.sendReply(view));
  view.alert.setAttribute('role', 'alert');
  view.transcript.append(view.lines);
  const headingId = `call-${call.conversationId}`;
  const section = el('section');
  section.setAttribute('aria-labelledby', headingId);
  const heading = el('h2', '', `Call to ${call.toNumber}`);
  heading.id = headingId;
  const from = el('p', 'from', `From ${call.label} (${call.agentNumber})`);
  section.append(heading, from, view.alert, view.state, view.actions, view.transcript, view.reply);
  view.item.append(section);
  list.prepend(view.item);
  return view;
}

function stateText(call: PhoneCall): string {
  if (call.state === 'ringing') return 'Ringing…';
  if (call.state === 'connecting') return 'Connecting…';
  if (call.state === 'in-progress') return 'Connected';
  return `Call ended: ${OUTCOME_WORDS[call.outcome ?? ''] ?? 'ended'}`;
}

export function render(view: CallView): void {
  const { call } = view;
  const { state } = call;
  view.item.className = `call ${state}`;
  view.alert.textContent = state === 'ringing' ? `Incoming call to ${call.toNumber} from ${call.label}` : '';
  view.alert.hidden = state !== 'ringing';
  view.state.textContent = stateText(call);
  view.actions.replaceChildren(
    ...(state === 'ringing' ? [view.answer, view.decline] : state === 'ended' ? [] : [view.hangup]),
  );
  view.reply.hidden = state !== 'in-progress';
  view.transcript.hidden = view.lines.childElementCount === 0;
}
