// The shape of the generated call-me settings (generated/call-me-config.ts, from site.yaml `callMe` and the
// flows by npm run generate), so the handler and its tests share one type.

export interface CallMeFlowConfig {
  /** The dynamic variables the flow's page sends (variables.send); the server keeps only these. */
  variables: readonly string[];
  /** The agent's first words on a phone call, brand filled in; sent by the server as an override. */
  firstMessage: string;
  /**
   * The same words on the flow's translated pages, by agent language (e.g. es): a call asked for on
   * /es/healthcare-demo opens, and goes on, in Spanish. Absent when no translated page offers Call me.
   */
  languages?: Readonly<Record<string, string>>;
}

export interface CallMeConfig {
  /** ISO 3166-1 alpha-2 codes whose numbers may be called. */
  countries: readonly string[];
  /** Calls one number may receive in 24 hours, and in 30 days. */
  perNumberPerDay: number;
  perNumberPer30Days: number;
  /** Local times (HH:MM) between which no call is placed, e.g. 21:00 to 08:00. */
  quietHours: { from: string; until: string };
  flows: Readonly<Record<string, CallMeFlowConfig>>;
}
