// The Content-Security-Policy check behind check:live's voice rows: a signed link the served policy
// does not let the browser open fails, though Node (where check:live connects) would open it.
import { describe, expect, it } from 'vitest';
import { OWN_STARTS_PER_WINDOW, planVoiceStarts, WINDOW_MS } from '../../../../../scripts/ops/check-live/budget.ts';
import { connectAllowed } from '../../../../../scripts/ops/check-live/csp.ts';

const SITE = 'https://www.example.com';
const LINK = 'wss://api.elevenlabs.io/v1/convai/conversation?agent_id=a&conversation_signature=s';

describe('connectAllowed', () => {
  it('allows a link whose origin connect-src lists, by origin, scheme, wildcard or https source', () => {
    for (const connect of ['wss://api.elevenlabs.io', 'wss:', 'wss://*.elevenlabs.io', 'https://api.elevenlabs.io']) {
      expect(connectAllowed(`default-src 'self'; connect-src 'self' ${connect}`, LINK, SITE), connect).toBe(true);
    }
  });

  it("refuses a link to a host connect-src does not list, and 'self' only covers the site's own host", () => {
    const policy = "default-src 'self'; connect-src 'self' https://ref.supabase.co";
    expect(connectAllowed(policy, LINK, SITE)).toBe(false);
    expect(connectAllowed(policy, 'wss://www.example.com/v1/convai/conversation', SITE)).toBe(true);
    expect(connectAllowed("connect-src 'self'", 'ws://127.0.0.1:4173/v1/convai', 'http://127.0.0.1:4173')).toBe(true);
    expect(connectAllowed("connect-src 'self'", 'ws://127.0.0.1:9999/v1/convai', 'http://127.0.0.1:4173')).toBe(false);
    // No connect-src: default-src applies.
    expect(connectAllowed("default-src 'self'", LINK, SITE)).toBe(false);
  });
});

describe('planVoiceStarts', () => {
  const ids = Array.from({ length: 13 }, (_, index) => `agent_${String(index).padStart(2, '0')}`);

  it('signs a few distinct agents per run and moves on to the next ones in the next window', () => {
    const first = planVoiceStarts([...ids, ids[0]!], 3, 0, 0);
    const next = planVoiceStarts(ids, 3, 0, WINDOW_MS);
    expect(first.sign.size).toBe(3);
    expect([...first.sign].filter((id) => next.sign.has(id))).toEqual([]);
  });

  it('keeps all runs of one window within half the per-address limit', () => {
    expect(OWN_STARTS_PER_WINDOW).toBe(15);
    expect(planVoiceStarts(ids, 3, 14, 0).sign.size).toBe(1);
    expect(planVoiceStarts(ids, 3, 15, 0).sign.size).toBe(0);
  });
});
