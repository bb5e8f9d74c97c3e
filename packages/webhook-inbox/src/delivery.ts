// One delivery as the inbox keeps it: what the page shows and the JSON list returns.

/** One delivery as the inbox received it. */
export interface InboxDelivery {
  receivedAt: string;
  /** The path segment after /__sim/webhooks/: the destination's name. */
  destination: string;
  headers: Record<string, string>;
  body: string;
  verified: boolean;
  /** Why the signature did not verify. */
  verifyError: string | null;
  /** What the inbox answered: 204, 401 (bad signature) or 500 (a failure asked for). */
  answered: number;
}
