// The inbox's page: every delivery with its signed headers and whether it verified, newest first, and a
// form that makes the next deliveries fail. Server-rendered, no script: it is a developer's tool.
import type { InboxDelivery } from './delivery.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function row(delivery: InboxDelivery): string {
  const verdict = delivery.verified ? 'signature verifies' : `signature does NOT verify: ${delivery.verifyError ?? ''}`;
  const headers = Object.entries(delivery.headers)
    .map(([name, value]) => `<tr><th scope="row">${escape(name)}</th><td><code>${escape(value)}</code></td></tr>`)
    .join('');
  return `<article>
<h2>${escape(delivery.destination)} · ${escape(delivery.receivedAt)} · answered ${delivery.answered}</h2>
<p class="${delivery.verified ? 'ok' : 'bad'}">${escape(verdict)}</p>
<table>${headers}</table>
<pre>${escape(pretty(delivery.body))}</pre>
</article>`;
}

export function inboxPage(deliveries: readonly InboxDelivery[], failNext: number): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Webhook inbox</title>
<style>body{font:14px system-ui;margin:2rem;max-width:70rem}article{border-top:1px solid #ccc;padding:.5rem 0}
.ok{color:#176b2c}.bad{color:#a3141e;font-weight:bold}pre{background:#f4f4f4;padding:.5rem;overflow:auto}th{text-align:left;padding-right:1rem}</style>
</head><body>
<h1>Webhook inbox</h1>
<p>${deliveries.length} deliveries. The next ${failNext} will be answered with HTTP 500.</p>
<form method="post" action="/__sim/webhooks/__fail"><label>Fail the next <input name="count" type="number" min="0" max="1000" value="3"> deliveries</label> <button>Set</button></form>
${deliveries.map(row).join('\n') || '<p>No deliveries yet: send a lead (the contact form, Book a Demo, a voice demo).</p>'}
</body></html>`;
}
