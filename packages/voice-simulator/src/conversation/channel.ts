/**
 * The sending side of one simulated conversation: event ids, frames, the pings and the timers that
 * schedule later turns. A silenced channel (a simulated network drop) sends nothing more.
 */
import { WebSocket } from 'ws';
import { Pinger } from './pinger.ts';
import type { ServerMessage } from './wire-messages.ts';

/** RFC 6455 caps a close reason at 123 bytes; `ws` throws beyond that. */
export function fitCloseReason(reason: string): string {
  let fitted = reason;
  while (Buffer.byteLength(fitted) > 123) fitted = fitted.slice(0, -1);
  return fitted;
}

export class SessionChannel {
  private readonly timers = new Set<NodeJS.Timeout>();
  private lastEventId = 0;
  /** A silent drop: the socket stays open but nothing moves either way (see SimSession.silence()). */
  silenced = false;
  readonly pinger: Pinger;
  private readonly ws: WebSocket;

  constructor(ws: WebSocket, pingIntervalMs: number, onPingSent: () => void) {
    this.ws = ws;
    this.pinger = new Pinger(pingIntervalMs, (pingMs) => {
      const eventId = this.nextEventId();
      onPingSent();
      this.send({ type: 'ping', ping_event: { event_id: eventId, ping_ms: pingMs } });
      return eventId;
    });
  }

  nextEventId(): number {
    this.lastEventId += 1;
    return this.lastEventId;
  }

  send(message: ServerMessage): void {
    if (this.ws.readyState === WebSocket.OPEN && !this.silenced) this.ws.send(JSON.stringify(message));
  }

  /** Runs `run` after `delayMs` unless the timers stop first; returns a cancel for this one. */
  later(delayMs: number, run: () => void): () => void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, delayMs);
    this.timers.add(timer);
    return () => {
      clearTimeout(timer);
      this.timers.delete(timer);
    };
  }

  stopTimers(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.pinger.stop();
  }
}
