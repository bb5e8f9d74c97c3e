import { z } from 'zod';

/**
 * site.yaml `voiceBudget`: the hard cap on voice demo starts for all visitors together. Each agent's own
 * cap is `maxCallsPerDay` in its demo's `agent` block (schemas/agent.ts), which ElevenLabs enforces per
 * agent; this one bounds the whole site's spend, counted by the functions (voice-signed-url) per UTC
 * clock hour and per UTC day. A start past either is refused, and the page shows `session.call.budget`.
 */
export const VoiceBudgetSchema = z
  .strictObject({
    perHour: z
      .number()
      .int()
      .min(1)
      .max(100_000)
      .default(60)
      .describe(
        'Voice demo starts per hour for all visitors together (1 to 100000); later ones are refused. Default 60.',
      ),
    perDay: z
      .number()
      .int()
      .min(1)
      .max(1_000_000)
      .default(300)
      .describe('Voice demo starts per day (UTC) for all visitors together (1 to 1000000). Default 300.'),
  })
  .default({ perHour: 60, perDay: 300 })
  .describe(
    "The hard cap on voice demo starts for the whole site, per hour and per day: what bounds the cost of the voice demos. Each start is at most its agent's maxDurationSeconds long.",
  );

export type VoiceBudgetSettings = z.output<typeof VoiceBudgetSchema>;
export type VoiceBudgetInput = z.input<typeof VoiceBudgetSchema>;
