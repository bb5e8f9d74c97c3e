/**
 * A call's wait for a slot of its full agent, as the service holds a caller when the agent's
 * `queueing_config` is enabled: no metadata until a slot frees, a close (1013) when the wait runs out.
 * The `queueMs` behaviour holds any call the same way for a fixed time, for pages under test.
 */
import { queueTimeoutRefusal, type Refusal } from './refusals.ts';
import type { SimSessionRecord } from './session-record.ts';
import type { SessionChannel } from './channel.ts';

export interface QueueHooks {
  log(message: string): void;
  /** The call leaves the agent's queue for a slot (it counts towards the daily limit). */
  onLetIn(): void;
  /** Starts the conversation: the metadata, the greeting. */
  start(): void;
  refuse(refusal: Refusal): void;
}

export class QueueWait {
  /** Let in from the agent's queue: from then on the call holds a slot. */
  letIn = false;
  private cancelTimeout = () => {};
  private readonly channel: SessionChannel;
  private readonly record: SimSessionRecord;
  /** The admission desk queued the call (its agent was full when the socket opened). */
  readonly fromDesk: boolean;
  private readonly hooks: QueueHooks;

  constructor(channel: SessionChannel, record: SimSessionRecord, fromDesk: boolean, hooks: QueueHooks) {
    this.channel = channel;
    this.record = record;
    this.fromDesk = fromDesk;
    this.hooks = hooks;
  }

  /** Waiting for the admission desk to let it in. */
  get waiting(): boolean {
    return this.fromDesk && this.record.status === 'queued';
  }

  /** Holds the call: let in by `admit()` (or after `admitAfterMs`), refused when `waitSeconds` run out. */
  enter(waitSeconds: number, admitAfterMs?: number): void {
    this.record.status = 'queued';
    this.record.queue = { enteredAt: new Date().toISOString(), waitSeconds, leftAt: null, outcome: 'waiting' };
    this.hooks.log(`${this.record.id} queued for up to ${waitSeconds} s`);
    if (admitAfterMs !== undefined) {
      this.channel.later(admitAfterMs, () => this.admit());
      return;
    }
    this.cancelTimeout = this.channel.later(waitSeconds * 1000, () => {
      this.leave('timed_out');
      this.hooks.refuse(queueTimeoutRefusal(waitSeconds));
    });
  }

  admit(): void {
    if (this.record.status !== 'queued') return;
    this.cancelTimeout();
    this.letIn = true;
    this.leave('admitted');
    if (this.fromDesk) this.hooks.onLetIn();
    this.hooks.start();
  }

  /** The caller hung up while waiting. */
  abandon(): void {
    if (this.record.queue?.outcome === 'waiting') this.leave('left');
  }

  private leave(outcome: 'admitted' | 'timed_out' | 'left'): void {
    Object.assign(this.record.queue!, { outcome, leftAt: new Date().toISOString() });
  }
}
