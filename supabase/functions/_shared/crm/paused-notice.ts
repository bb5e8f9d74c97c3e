// A CRM destination that keeps failing is named in every e-mail to the team until it works again, so a
// lead that did not reach the CRM is still worked: the e-mail drain wraps its sender with this. Reading
// the pauses never holds the e-mail up: when it fails, the e-mail goes out without the notice.
import type { EmailSender } from '../email/email.ts';
import type { CrmDeliveryStore, PausedDestination } from './store.ts';

/** The lines appended to the e-mail, empty when no destination is paused. */
export function pausedNotice(paused: readonly PausedDestination[]): string {
  if (paused.length === 0) return '';
  const lines = paused.map(
    (destination) =>
      `- ${destination.name}: paused since ${destination.pausedSince} after ${destination.failures} failed deliveries` +
      (destination.lastError ? ` (last: ${destination.lastError})` : ''),
  );
  return (
    `\n\nCRM: these destinations keep failing and are paused, so this lead may not be in them; ` +
    `it is retried there, and npm run leads shows each lead's deliveries:\n${lines.join('\n')}`
  );
}

export function withPausedNotice(email: EmailSender, store: Pick<CrmDeliveryStore, 'paused'>): EmailSender {
  return {
    async send(message, options) {
      const paused = await store.paused().catch(() => []);
      await email.send({ ...message, text: message.text + pausedNotice(paused) }, options);
    },
  };
}
