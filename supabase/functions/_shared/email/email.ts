// Lead notification e-mail. Functions depend on the EmailSender interface only, so production
// (Resend over HTTP), the local backend (outbox file, scripts/local-stack/supabase/outbox-drain.ts) and tests
// each plug in their own.

export interface EmailMessage {
  subject: string;
  text: string;
  /** The visitor's address, so the team can answer the notification directly. */
  replyTo?: string;
  /** Recipients of this message (e.g. sales or hiring, from site.yaml); default the team addresses (LEAD_NOTIFY_TO). */
  to?: readonly string[];
}

export interface SendOptions {
  /**
   * The same key for every attempt at one e-mail (the outbox entry's id): the provider sends it once.
   * Resend keeps a key for 24 hours (https://resend.com/docs/dashboard/emails/idempotency-keys).
   */
  idempotencyKey?: string;
}

export interface EmailSender {
  send(message: EmailMessage, options?: SendOptions): Promise<void>;
}

/** The e-mail could not be handed to the provider. The message is for logs; it never names secrets. */
export class EmailDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmailDeliveryError';
  }
}

export interface ResendConfig {
  apiKey: string;
  /** Sender, on a domain verified in Resend: 'Leads <leads@example.com>'. */
  from: string;
  /** Team addresses that receive the notifications. */
  to: readonly string[];
  fetch?: typeof fetch;
}

const RESEND_ENDPOINT = 'https://api.resend.com/emails';
const PROVIDER_TIMEOUT_MS = 10_000;

/** Sends through Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email). */
export function createResendEmailSender(config: ResendConfig): EmailSender {
  const fetchImpl = config.fetch ?? fetch;
  // Provider error bodies are logged; make sure our own key can never be part of them.
  const redact = (text: string) => (config.apiKey ? text.split(config.apiKey).join('[redacted]') : text);

  return {
    async send(message, options = {}) {
      let response: Response;
      // Resend takes up to 256 characters; the outbox's ids are UUIDs.
      const key = options.idempotencyKey?.slice(0, 256);
      try {
        response = await fetchImpl(RESEND_ENDPOINT, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${config.apiKey}`,
            'Content-Type': 'application/json',
            ...(key ? { 'Idempotency-Key': key } : {}),
          },
          body: JSON.stringify({
            from: config.from,
            to: message.to ?? config.to,
            subject: message.subject,
            text: message.text,
            ...(message.replyTo ? { reply_to: message.replyTo } : {}),
          }),
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new EmailDeliveryError(`Could not reach Resend: ${redact(reason)}`);
      }
      if (!response.ok) {
        const details = redact((await response.text().catch(() => '')).slice(0, 500));
        throw new EmailDeliveryError(`Resend refused the e-mail (HTTP ${response.status}): ${details}`);
      }
    },
  };
}

/** Used when e-mail is not configured at all: fails every send with a message saying what to set. */
export function createUnconfiguredEmailSender(missing: readonly string[]): EmailSender {
  return {
    async send() {
      throw new EmailDeliveryError(
        `Lead e-mail is not configured: set ${missing.join(', ')} (supabase secrets set NAME=value).`,
      );
    },
  };
}
