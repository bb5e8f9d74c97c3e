/**
 * Periodic `ping` events and round-trip bookkeeping. The SDK answers every
 * ping with a `pong` carrying the same event_id; the measured round trip is
 * reported back as `ping_ms` in the next ping, as the real service does.
 */
export class Pinger {
  private timer: NodeJS.Timeout | null = null;
  private readonly sentAt = new Map<number, number>();
  private lastRttMs: number | null = null;
  private readonly intervalMs: number;
  private readonly sendPing: (pingMs: number | null) => number;

  constructor(intervalMs: number, sendPing: (pingMs: number | null) => number) {
    this.intervalMs = intervalMs;
    this.sendPing = sendPing;
  }

  start(): void {
    this.timer ??= setInterval(() => {
      this.sentAt.set(this.sendPing(this.lastRttMs), Date.now());
    }, this.intervalMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Round trip for a pong, or null when it answers no ping of ours. */
  onPong(eventId: number): number | null {
    const sentAt = this.sentAt.get(eventId);
    if (sentAt === undefined) return null;
    this.sentAt.delete(eventId);
    this.lastRttMs = Date.now() - sentAt;
    return this.lastRttMs;
  }
}
