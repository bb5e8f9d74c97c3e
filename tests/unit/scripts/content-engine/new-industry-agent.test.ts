// A new industry gets its voice agent from its first save: the scaffold's agent block is pushed as it
// stands (no id to copy), and the simulator answers a call to it with the scaffold's first message.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { ElevenLabsClient } from '@elevenlabs/elevenlabs-js';
import { parse } from 'yaml';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readAgentIds } from '../../../../scripts/content-engine/agent-ids.ts';
import { newIndustryText } from '../../../../scripts/content-engine/new-industry.ts';
import { pushAgents } from '../../../../scripts/ops/agents/push.ts';
import { ELEVENLABS_API_PREFIX } from '@harbourline/voice-simulator';
import { copyContent } from '../../support/content.ts';
import { startHarness, TestClient, type Harness } from '../../support/voice-sim-harness.ts';

describe('a scaffolded industry and agents:push', () => {
  let h: Harness;
  let dir: string;
  let path: string;
  beforeEach(async () => {
    h = await startHarness();
    dir = copyContent();
    const created = newIndustryText(dir, 'dental', 'Dental Clinics');
    path = created.path;
    writeFileSync(path, created.text);
  });
  afterEach(async () => {
    await h.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses the draft on a real environment, by file and line, and pushes the finished flows', async () => {
    const client = new ElevenLabsClient({
      apiKey: 'test',
      baseUrl: `${h.baseUrl}${ELEVENLABS_API_PREFIX}`,
      maxRetries: 0,
    }).conversationalAi;
    const pushed = await pushAgents({ root: dir, contentDir: dir, env: 'test', client, real: true });
    const dental = pushed.items.find((item) => item.slug === 'dental')!;
    expect(dental.action).toBe('failed');
    expect(dental.note).toMatch(
      /^a draft: dental\.yaml:\d+:\d+ demo\.agent\.\w+: Placeholder copy still here: \[\[REPLACE:/,
    );
    expect(pushed.items.filter((item) => item.action === 'create').length).toBeGreaterThan(0);
    expect(readAgentIds(dir, 'test', dir).entries.has('dental')).toBe(false);
  });

  it('creates the agent of the draft, and the simulator greets with its first message', async () => {
    const client = new ElevenLabsClient({
      apiKey: 'test',
      baseUrl: `${h.baseUrl}${ELEVENLABS_API_PREFIX}`,
      maxRetries: 0,
    }).conversationalAi;
    const pushed = await pushAgents({ root: dir, contentDir: dir, env: 'test', client, dryRun: false });
    expect(pushed.problems).toEqual([]);
    const dental = pushed.items.find((item) => item.slug === 'dental');
    expect(dental).toMatchObject({ action: 'create' });
    expect(readAgentIds(dir, 'test', dir).entries.get('dental')?.id).toBe(dental!.agentId);

    const agent = (parse(readFileSync(path, 'utf8')) as { demo: { agent: { firstMessage: string; name: string } } })
      .demo.agent;
    expect(agent.name).toBe('Harbourline demo: Dental Clinics receptionist');
    const call = await TestClient.connect(h.sim.signedUrl(dental!.agentId!, h.baseUrl)!);
    call.send({
      type: 'conversation_initiation_client_data',
      dynamic_variables: { caller_name: 'Jane', user_email: 'j@x.io', user_phone: '', user_company: 'Acme' },
    });
    const [greeting] = await call.waitFor('agent_response');
    expect(greeting?.agent_response_event.agent_response).toBe(agent.firstMessage.replace('{{caller_name}}', 'Jane'));
    expect(greeting?.agent_response_event.agent_response).toMatch(/^Thanks for calling .*, this is Alex\. Hi Jane,/);
    call.ws.close();
  });
});
