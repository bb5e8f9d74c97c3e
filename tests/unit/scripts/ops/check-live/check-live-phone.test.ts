// @vitest-environment node
// check:live's "Call me" number row, against the simulator's phone-numbers API: it fails when the number is
// missing, cannot call out or would hand call-backs to a stranger agent, and places no call doing so.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ElevenLabsClient } from '@elevenlabs/elevenlabs-js';
import { ELEVENLABS_API_PREFIX } from '@harbourline/voice-simulator';
import { LOCAL_PHONE_NUMBER_ID } from '@harbourline/voice-simulator';
import { offersCallMe, overridesSentBy } from '../../../../../scripts/ops/check-live/options.ts';
import { checkPhoneNumber } from '../../../../../scripts/ops/check-live/phone.ts';
import { startHarness, type Harness } from '../../../support/voice-sim-harness.ts';

describe('check:live, the Call me number', () => {
  let h: Harness;
  let client: ElevenLabsClient;
  const site = { callMeFlows: ['general'], siteAgentIds: ['agent_general_live'] };
  beforeEach(async () => {
    h = await startHarness();
    client = new ElevenLabsClient({ apiKey: 'k', baseUrl: `${h.baseUrl}${ELEVENLABS_API_PREFIX}`, maxRetries: 0 });
  });
  afterEach(async () => {
    await h.stop();
  });

  it('fails when the number does not exist in the workspace', async () => {
    const checked = await checkPhoneNumber(client, { ...site, phoneNumberId: 'phnum_gone' });
    expect(checked).toMatchObject({ check: 'phone', status: 'FAIL' });
    expect(checked.detail).toBe(
      'phnum_gone does not exist in the workspace of ELEVENLABS_API_KEY: import the number into the workspace (DEPLOY.md, step 2, "Call me: a phone number")',
    );
  });

  it('fails when a flow offers Call me and no number is set; skips when none does', async () => {
    const unset = await checkPhoneNumber(client, { ...site, phoneNumberId: undefined });
    expect(unset.status).toBe('FAIL');
    expect(unset.detail).toContain('ELEVENLABS_PHONE_NUMBER_ID is not set, and general offer Call me');
    const unused = await checkPhoneNumber(client, { ...site, callMeFlows: [], phoneNumberId: undefined });
    expect(unused.status).toBe('skip');
  });

  it('passes an outbound number assigned to a site agent, warns when none answers call-backs, fails a stranger', async () => {
    const stranger = await client.conversationalAi.agents.create({
      name: 'Someone else',
      conversationConfig: { agent: { firstMessage: 'Hi', language: 'en' } },
    });
    const unassigned = await checkPhoneNumber(client, { ...site, phoneNumberId: LOCAL_PHONE_NUMBER_ID });
    expect(unassigned).toMatchObject({ status: 'warn' });
    await client.conversationalAi.phoneNumbers.update(LOCAL_PHONE_NUMBER_ID, { agentId: stranger.agentId });
    const wrong = await checkPhoneNumber(client, { ...site, phoneNumberId: LOCAL_PHONE_NUMBER_ID });
    expect(wrong.status).toBe('FAIL');
    expect(wrong.detail).toContain('is assigned to Someone else');
    const ok = await checkPhoneNumber(client, {
      ...site,
      siteAgentIds: [stranger.agentId],
      phoneNumberId: LOCAL_PHONE_NUMBER_ID,
    });
    expect(ok).toMatchObject({
      status: 'ok',
      detail: expect.stringContaining('phnum_local (+12025550100, twilio) exists and can call out'),
    });
    // Reading the number placed no call.
    expect((await h.control('GET', '/__sim/phone/calls')).json).toEqual([]);
  });

  it('fails a SIP trunk number without an outbound trunk', async () => {
    const { phoneNumberId } = await client.conversationalAi.phoneNumbers.create({
      provider: 'sip_trunk',
      phoneNumber: '+61291234569',
      label: 'Inbound only',
    });
    const checked = await checkPhoneNumber(client, { ...site, phoneNumberId });
    expect(checked.status).toBe('FAIL');
    expect(checked.detail).toContain('without an outbound trunk');
  });

  it('asks a Call me flow’s agent to allow the first message the call opens with', () => {
    const session = (callMe: unknown) => ({ session: { languages: { options: [] }, callMe } }) as never;
    expect(offersCallMe(session({ enabled: true }))).toBe(true);
    expect(overridesSentBy(session({ enabled: true }))).toEqual(['conversation.text_only', 'agent.first_message']);
    expect(overridesSentBy(session({ enabled: false }))).toEqual(['conversation.text_only']);
    expect(overridesSentBy(session(undefined))).toEqual(['conversation.text_only']);
  });
});
