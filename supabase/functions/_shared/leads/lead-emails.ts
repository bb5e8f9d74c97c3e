// The text of the notifications the team receives, a line or paragraph per field of the lead-column map
// (lead-columns.ts). Plain text: no HTML escaping to get wrong.
import type { EmailMessage } from '../email/email.ts';
import { CONTACT_COLUMNS, DEMO_REQUEST_COLUMNS, leadEmailLines } from './lead-columns.ts';
import { SOURCE_LOCALE } from './lead-fields.ts';
import { englishLanguageName, languageName } from './lead-locale.ts';
import type { DemoRequest, LeadNotification } from './lead-schemas.ts';

/** Header values must stay on one line, whatever the visitor typed. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

/** " in Spanish" for a lead from a translated page, so the inbox shows it before the e-mail is opened. */
export function subjectLanguage(locale: string | null | undefined): string {
  if (!locale || locale === SOURCE_LOCALE) return '';
  return ` in ${englishLanguageName(locale) ?? locale}`;
}

/** The body's line that tells the team which language to answer in. */
export const languageLine = (locale: string | null | undefined) => `Language: ${languageName(locale)}`;

export function demoRequestEmail(request: DemoRequest): EmailMessage {
  return {
    subject: oneLine(`New demo request${subjectLanguage(request.locale)}: ${request.name} (${request.company})`),
    replyTo: request.email,
    text: [
      'Someone booked a demo on the website.',
      '',
      ...leadEmailLines(DEMO_REQUEST_COLUMNS, request, [languageLine(request.locale)]),
    ].join('\n'),
  };
}

export function contactLeadEmail(lead: LeadNotification): EmailMessage {
  return {
    subject: oneLine(`New contact request${subjectLanguage(lead.locale)}: ${lead.name} (${lead.business})`),
    text: [
      'Someone asked to be contacted on the website. The site promises a reply within 24 hours.',
      '',
      ...leadEmailLines(CONTACT_COLUMNS, lead, [languageLine(lead.locale)]),
    ].join('\n'),
  };
}
