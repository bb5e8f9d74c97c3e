import { z } from 'zod';

/** Who hears about a flow's voice sessions: a team named in site.yaml `leads.notify`, or nobody. */
export const NOTIFY_TEAMS = ['sales', 'hiring'] as const;
export type NotifyTeam = (typeof NOTIFY_TEAMS)[number];

/** A flow's `notify` key: which team gets one e-mail per finished session. */
export const DemoNotifySchema = z
  .enum([...NOTIFY_TEAMS, 'none'])
  .default('sales')
  .describe('Who hears about each finished session: sales, hiring or none. Default sales.');

/** A flow's `keepTranscript` key: whether the post-call webhook stores the full transcript. */
export const KeepTranscriptSchema = z
  .boolean()
  .default(false)
  .describe('Store the full transcript with the session record (e.g. interviews). Default false: summary only.');

/** Empty means nobody: the session is still stored and listed by npm run leads. */
const AddressesSchema = z
  .array(z.email())
  .default([])
  .describe('E-mail addresses, e.g. [sales@example.com]. Default none.');

/** site.yaml `leads`: where session notifications go and how long session records are kept. */
export const SiteLeadsSchema = z
  .strictObject({
    notify: z
      .strictObject({
        sales: AddressesSchema,
        hiring: AddressesSchema,
      })
      .default({ sales: [], hiring: [] })
      .describe('The addresses of each team a flow can name in notify: sales and hiring.'),
    minDurationSeconds: z
      .number()
      .int()
      .min(0)
      .max(3600)
      .default(20)
      .describe('Sessions shorter than this many seconds send no e-mail. Default 20.'),
    retentionDays: z
      .number()
      .int()
      .min(1)
      .max(3650)
      .default(365)
      .describe('Days a voice session record is kept before the deletion job removes it. Default 365.'),
    requestRetentionDays: z
      .number()
      .int()
      .min(1)
      .max(3650)
      .default(730)
      .describe('Days a contact or demo request is kept before the deletion job removes it. Default 730.'),
    outboxRetentionDays: z
      .number()
      .int()
      .min(1)
      .max(3650)
      .default(30)
      .describe('Days a sent or failed team e-mail (with the lead in its text) is kept. Default 30.'),
  })
  .default({
    notify: { sales: [], hiring: [] },
    minDurationSeconds: 20,
    retentionDays: 365,
    requestRetentionDays: 730,
    outboxRetentionDays: 30,
  })
  .describe('Voice session leads: who is told, the minimum call length for an e-mail, and retention.');

export type SiteLeads = z.output<typeof SiteLeadsSchema>;
export type SiteLeadsInput = z.input<typeof SiteLeadsSchema>;
