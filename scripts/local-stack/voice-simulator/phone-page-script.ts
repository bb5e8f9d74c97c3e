/**
 * The local phone's browser script, served as is from `/__sim/phone/phone.js`. It is a string because this
 * folder's TypeScript project has Node types, not the DOM's, and the page has no build step. The conversation
 * itself goes through the official SDK (`@elevenlabs/client`'s own browser bundle, `ElevenLabsClient`), in
 * text mode: the same WebSocket protocol, signed link and events as the browser demo, with no microphone.
 */

export const PHONE_PAGE_SCRIPT = String.raw`'use strict';
(function () {
  var POLL_MS = 1000;
  var OUTCOME_WORDS = { answered: 'completed', no_answer: 'no answer', busy: 'busy', declined: 'declined', failed: 'failed' };
  var list = document.getElementById('calls');
  var phoneStatus = document.getElementById('phone-status');
  var busy = document.getElementById('busy');
  var ringSeconds = document.getElementById('ring-seconds');
  var views = new Map();
  var polled = false;

  function api(method, path, body) {
    return fetch('/__sim/phone' + path, {
      method: method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    }).then(function (response) {
      return response.json().then(function (json) {
        if (!response.ok) throw new Error(json.error || 'HTTP ' + response.status);
        return json;
      });
    });
  }
  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function button(className, text, onClick) {
    var node = el('button', className, text);
    node.type = 'button';
    node.addEventListener('click', onClick);
    return node;
  }

  function say(view, who, text) {
    var line = el('li');
    line.append(el('span', 'who', who + ': '), document.createTextNode(text));
    view.lines.append(line);
  }

  function createView(call) {
    var view = { call: call, conversation: null, item: el('li', 'call') };
    var headingId = 'call-' + call.conversationId;
    var section = el('section');
    section.setAttribute('aria-labelledby', headingId);
    var heading = el('h2', '', 'Call to ' + call.toNumber);
    heading.id = headingId;
    view.alert = el('p', 'alert');
    view.alert.setAttribute('role', 'alert');
    view.state = el('p', 'state');
    view.actions = el('div', 'actions');
    view.answer = button('answer', 'Answer', function () { answer(view); });
    view.decline = button('decline', 'Decline', function () { decline(view); });
    view.hangup = button('hangup', 'Hang up', function () { hangUp(view); });
    // A log region around a list: each line is a list item, announced as it arrives.
    view.transcript = el('div', 'transcript');
    view.transcript.setAttribute('role', 'log');
    view.transcript.setAttribute('aria-label', 'Call transcript');
    view.lines = el('ol');
    view.transcript.append(view.lines);
    view.reply = el('form', 'reply');
    var label = el('label', '', 'Your reply');
    view.input = el('input');
    view.input.autocomplete = 'off';
    label.append(view.input);
    view.send = el('button', 'send', 'Send');
    view.send.type = 'submit';
    view.reply.append(label, view.send);
    view.reply.addEventListener('submit', function (event) { event.preventDefault(); sendReply(view); });
    section.append(heading, el('p', 'from', 'From ' + call.label + ' (' + call.agentNumber + ')'), view.alert,
      view.state, view.actions, view.transcript, view.reply);
    view.item.append(section);
    list.prepend(view.item);
    return view;
  }

  function render(view) {
    var call = view.call;
    var state = call.state;
    view.item.className = 'call ' + state;
    view.alert.textContent = state === 'ringing' ? 'Incoming call to ' + call.toNumber + ' from ' + call.label : '';
    view.alert.hidden = state !== 'ringing';
    view.state.textContent = state === 'ringing' ? 'Ringing…'
      : state === 'connecting' ? 'Connecting…'
      : state === 'in-progress' ? 'Connected'
      : 'Call ended: ' + (OUTCOME_WORDS[call.outcome] || 'ended');
    view.actions.replaceChildren.apply(view.actions,
      state === 'ringing' ? [view.answer, view.decline] : state === 'ended' ? [] : [view.hangup]);
    view.reply.hidden = state !== 'in-progress';
    view.transcript.hidden = view.lines.childElementCount === 0;
  }

  function answer(view) {
    view.answer.disabled = view.decline.disabled = true;
    api('POST', '/calls/' + view.call.conversationId + '/answer').then(function (answered) {
      view.call.state = 'connecting';
      render(view);
      return window.ElevenLabsClient.Conversation.startSession({
        signedUrl: answered.signedUrl,
        connectionType: 'websocket',
        textOnly: true,
        onMessage: function (message) {
          if (message.role === 'agent') say(view, 'Agent', message.message);
          view.transcript.hidden = false;
        },
        onDisconnect: function () { view.conversation = null; poll(); },
        onError: function (message) { console.warn('[local phone]', message); },
      });
    }).then(function (conversation) {
      view.conversation = conversation;
      view.call.state = 'in-progress';
      render(view);
      view.input.focus();
    }).catch(function (error) {
      view.state.textContent = 'Could not answer: ' + error.message;
      poll();
    });
  }
  function decline(view) {
    view.answer.disabled = view.decline.disabled = true;
    api('POST', '/calls/' + view.call.conversationId + '/decline').then(poll, poll);
  }
  function hangUp(view) {
    if (view.conversation) view.conversation.endSession();
  }
  function sendReply(view) {
    var text = view.input.value.trim();
    if (!text || !view.conversation) return;
    view.conversation.sendUserMessage(text);
    say(view, 'You', text);
    view.transcript.hidden = false;
    view.input.value = '';
  }

  function poll() {
    return api('GET', '/calls').then(function (calls) {
      calls.forEach(function (call) {
        var view = views.get(call.conversationId);
        if (!view) {
          view = createView(call);
          views.set(call.conversationId, view);
          // A call that starts ringing while the page is open takes the focus, unless something else has it.
          if (polled && call.state === 'ringing' && document.activeElement === document.body) view.answer.focus();
        }
        // The page's own conversation knows first that it connected; the server catches up on the next poll.
        if (!(view.conversation && call.state === 'connecting')) view.call = call;
        render(view);
      });
      polled = true;
      var ringing = calls.filter(function (call) { return call.state === 'ringing'; }).length;
      phoneStatus.textContent = calls.length === 0 ? 'Waiting for calls…'
        : ringing > 0 ? ringing + ' call(s) ringing' : 'No call ringing';
    }).catch(function (error) {
      phoneStatus.textContent = 'The local phone lost the simulator: ' + error.message;
    });
  }

  function loadSettings() {
    return api('GET', '/settings').then(function (settings) {
      busy.checked = settings.busy;
      ringSeconds.value = String(Math.round(settings.ringTimeoutMs / 1000));
    });
  }
  busy.addEventListener('change', function () { api('PUT', '/settings', { busy: busy.checked }); });
  ringSeconds.addEventListener('change', function () {
    var seconds = Number(ringSeconds.value);
    if (seconds >= 1 && seconds <= 120) api('PUT', '/settings', { ringTimeoutMs: seconds * 1000 });
  });

  loadSettings();
  poll();
  setInterval(poll, POLL_MS);
})();
`;
