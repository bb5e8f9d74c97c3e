/**
 * The calendar page, `/__sim/calendar`: the bookings made, the next free times with a button to mark
 * each busy, and the switch that makes the API fail. Plain forms posting back to the page (no script),
 * and the same controls as JSON for tests.
 */
import type { Calendar, Failure } from './calendar.ts';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const FAILURES: Record<Failure, string> = {
  none: 'Answer normally',
  error: 'Answer every call with 500',
  slow: 'Answer after 30 seconds (past any timeout)',
};

export function calendarPage(calendar: Calendar, base: string): string {
  const now = calendar.now();
  const rows = calendar.bookings
    .map(
      (b) =>
        `<tr data-uid="${escape(b.uid)}"><td>${escape(b.start)}</td><td>${escape(b.attendee.name)}</td><td>${escape(b.attendee.email ?? '')}</td><td>${escape(b.attendee.timeZone)}</td><td>${b.status}</td></tr>`,
    )
    .join('');
  const type = [...calendar.eventTypes.values()][0];
  const next = type ? calendar.freeSlots(type, now, now + 7 * 86_400_000).slice(0, 12) : [];
  const busy = [...calendar.busy].sort();
  const slotButton = (iso: string, label: string) =>
    `<form method="post" action="${base}/busy" style="display:inline"><input type="hidden" name="start" value="${iso}"><button>${label} ${iso}</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local calendar</title></head><body>
<h1>Local calendar (Cal.com stand-in)</h1>
<p>Host time zone ${escape(calendar.hostTimeZone)}. Event types: ${[...calendar.eventTypes.values()].map((t) => `${t.id} (${t.lengthInMinutes} min)`).join(', ')}.</p>
<h2>Bookings</h2>
<table><thead><tr><th>Start (UTC)</th><th>Name</th><th>E-mail</th><th>Time zone</th><th>Status</th></tr></thead><tbody>${rows || '<tr><td colspan="5">No bookings yet.</td></tr>'}</tbody></table>
<h2>API</h2>
<form method="post" action="${base}/failure"><label>The API <select name="failure">${Object.entries(FAILURES)
    .map(
      ([value, label]) => `<option value="${value}"${calendar.failure === value ? ' selected' : ''}>${label}</option>`,
    )
    .join('')}</select></label> <button>Apply</button></form>
<h2>Next free times</h2><p>${next.map((at) => slotButton(new Date(at).toISOString(), 'Mark busy')).join(' ') || 'None this week.'}</p>
<h2>Busy</h2><p>${busy.map((iso) => slotButton(iso, 'Free')).join(' ') || 'Nothing marked busy.'}</p>
</body></html>`;
}
