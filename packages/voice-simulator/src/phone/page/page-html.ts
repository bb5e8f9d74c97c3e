/**
 * The local phone's page and style (`/__sim/phone`): a plain page of the local stack, no build step, so it
 * works the same under `npm start` and `npm run dev`. Its script is browser/phone-page.ts (page-script.ts serves it).
 */

export const PHONE_PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local phone</title>
<link rel="stylesheet" href="/__sim/phone/phone.css">
</head>
<body>
<main>
  <h1>Local phone</h1>
  <p class="lead">Calls the local ElevenLabs places ring here, whatever number they dial. Answer to talk
    with the agent by text, as a visitor would on the phone.</p>
  <div class="switches">
    <label><input type="checkbox" id="busy"> Busy line (refuse new calls at once)</label>
    <label>Ring at most <input type="number" id="ring-seconds" min="1" max="120" step="1" inputmode="numeric">
      seconds before no answer</label>
  </div>
  <p id="phone-status" role="status" class="idle">Waiting for calls…</p>
  <ul id="calls" class="calls" aria-label="Calls"></ul>
</main>
<script src="/__sim/phone/elevenlabs-client.js"></script>
<script type="module" src="/__sim/phone/phone.js"></script>
</body>
</html>
`;

export const PHONE_PAGE_CSS = `
:root { color-scheme: light dark; --accent: #0b6e4f; --danger: #b42318; --muted: #5b6470; }
* { box-sizing: border-box; }
[hidden] { display: none !important; }
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: Canvas; color: CanvasText; }
main { max-width: 40rem; margin: 0 auto; padding: 1.25rem 1rem 3rem; }
h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
h2 { font-size: 1.15rem; margin: 0; overflow-wrap: anywhere; }
.lead, .from, .idle { color: var(--muted); }
@media (prefers-color-scheme: dark) { :root { --muted: #aab2bd; --accent: #3ccf91; --danger: #ff8a80; } }
.switches { display: grid; gap: .5rem; margin: 1rem 0; }
.switches input[type=number] { width: 4.5rem; font: inherit; padding: .2rem .4rem; }
.calls { list-style: none; padding: 0; margin: 0; display: grid; gap: 1rem; }
.call { border: 1px solid color-mix(in srgb, CanvasText 25%, transparent); border-radius: .75rem; padding: 1rem; }
.call.ringing { border-color: var(--accent); box-shadow: 0 0 0 3px color-mix(in srgb, var(--accent) 30%, transparent); }
@media (prefers-reduced-motion: no-preference) {
  .call.ringing { animation: ring 1.2s ease-in-out infinite; }
  @keyframes ring { 50% { box-shadow: 0 0 0 8px color-mix(in srgb, var(--accent) 10%, transparent); } }
}
.alert { font-weight: 600; margin: .5rem 0; }
.state { margin: .25rem 0; }
.actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: .75rem; }
button { font: inherit; min-height: 44px; min-width: 44px; padding: .5rem 1.1rem; border-radius: 999px;
  border: 2px solid transparent; cursor: pointer; }
button:focus-visible, input:focus-visible { outline: 3px solid Highlight; outline-offset: 2px; }
button.answer { background: var(--accent); color: #fff; }
button.decline, button.hangup { background: var(--danger); color: #fff; }
button.send { background: ButtonFace; color: ButtonText; border-color: ButtonText; }
button:disabled { opacity: .6; cursor: default; }
.transcript ol { list-style: none; padding: 0; margin: .75rem 0; display: grid; gap: .4rem; }
.transcript li { padding: .4rem .6rem; border-radius: .5rem; background: color-mix(in srgb, CanvasText 7%, transparent); }
.transcript .who { font-weight: 600; }
.reply { display: flex; flex-wrap: wrap; gap: .5rem; align-items: end; }
.reply label { flex: 1 1 12rem; display: grid; gap: .25rem; }
.reply input { font: inherit; padding: .55rem .7rem; min-height: 44px; border-radius: .5rem; border: 1px solid; }
`;
